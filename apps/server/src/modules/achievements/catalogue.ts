import type { AchievementKind } from '@stepup/contract'

/** One built-in achievement: its kind, the amount that earns it, and the points it is worth. */
export interface Achievement {
  key: string
  kind: AchievementKind
  threshold: number
  points: number
}

/** The tiers of each kind, easiest first; each tier is worth 10 points more than the one before. */
const TIERS: Record<AchievementKind, readonly number[]> = {
  'first-steps': [1],
  lifetime: [100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 7_500_000, 10_000_000],
  'best-day': [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000],
  'best-week': [50_000, 75_000, 100_000, 150_000, 200_000],
  streak: [3, 7, 14, 30, 60, 100, 365],
  'goal-days': [10, 25, 50, 100, 250, 500],
  'active-days': [7, 30, 100, 365],
  'perfect-month': [1],
  'record-beaten': [1],
}

/** Every built-in achievement, in the order a profile lists them. */
export const ACHIEVEMENTS: readonly Achievement[] = Object.entries(TIERS).flatMap(([kind, thresholds]) =>
  thresholds.map((threshold, tier) => ({
    key: thresholds.length === 1 ? kind : `${kind}-${threshold}`,
    kind: kind as AchievementKind,
    threshold,
    points: 10 * (tier + 1),
  })),
)

/** Each kind's achievements, easiest first. */
const byKind = Object.fromEntries(
  Object.keys(TIERS).map((kind) => [kind, ACHIEVEMENTS.filter((achievement) => achievement.kind === kind)]),
) as Record<AchievementKind, Achievement[]>

/** Points that make a level: levels have no ceiling. */
export const POINTS_PER_LEVEL = 100

/** A counted day of a member: its date (`YYYY-MM-DD`) and the steps it counts. */
export interface CountedDay {
  date: string
  steps: number
}

/** What the member's days add up to, for the progress towards the next tiers. */
export interface Standing {
  lifetime: number
  bestDay: number
  bestWeek: number
  longestStreak: number
  goalDays: number
  activeDays: number
}

/** A record beats the best of at least this many days of history before it. */
const RECORD_AFTER_DAYS = 14

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000
/** Monday of the day's week, as a day number. */
const mondayOf = (day: number) => day - ((new Date(day * 86_400_000).getUTCDay() + 6) % 7)
const daysInMonth = (date: string) => {
  const [year, month] = date.split('-').map(Number)
  return new Date(Date.UTC(year!, month!, 0)).getUTCDate()
}

/**
 * The achievements a member's counted days earn, each with the day that earned it, and where the
 * days stand. One pass over the days in date order; the same days always give the same answer, so
 * awarding again changes nothing.
 *
 * - `lifetime`: the day the running total reaches the amount.
 * - `best-day`: the first day with at least the amount.
 * - `best-week`: the day a calendar week (Monday to Sunday) reaches the amount.
 * - `streak`: the day a run of consecutive days on the goal reaches the length.
 * - `goal-days`, `active-days`: the day the count of days on the goal, or with steps, reaches it.
 * - `perfect-month`: the last day of the first calendar month with every day on the goal.
 * - `record-beaten`: the first day above every earlier day, once two weeks of days lie before it.
 * - `first-steps`: the first day with steps.
 */
export function evaluate(
  days: readonly CountedDay[],
  goal: number,
): { earned: Map<string, string>; standing: Standing } {
  const earned = new Map<string, string>()
  const reach = (kind: AchievementKind, value: number, date: string) => {
    for (const achievement of byKind[kind]) {
      if (value < achievement.threshold) break
      if (!earned.has(achievement.key)) earned.set(achievement.key, date)
    }
  }
  const standing: Standing = { lifetime: 0, bestDay: 0, bestWeek: 0, longestStreak: 0, goalDays: 0, activeDays: 0 }
  let firstDay: number | undefined
  let week = { monday: Number.NaN, steps: 0 }
  let streak = { last: Number.NaN, length: 0 }
  let month = { key: '', goalDays: 0 }

  for (const { date, steps } of days) {
    if (steps <= 0) continue
    const day = dayNumber(date)
    firstDay ??= day
    standing.activeDays += 1
    reach('first-steps', standing.activeDays, date)
    reach('active-days', standing.activeDays, date)

    if (day - firstDay >= RECORD_AFTER_DAYS && steps > standing.bestDay) reach('record-beaten', 1, date)
    standing.bestDay = Math.max(standing.bestDay, steps)
    reach('best-day', steps, date)

    standing.lifetime += steps
    reach('lifetime', standing.lifetime, date)

    const monday = mondayOf(day)
    week = monday === week.monday ? { monday, steps: week.steps + steps } : { monday, steps }
    standing.bestWeek = Math.max(standing.bestWeek, week.steps)
    reach('best-week', week.steps, date)

    if (steps >= goal) {
      standing.goalDays += 1
      reach('goal-days', standing.goalDays, date)
      streak = { last: day, length: day === streak.last + 1 ? streak.length + 1 : 1 }
      standing.longestStreak = Math.max(standing.longestStreak, streak.length)
      reach('streak', streak.length, date)

      const monthKey = date.slice(0, 7)
      month = { key: monthKey, goalDays: month.key === monthKey ? month.goalDays + 1 : 1 }
      if (month.goalDays === daysInMonth(date)) reach('perfect-month', 1, date)
    }
  }
  return { earned, standing }
}

/** Where the member stands against an achievement of `kind`, for its progress bar. */
export function progressOf(kind: AchievementKind, standing: Standing): number {
  switch (kind) {
    case 'lifetime':
      return standing.lifetime
    case 'best-day':
      return standing.bestDay
    case 'best-week':
      return standing.bestWeek
    case 'streak':
      return standing.longestStreak
    case 'goal-days':
      return standing.goalDays
    case 'active-days':
    case 'first-steps':
      return standing.activeDays
    default:
      return 0
  }
}
