import { describe, expect, it } from 'vitest'
import { latestCountedDay, mondayOf, weekAgainstLast } from './week.ts'

describe('mondayOf', () => {
  it('starts weeks on Monday, Sunday included in the week before it', () => {
    expect(mondayOf('2026-11-30')).toBe('2026-11-30') // a Monday
    expect(mondayOf('2026-12-03')).toBe('2026-11-30')
    expect(mondayOf('2026-12-06')).toBe('2026-11-30') // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28') // across a year
  })
})

describe('weekAgainstLast', () => {
  const history = [
    { date: '2026-12-02', steps: 8_000 }, // Wednesday this week
    { date: '2026-11-30', steps: 5_000 }, // Monday this week
    { date: '2026-11-29', steps: 9_999 }, // Sunday last week
    { date: '2026-11-25', steps: 4_000 }, // Wednesday last week
    { date: '2026-11-23', steps: 6_000 }, // Monday last week
    { date: '2026-11-22', steps: 1_000 }, // the week before: in neither
  ]

  it('puts each weekday beside last week’s, and compares the days so far', () => {
    const week = weekAgainstLast(history, '2026-12-02')
    expect(week.days.map((day) => [day.date, day.thisWeek, day.lastWeek, day.future])).toEqual([
      ['2026-11-30', 5_000, 6_000, false],
      ['2026-12-01', 0, 0, false],
      ['2026-12-02', 8_000, 4_000, false],
      ['2026-12-03', 0, 0, true],
      ['2026-12-04', 0, 0, true],
      ['2026-12-05', 0, 0, true],
      ['2026-12-06', 0, 9_999, true],
    ])
    expect(week.thisWeek).toBe(13_000)
    expect(week.lastWeekSameDays).toBe(10_000)
    expect(week.lastWeek).toBe(19_999)
  })

  it('has zeros for a member without days', () => {
    const week = weekAgainstLast([], '2026-12-06')
    expect(week.days.every((day) => day.thisWeek === 0 && day.lastWeek === 0 && !day.future)).toBe(true)
    expect(week.thisWeek).toBe(0)
  })
})

describe('latestCountedDay', () => {
  it('is the newest day that counted steps from a source, whatever the order', () => {
    const days = [
      { date: '2026-11-28', steps: 0, source: null },
      { date: '2026-11-29', steps: 0, source: 'manual' as const },
      { date: '2026-11-26', steps: 7_000, source: 'push' as const },
      { date: '2026-11-27', steps: 3_000, source: 'import' as const },
    ]
    expect(latestCountedDay(days)?.date).toBe('2026-11-27')
    expect(latestCountedDay([])).toBeUndefined()
  })
})
