import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACHIEVEMENTS, advance, evaluate, heldBy, type CountedDay } from './catalogue.ts'

const GOAL = 10_000
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The reference: for each achievement, the first day at which the days up to and including it
 * meet the achievement's rule, worked out from scratch for every prefix of the history.
 */
function reference(days: CountedDay[]): Map<string, string> {
  const counted = days.filter((day) => day.steps > 0)
  const earned = new Map<string, string>()
  for (let end = 0; end < counted.length; end += 1) {
    const upTo = counted.slice(0, end + 1)
    const today = upTo[end]!
    const onGoal = upTo.filter((day) => day.steps >= GOAL)
    const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
    const monday = addDays(today.date, -weekday(today.date))
    const week = upTo.filter((day) => day.date >= monday).reduce((sum, day) => sum + day.steps, 0)
    let run = 0
    for (let back = 0; ; back += 1) {
      const date = addDays(today.date, -back)
      if (onGoal.some((day) => day.date === date)) run += 1
      else break
    }
    const month = today.date.slice(0, 7)
    const [year, monthNumber] = month.split('-').map(Number)
    const length = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate()
    const earlier = upTo.slice(0, -1)
    const monthSum = (key: string) =>
      upTo.filter((day) => day.date.startsWith(key)).reduce((sum, day) => sum + day.steps, 0)
    const before = monthSum(
      monthNumber === 1 ? `${year! - 1}-12` : `${year}-${String(monthNumber! - 1).padStart(2, '0')}`,
    )
    const value: Record<string, number> = {
      'first-import': upTo.some((day) => day.imported) ? 1 : 0,
      'first-connection': upTo.some((day) => day.connected) ? 1 : 0,
      'improved-month': before >= 100_000 ? Math.max(0, Math.floor(((monthSum(month) - before) * 100) / before)) : 0,
      'first-steps': upTo.length,
      lifetime: upTo.reduce((sum, day) => sum + day.steps, 0),
      'best-day': today.steps,
      'best-week': week,
      streak: today.steps >= GOAL ? run : 0,
      'goal-days': today.steps >= GOAL ? onGoal.length : 0,
      'active-days': upTo.length,
      'perfect-month':
        onGoal.filter((day) => day.date.startsWith(month)).length === length && today.steps >= GOAL ? 1 : 0,
      'record-beaten':
        earlier.length > 0 &&
        Date.parse(today.date) - Date.parse(counted[0]!.date) >= 14 * 86_400_000 &&
        today.steps > Math.max(...earlier.map((day) => day.steps))
          ? 1
          : 0,
    }
    for (const achievement of ACHIEVEMENTS) {
      if (!earned.has(achievement.key) && value[achievement.kind]! >= achievement.threshold) {
        earned.set(achievement.key, today.date)
      }
    }
  }
  return earned
}

/** A history: days from a start, some skipped, with steps around the goal and a few big days. */
const histories = fc
  .tuple(
    fc.integer({ min: 0, max: 3000 }),
    fc.array(
      fc.record({
        gap: fc.oneof(fc.constant(1), fc.constant(1), fc.constant(1), fc.integer({ min: 1, max: 5 })),
        steps: fc.oneof(
          fc.integer({ min: 0, max: 9_999 }),
          fc.integer({ min: 10_000, max: 14_000 }),
          fc.integer({ min: 0, max: 60_000 }),
        ),
        source: fc.constantFrom('manual', 'manual', 'manual', 'import', 'wearable'),
      }),
      { maxLength: 120 },
    ),
  )
  .map(([start, entries]) => {
    let date = addDays('2020-01-01', start)
    return entries.map(({ gap, steps, source }) => {
      date = addDays(date, gap)
      return { date, steps, goal: GOAL, imported: source === 'import', connected: source === 'wearable' }
    })
  })

