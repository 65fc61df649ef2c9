import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseLanguage, i18n, loadNamespaces } from '../../../lib/i18n.ts'
import { formatTeamScore, scoringWords } from './scoring-words.ts'

beforeAll(async () => {
  await loadNamespaces(['competitions'])
})

afterAll(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

describe('a competition’s scoring in words', () => {
  it('names the measure and the teams’ rule in English', async () => {
    await chooseLanguage('en')
    expect(scoringWords({ individual: 'steps', team: 'sum' }, i18n.t)).toEqual({
      individual: 'Total steps',
      team: "Teams: the sum of their members' scores",
    })
    expect(scoringWords({ individual: 'steps+bonus', team: 'average' }, i18n.t)).toEqual({
      individual: 'Steps plus challenge bonus',
      team: 'Teams: the average per member',
    })
  })

  it('says the daily target where the score counts days, 10,000 unless set', async () => {
    await chooseLanguage('en')
    expect(scoringWords({ individual: 'daysOnTarget', team: 'sum' }, i18n.t).individual).toBe(
      'Days with at least 10,000 steps',
    )
    expect(scoringWords({ individual: 'streak', target: 8000, team: 'sum' }, i18n.t).individual).toBe(
      'Longest run of days in a row with at least 8,000 steps',
    )
  })

  it('reads in Spanish and Hebrew, with the target written their way', async () => {
    await chooseLanguage('es')
    expect(scoringWords({ individual: 'daysOnTarget', target: 12_500, team: 'average' }, i18n.t)).toEqual({
      individual: 'Días con al menos 12.500 pasos',
      team: 'Equipos: la media por miembro',
    })
    await chooseLanguage('he')
    expect(scoringWords({ individual: 'steps', team: 'sum' }, i18n.t).individual).toBe('סך הצעדים')
  })

  it('writes a team’s average to one decimal and a sum whole', async () => {
    await chooseLanguage('en')
    expect(formatTeamScore(12_345.678)).toBe('12,345.7')
    expect(formatTeamScore(20_000)).toBe('20,000')
  })
})
