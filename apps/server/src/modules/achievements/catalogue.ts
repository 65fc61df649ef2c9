import type { AchievementKind } from '@stepup/contract'

/** The kinds the catalogue holds: every kind but admins' own (custom-rules.ts). */
export type BuiltInKind = Exclude<AchievementKind, 'custom'>

/** One built-in achievement: its kind, the amount that earns it, and the points it is worth. */
export interface Achievement {
  key: string
  kind: BuiltInKind
  threshold: number
  points: number
}

/** The tiers of each kind, easiest first; each tier is worth 10 points more than the one before. */
const TIERS: Record<BuiltInKind, readonly number[]> = {
  'first-steps': [1],
  lifetime: [100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 7_500_000, 10_000_000],
  'best-day': [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000],
  'best-week': [50_000, 75_000, 100_000, 150_000, 200_000],
  streak: [3, 7, 14, 30, 60, 100, 365],
  'goal-days': [10, 25, 50, 100, 250, 500],
  'active-days': [7, 30, 100, 365],
  'perfect-month': [1],
  'record-beaten': [1],
  'first-import': [1],
  'first-connection': [1],
  'improved-month': [10, 25, 50],
  'team-steps': [1_000_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000],
  podium: [1, 3, 10],
  'competition-win': [1, 3],
}

/**
 * The kinds earned by more than the member's own days, worked out whole at each run by their
 * sources (earning-sources.ts): a team's steps together, and places in competitions' final results.
 */
export const SOURCE_KINDS: ReadonlySet<AchievementKind> = new Set(['team-steps', 'podium', 'competition-win'])

/** Every built-in achievement, in the order a profile lists them. */
export const ACHIEVEMENTS: readonly Achievement[] = Object.entries(TIERS).flatMap(([kind, thresholds]) =>
  thresholds.map((threshold, tier) => ({
    key: thresholds.length === 1 ? kind : `${kind}-${threshold}`,
    kind: kind as BuiltInKind,
    threshold,
    points: 10 * (tier + 1),
  })),
)

/** The keys of the achievements a member's own days earn, which `advance` works out. */
export const DAY_KEYS: readonly string[] = ACHIEVEMENTS.filter(({ kind }) => !SOURCE_KINDS.has(kind)).map(
  ({ key }) => key,
)

/** Each built-in achievement by its key. */
export const ACHIEVEMENT_BY_KEY: ReadonlyMap<string, Achievement> = new Map(
  ACHIEVEMENTS.map((achievement) => [achievement.key, achievement]),
)

/** Each kind's achievements, easiest first. */
const byKind = Object.fromEntries(
  Object.keys(TIERS).map((kind) => [kind, ACHIEVEMENTS.filter((achievement) => achievement.kind === kind)]),
) as Record<BuiltInKind, Achievement[]>

/** Points that make a level: levels have no ceiling. */
export const POINTS_PER_LEVEL = 100

/** A counted day of a member: its date (`YYYY-MM-DD`), the steps it counts, and the member's goal that day. */
export interface CountedDay {
  date: string
  steps: number
  goal: number
  /** Whether a health export the member imported holds the day. */
  imported?: boolean
  /** Whether a phone or a wearable sent the day's steps. */
  connected?: boolean
}

/**
 * Where a member's days stand after some of them, in date order: what the next days build on.
 * Plain numbers and strings, so an award run can store it and carry on from it later.
 */
export interface Progress {
  lifetime: number
  bestDay: number
  bestWeek: number
  longestStreak: number
  goalDays: number
  activeDays: number
  /** The first day with steps, as a day number; null before it. */
  firstDay: number | null
  /** The calendar week under way: its Monday's day number, and its steps so far. */
  week: { monday: number | null; steps: number }
  /** The run of days on the goal that ended on `last` (a day number). */
  streak: { last: number | null; length: number }
  /** The calendar month under way (`YYYY-MM`) and its days on the goal. */
  month: { key: string; goalDays: number }
  /** The calendar month of the latest day, its steps so far, and the steps of the month before it (0 without days). */
  stepsMonth: { key: string; steps: number; before: number }
  /** How many tiers of each kind the days have earned. */
  tiers: Partial<Record<AchievementKind, number>>
}

/** Where a member stands before their first day. */
export const startingProgress = (): Progress => ({
  lifetime: 0,
  bestDay: 0,
  bestWeek: 0,
  longestStreak: 0,
  goalDays: 0,
  activeDays: 0,
  firstDay: null,
  week: { monday: null, steps: 0 },
  streak: { last: null, length: 0 },
  month: { key: '', goalDays: 0 },
  stepsMonth: { key: '', steps: 0, before: 0 },
  tiers: {},
})

/**
 * The catalogue's rules as they stand: stored progress worked out under other rules is not carried
 * on from. Change `RULES_REVISION` when a rule below changes without the tiers changing.
 */
const RULES_REVISION = 3
export const CATALOGUE_VERSION = `${RULES_REVISION}:${JSON.stringify(TIERS)}`

/** A record beats the best of at least this many days of history before it. */
const RECORD_AFTER_DAYS = 14
/** An improved month is measured against a month before it of at least this many steps. */
const IMPROVED_MONTH_FLOOR = 100_000

/** Days since 1970-01-01 (a Thursday): numbers, not a parsed string, as every day of a history is dated. */
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
/** Monday of the day's week, as a day number: day 0 is a Thursday, three days after a Monday. */
const mondayOf = (day: number) => day - ((day + 3) % 7)
/** The calendar month before `YYYY-MM`. */
const monthBefore = (month: string) => {
  const [year, number] = month.split('-').map(Number)
  return number === 1 ? `${year! - 1}-12` : `${year}-${String(number! - 1).padStart(2, '0')}`
}
const daysInMonth = (date: string) => {
  const [year, month] = date.split('-').map(Number)
  return new Date(Date.UTC(year!, month!, 0)).getUTCDate()
}

