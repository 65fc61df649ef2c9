import { describe, expect, it } from 'vitest'
import { memberContestDays } from './member-contests.ts'

describe('memberContestDays', () => {
  // 2026-11-23 is a Monday.
  const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']

  it('takes the coming weekend, this one on a Saturday, the next one on a Sunday', () => {
    for (const today of week.slice(0, 6)) {
      expect(memberContestDays('weekendWarrior', today, {})).toEqual({ startDate: '2026-11-28', endDate: '2026-11-29' })
    }
    expect(memberContestDays('weekendWarrior', '2026-11-29', {})).toEqual({
      startDate: '2026-12-05',
      endDate: '2026-12-06',
    })
  })

  it('takes the coming workweek, this one on a Monday', () => {
    expect(memberContestDays('workweekHustle', '2026-11-23', {})).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-27',
    })
    for (const today of week.slice(1)) {
      expect(memberContestDays('workweekHustle', today, {})).toEqual({ startDate: '2026-11-30', endDate: '2026-12-04' })
    }
  })

  it('keeps the days chosen for a duel, and one day for a goal day', () => {
    expect(memberContestDays('duel', '2026-11-23', { startDate: '2026-11-24', endDate: '2026-11-30' })).toEqual({
      startDate: '2026-11-24',
      endDate: '2026-11-30',
    })
    expect(memberContestDays('goalDay', '2026-11-23', { startDate: '2026-11-25', endDate: '2026-12-30' })).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-11-25',
    })
  })
})
