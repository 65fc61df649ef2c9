import { STEP_SOURCES, type DaySource, type FlagReason, type StepCaps, type StepSource } from '@stepup/contract'

/**
 * What a day counts, and why it is flagged: the day rule, in one place.
 *
 * A day row keeps each source's count apart (`<source>_steps`) and the count the day has by the
 * rule (`steps`, with `flags`). The rule itself is `countDay` below. The writers run the same rule
 * inside the statement that writes the rows (day-rule.sql, for speed: see docs/decisions/122),
 * and the fair-play tests hold the two to the same answers on generated histories.
 */

/**
 * Every count a day row keeps, in the order they rank: an admin's correction, the walking sources
 * (in the admin's priority, STEP_SOURCES by default), steps from before sources were kept, then
 * activities, which add to the walking count.
 */
export const DAY_COUNTS = ['correction', ...STEP_SOURCES, 'earlier', 'activity'] as const satisfies readonly DaySource[]
export type DayCount = (typeof DAY_COUNTS)[number]
/** The counts a writer sets: every one but `earlier`, which no one writes any more. */
export type WrittenCount = Exclude<DayCount, 'earlier'>

/** A day's counts by source; null where the source says nothing of the day. */
export type DayCounts = Record<DayCount, number | null>

/** The admin's rules a day is counted by. */
export interface DayRules {
  /** The walking sources, highest first; null for STEP_SOURCES' order. */
  sourcePriority: readonly StepSource[] | null
  /** Each source's cap, activities' and the cap for any source; null for none. */
  stepCaps: StepCaps
  /** A day at or above this many steps is looked at as a possible outlier. */
  outlierFloor: number
  /** ...and is one above this multiple of the member's usual day. */
  outlierMultiple: number
  /** Flagged days count 0 until an admin decides on them. */
  holdFlaggedDays: boolean
}

/** The member's days before the one counted, as the rule reads them. */
export interface RecentDays {
  /** The counted steps of the member's days in the 28 days before (days not there left out). */
  counted: readonly number[]
  /** The day before's counts, and the day before that's; null where there is no row. */
  dayBefore: Partial<DayCounts> | null
  twoDaysBefore: Partial<DayCounts> | null
}

export interface CountedDay {
  steps: number
  flags: FlagReason[]
}

/** No day counts more, whatever the caps. */
export const MOST_STEPS_A_DAY = 100_000
/** Days before the counted one whose median is the member's usual day. */
export const OUTLIER_WINDOW_DAYS = 28
/** Pushed, imported and typed counts from this many steps are looked at for `repeated`. */
const WATCHED_FROM = 1_000
/** Typed counts from this many steps in whole thousands are flagged `round`. */
const ROUND_FROM = 10_000

/** The walking sources in the order they rank, and `earlier` after them. */
export function walkingOrder(priority: readonly StepSource[] | null): (StepSource | 'earlier')[] {
  return [...(priority ?? STEP_SOURCES), 'earlier']
}

/**
 * What a day counts and why it is flagged:
 * 1. an admin's correction is the count, unflagged;
 * 2. otherwise the first walking source with a count, within its cap, plus activities within
 *    theirs, held to the cap for any source and to MOST_STEPS_A_DAY;
 * 3. `cap` when a cap cut it; `outlier` when it is at or over the floor and over the multiple of
 *    the median of the member's counted days above 0 in the 28 before (or there are none);
 *    `repeated` when a pushed, imported or typed count of 1,000 or more is the same source's count
 *    on each of the two days before; `round` for a typed count of 10,000 or more in whole
 *    thousands;
 * 4. a voided day counts 0, and so does a flagged day no admin has decided on while flagged days
 *    are held.
 */
export function countDay(
  rules: DayRules,
  counts: Partial<DayCounts>,
  recent: RecentDays,
  review: 'approved' | 'voided' | null = null,
): CountedDay {
  const correction = counts.correction ?? null
  if (correction !== null) return { steps: correction, flags: [] }
  const chosen = walkingOrder(rules.sourcePriority).find((source) => (counts[source] ?? null) !== null)
  const raw = chosen === undefined ? 0 : counts[chosen]!
  let capped = false
  const within = (value: number, cap: number | null | undefined) => {
    if (cap === null || cap === undefined || value <= cap) return value
    capped = true
    return cap
  }
  const walked = chosen === undefined || chosen === 'earlier' ? raw : within(raw, rules.stepCaps[chosen])
  const moved = within(counts.activity ?? 0, rules.stepCaps.activity)
  let steps = Math.min(within(walked + moved, rules.stepCaps.any), MOST_STEPS_A_DAY)

  const flags: FlagReason[] = []
  if (capped) flags.push('cap')
  if (steps >= rules.outlierFloor) {
    const usual = median(recent.counted.filter((value) => value > 0))
    if (usual === null || steps > rules.outlierMultiple * usual) flags.push('outlier')
  }
  if (chosen !== undefined && chosen !== 'wearable' && chosen !== 'earlier' && raw >= WATCHED_FROM) {
    if (recent.dayBefore?.[chosen] === raw && recent.twoDaysBefore?.[chosen] === raw) flags.push('repeated')
  }
  if (chosen === 'manual' && raw >= ROUND_FROM && raw % 1_000 === 0) flags.push('round')
  if (review === 'voided' || (review === null && flags.length > 0 && rules.holdFlaggedDays)) steps = 0
  return { steps, flags }
}

/** The middle value, or the mean of the two middle ones; null for none. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * A day's counts with the sources that have one, in the order they rank (DAY_COUNTS, the walking
 * ones in the admin's `priority`): the first walking one is the one that counts.
 */
export function daySources(
  counts: Partial<DayCounts>,
  priority: readonly StepSource[] | null,
): { source: DaySource; steps: number }[] {
  const order: DaySource[] = ['correction', ...walkingOrder(priority), 'activity']
  return order.flatMap((source) => {
    const steps = counts[source] ?? null
    return steps === null ? [] : [{ source, steps }]
  })
}

/**
 * Whether a day row holds nothing: no count of any kind (every one of DAY_COUNTS, an admin's
 * correction and activities included), no bonus and no admin decision. Taking a source away can
 * leave such a row behind, and only such a row may be deleted.
 */
export function isEmptyDay(day: { counts: Partial<DayCounts>; bonus: number; review: string | null }): boolean {
  return day.bonus === 0 && day.review === null && DAY_COUNTS.every((count) => (day.counts[count] ?? null) === null)
}
