import { describe, expect, it } from 'vitest'
import { standingAgainst, type RuleTerms } from './custom-rules.ts'

const goal = () => 10_000
const days = [
  { date: '2026-03-01', steps: 12_000 },
  { date: '2026-03-02', steps: 10_000 },
  { date: '2026-03-04', steps: 11_000 },
  { date: '2026-03-05', steps: 9_999 },
  { date: '2026-03-06', steps: 15_000 },
]
const terms = (rule: Partial<RuleTerms>): RuleTerms => ({
  rule: 'streak',
  amount: 2,
  from: null,
  to: null,
  target: null,
  ...rule,
})

describe('standingAgainst', () => {
  it('sums the steps of the period only, earned the day they reach the amount', () => {
    const period = terms({ rule: 'steps-in-period', amount: 21_000, from: '2026-03-02', to: '2026-03-05' })
    expect(standingAgainst(period, days, goal)).toEqual({ progress: 30_999, earnedOn: '2026-03-04' })
    expect(standingAgainst({ ...period, amount: 31_000 }, days, goal)).toEqual({ progress: 30_999, earnedOn: null })
  })

  it('counts a streak on the goal of each day, a missing day or one below it ending the run', () => {
    expect(standingAgainst(terms({ amount: 2 }), days, goal)).toEqual({ progress: 2, earnedOn: '2026-03-02' })
    expect(standingAgainst(terms({ amount: 3 }), days, goal)).toEqual({ progress: 2, earnedOn: null })
    // On a target of its own, and within a window.
    expect(standingAgainst(terms({ amount: 1, target: 14_000 }), days, goal)).toEqual({
      progress: 1,
      earnedOn: '2026-03-06',
    })
    expect(standingAgainst(terms({ from: '2026-03-02', to: '2026-03-04' }), days, goal)).toEqual({
      progress: 1,
      earnedOn: null,
    })
    // The member's goal of each day: a lower goal on the 5th joins it to the 4th and 6th.
    const lower = (date: string) => (date === '2026-03-05' ? 9_000 : 10_000)
    expect(standingAgainst(terms({ amount: 3 }), days, lower)).toEqual({ progress: 3, earnedOn: '2026-03-06' })
  })

  it("counts the days on a competition's target within its dates", () => {
    const competition = terms({
      rule: 'competition-days',
      amount: 2,
      from: '2026-03-02',
      to: '2026-03-06',
      target: 11_000,
    })
    expect(standingAgainst(competition, days, goal)).toEqual({ progress: 2, earnedOn: '2026-03-06' })
  })
})
