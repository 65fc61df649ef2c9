import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseLanguage, loadNamespaces } from '../../../lib/i18n.ts'
import { reasonOf } from './import-reason.ts'

const tooHigh = {
  line: 6,
  error: 'Steps must be at most 100,000: "100001"',
  key: 'stepsTooHigh',
  params: { max: 100_000 },
  value: '100001',
}
const noMember = {
  line: 4,
  error: 'No member with email "nobody@example.com"',
  key: 'csvNoMemberEmail',
  params: { identifier: 'nobody@example.com' },
}

beforeAll(async () => {
  // As on the admin page, whose route loads the `errors` namespace with it.
  await loadNamespaces(['errors'])
})

afterAll(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

describe('a rejected line’s reason', () => {
  it('reads in English as the server wrote it', async () => {
    await chooseLanguage('en')
    expect(reasonOf(tooHigh)).toBe(tooHigh.error)
    expect(reasonOf(noMember)).toBe(noMember.error)
  })

  it('reads in Spanish and Hebrew, with the value as the file had it', async () => {
    await chooseLanguage('es')
    expect(reasonOf(tooHigh)).toBe('Los pasos deben ser como máximo 100.000: "100001"')
    expect(reasonOf(noMember)).toBe('Ningún miembro con el correo "nobody@example.com"')
    await chooseLanguage('he')
    expect(reasonOf(noMember)).toBe('אין חבר עם האימייל "nobody@example.com"')
  })

  it('keeps the server’s text when the key is unknown', async () => {
    await chooseLanguage('es')
    expect(reasonOf({ line: 2, error: 'Something new: "x"', key: 'notAKey', value: 'x' })).toBe('Something new: "x"')
  })
})