/**
 * Carries `progress` on over the member's next `days`, in date order and all after the days it was
 * worked out from, calling `earned` with each achievement they earn and the day that earns it. Pure:
 * the same progress and days always give the same answer, so awarding again changes nothing.
 *
 * - `lifetime`: the day the running total reaches the amount.
 * - `best-day`: the first day with at least the amount.
 * - `best-week`: the day a calendar week (Monday to Sunday) reaches the amount.
 * - `streak`: the day a run of consecutive days on the goal reaches the length.
 * - `goal-days`, `active-days`: the day the count of days on the goal, or with steps, reaches it.
 * - `perfect-month`: the last day of the first calendar month with every day on the goal.
 * - `record-beaten`: the first day above every earlier day, once two weeks of days lie before it.
 * - `first-steps`: the first day with steps.
 * - `first-import`, `first-connection`: the first day a health export holds, or that a phone or a
 *   wearable sent.
 * - `improved-month`: the day a calendar month's steps pass those of the month before by the
 *   percentage, when that month had at least 100,000 steps.
 *
 * A day is on the goal when its steps reach the member's goal of that day.
 */
export function advance(
  from: Progress,
  days: readonly CountedDay[],
  earned: (key: string, date: string) => void = () => {},
): Progress {
  const progress: Progress = {
    ...from,
    week: { ...from.week },
    streak: { ...from.streak },
    month: { ...from.month },
    stepsMonth: { ...from.stepsMonth },
    tiers: { ...from.tiers },
  }
  const reach = (kind: BuiltInKind, value: number, date: string) => {
    const tiers = byKind[kind]
    let reached = progress.tiers[kind] ?? 0
    while (reached < tiers.length && value >= tiers[reached]!.threshold) {
      earned(tiers[reached]!.key, date)
      reached += 1
    }
    progress.tiers[kind] = reached
  }

  for (const { date, steps, goal, imported, connected } of days) {
    if (steps <= 0) continue
    const day = dayNumber(date)
    progress.firstDay ??= day
    progress.activeDays += 1
    reach('first-steps', progress.activeDays, date)
    reach('active-days', progress.activeDays, date)
    if (imported) reach('first-import', 1, date)
    if (connected) reach('first-connection', 1, date)

    const stepsMonth = date.slice(0, 7)
    if (progress.stepsMonth.key !== stepsMonth) {
      const { key, steps: total } = progress.stepsMonth
      progress.stepsMonth = { key: stepsMonth, steps: 0, before: key === monthBefore(stepsMonth) ? total : 0 }
    }
    progress.stepsMonth.steps += steps
    reach('improved-month', improvement(progress), date)

    if (day - progress.firstDay >= RECORD_AFTER_DAYS && steps > progress.bestDay) reach('record-beaten', 1, date)
    progress.bestDay = Math.max(progress.bestDay, steps)
    reach('best-day', steps, date)

    progress.lifetime += steps
    reach('lifetime', progress.lifetime, date)

    const monday = mondayOf(day)
    progress.week = { monday, steps: monday === progress.week.monday ? progress.week.steps + steps : steps }
    progress.bestWeek = Math.max(progress.bestWeek, progress.week.steps)
    reach('best-week', progress.week.steps, date)

    if (steps >= goal) {
      progress.goalDays += 1
      reach('goal-days', progress.goalDays, date)
      const { last, length } = progress.streak
      progress.streak = { last: day, length: last !== null && day === last + 1 ? length + 1 : 1 }
      progress.longestStreak = Math.max(progress.longestStreak, progress.streak.length)
      reach('streak', progress.streak.length, date)

      const monthKey = date.slice(0, 7)
      const goalDays = progress.month.key === monthKey ? progress.month.goalDays + 1 : 1
      progress.month = { key: monthKey, goalDays }
      if (goalDays === daysInMonth(date)) reach('perfect-month', 1, date)
    }
  }
  return progress
}

/**
 * The day each tier of `kind` is first reached by a running amount (a count of podium places, a
 * team's steps so far), the amounts given in date order.
 */
export function earnedAlong(kind: BuiltInKind, along: Iterable<{ amount: number; date: string }>): Map<string, string> {
  const earned = new Map<string, string>()
  const tiers = byKind[kind]
  for (const { amount, date } of along) {
    while (earned.size < tiers.length && amount >= tiers[earned.size]!.threshold)
      earned.set(tiers[earned.size]!.key, date)
  }
  return earned
}

/** The achievements a member's counted days earn, each with the day that earned it, and where the days stand. */
export function evaluate(days: readonly CountedDay[]): { earned: Map<string, string>; progress: Progress } {
  const earned = new Map<string, string>()
  const progress = advance(startingProgress(), days, (key, date) => earned.set(key, date))
  return { earned, progress }
}

/** The achievements the progress holds: every tier of each kind it has reached. */
export function heldBy(progress: Progress): Set<string> {
  return new Set(
    Object.entries(progress.tiers).flatMap(([kind, reached]) =>
      byKind[kind as BuiltInKind].slice(0, reached).map((achievement) => achievement.key),
    ),
  )
}

/** How many percent the month under way is above the month before, when that one counts (else 0). */
function improvement({ stepsMonth: { steps, before } }: Progress): number {
  return before >= IMPROVED_MONTH_FLOOR ? Math.max(0, Math.floor(((steps - before) * 100) / before)) : 0
}

/** Where the member stands against an achievement of `kind`, for its progress bar. */
export function progressOf(kind: AchievementKind, standing: Progress): number {
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
    case 'improved-month':
      return improvement(standing)
    default:
      return 0
  }
}
