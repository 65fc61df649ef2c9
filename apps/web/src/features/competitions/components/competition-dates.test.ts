import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseLanguage, i18n, loadNamespaces } from '../../../lib/i18n.ts'
import { competitionStarts, hasStarted } from './competition-dates.ts'

beforeAll(async () => {
  await loadNamespaces(['competitions'])
})

afterAll(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

describe('a competition that has not started', () => {
  it('says when it starts, in the reader’s language, instead of a rank', async () => {
    await chooseLanguage('en')
    expect(competitionStarts({ startDate: '2026-12-01' }, i18n.t, 'en')).toBe('Starts Dec 1')
    await chooseLanguage('es')
    expect(competitionStarts({ startDate: '2026-12-01' }, i18n.t, 'es')).toBe('Empieza el 1 dic')
    await chooseLanguage('he')
    expect(competitionStarts({ startDate: '2026-12-01' }, i18n.t, 'he')).toBe('מתחילה ב־1 בדצמ׳')
  })

  it('shows ranks only once it has started', () => {
    expect(hasStarted({ status: 'upcoming' })).toBe(false)
    for (const status of ['running', 'grace', 'final'] as const) expect(hasStarted({ status })).toBe(true)
  })
})