describe('achievements', () => {
  it('finds a month well above the one before, once the one before counts', () => {
    const days = (month: string, count: number, steps: number) =>
      Array.from({ length: count }, (_, index) => ({
        date: `${month}-${String(index + 1).padStart(2, '0')}`,
        steps,
        goal: GOAL,
      }))
    // October 31 × 4,000 = 124,000; November reaches +10 % on its 28th day (136,400 over 136,400).
    const { earned } = evaluate([...days('2026-10', 31, 4_000), ...days('2026-11', 30, 4_872)])
    expect(earned.get('improved-month-10')).toBe('2026-11-28')
    expect(earned.has('improved-month-25')).toBe(false)
    // A month before of fewer than 100,000 steps is too easy to beat.
    expect(
      evaluate([...days('2026-10', 20, 4_000), ...days('2026-11', 30, 9_000)]).earned.has('improved-month-10'),
    ).toBe(false)
  })

  it('has at least 40 built-in achievements, each key once', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(40)
    expect(new Set(ACHIEVEMENTS.map((achievement) => achievement.key)).size).toBe(ACHIEVEMENTS.length)
  })

  it('awards what a day-by-day reference finds, each dated on the day that earned it', () => {
    fc.assert(
      fc.property(histories, (days) => {
        expect(Object.fromEntries(evaluate(days).earned)).toEqual(Object.fromEntries(reference(days)))
      }),
      { numRuns: 300 },
    )
  })

  it('carries stored progress on to the same answer as working out every day again', () => {
    fc.assert(
      fc.property(histories, fc.nat(), (days, cut) => {
        const split = days.length === 0 ? 0 : cut % (days.length + 1)
        const whole = evaluate(days).earned
        // Stored and read back, as an award run keeps it between runs.
        const stored = JSON.parse(JSON.stringify(evaluate(days.slice(0, split)).progress))
        const later = new Map<string, string>()
        const resumed = advance(stored, days.slice(split), (key, date) => later.set(key, date))
        expect(resumed).toEqual(evaluate(days).progress)
        for (const key of heldBy(stored)) expect(whole.get(key)! <= (days[split - 1]?.date ?? '')).toBe(true)
        expect(new Set([...heldBy(stored), ...later.keys()])).toEqual(new Set(whole.keys()))
        for (const [key, date] of later) expect(whole.get(key)).toBe(date)
      }),
      { numRuns: 300 },
    )
  })

  it('counts a day on the goal by the goal the member had that day', () => {
    const days = [9_000, 9_000, 9_000, 12_000].map((steps, index) => ({
      date: addDays('2026-11-02', index),
      steps,
      goal: index < 3 ? 8_000 : 12_000,
    }))
    expect(evaluate(days).earned.get('streak-3')).toBe('2026-11-04')
    expect(evaluate(days).progress.longestStreak).toBe(4)
  })

  it('gives the same answer for the same days, and an earlier date when older days arrive', () => {
    fc.assert(
      fc.property(histories, histories, (recent, older) => {
        const first = evaluate(recent).earned
        expect(evaluate(recent).earned).toEqual(first)
        // Older days brought in by an import, all before the recent ones.
        const start = recent[0]?.date ?? '2030-01-01'
        const before = older.map((day, index) => ({ ...day, date: addDays(start, -(older.length - index) * 6) }))
        const merged = [...before, ...recent]
        for (const [key, date] of evaluate(merged).earned) {
          if (first.has(key) && !['record-beaten'].includes(key)) expect(date <= first.get(key)!).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('reads a month on the goal, a week and a streak from hand-made days', () => {
    const november = Array.from({ length: 30 }, (_, index) => ({
      date: addDays('2026-11-01', index),
      steps: 10_500,
      goal: GOAL,
    }))
    const { earned, progress } = evaluate(november)
    expect(earned.get('perfect-month')).toBe('2026-11-30')
    expect(earned.get('streak-30')).toBe('2026-11-30')
    expect(earned.get('streak-7')).toBe('2026-11-07')
    expect(earned.get('lifetime-100000')).toBe('2026-11-10')
    // Monday 2026-11-02 to Sunday 2026-11-08: 73,500 steps.
    expect(earned.get('best-week-50000')).toBe('2026-11-06')
    expect(progress).toMatchObject({ longestStreak: 30, goalDays: 30, bestWeek: 73_500 })
    expect(earned.has('best-day-15000')).toBe(false)
    expect(earned.has('record-beaten')).toBe(false)
  })
})
