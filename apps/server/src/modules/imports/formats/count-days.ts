import type { CountedDay, ImportSourceSummary, SourceKind } from './export-types.ts'
import { DAY_MS, MINUTE_MS, dayToIsoDate, localDay } from './local-time.ts'
import { MAX_SOURCE_NAME, type StepRecords, type StepSource } from './step-records.ts'

/**
 * Time already claimed by higher-priority sources: sorted, disjoint intervals with the running
 * total of their lengths, so the covered length below any instant is one binary search.
 */
interface Coverage {
  count: number
  start: Float64Array
  end: Float64Array
  /** before[k]: covered length in intervals 0..k-1 */
  before: Float64Array
}

const EMPTY_COVERAGE: Coverage = {
  count: 0,
  start: new Float64Array(0),
  end: new Float64Array(0),
  before: new Float64Array(1),
}

/** Index of the last interval starting at or before t, or -1. */
function lastStartingBy(coverage: Coverage, t: number): number {
  let low = 0
  let high = coverage.count - 1
  let found = -1
  while (low <= high) {
    const mid = (low + high) >>> 1
    if (coverage.start[mid]! <= t) {
      found = mid
      low = mid + 1
    } else high = mid - 1
  }
  return found
}

function coveredBefore(coverage: Coverage, t: number): number {
  const k = lastStartingBy(coverage, t)
  if (k < 0) return 0
  return coverage.before[k]! + Math.min(t, coverage.end[k]!) - coverage.start[k]!
}

function covers(coverage: Coverage, t: number): boolean {
  const k = lastStartingBy(coverage, t)
  return k >= 0 && coverage.end[k]! > t
}

/** Where source s's records sit in the sorted columns: [first[s], first[s + 1]). */
export function sourceRanges(records: StepRecords, sourceCount: number): Uint32Array {
  const first = new Uint32Array(sourceCount + 1)
  for (let i = 0; i < records.count; i++) first[records.source[i]! + 1]!++
  for (let s = 0; s < sourceCount; s++) first[s + 1]! += first[s]!
  return first
}

/**
 * Union of the coverage so far with one source's records (sorted by start), in one merge.
 */
function addSource(coverage: Coverage, records: StepRecords, from: number, to: number): Coverage {
  const capacity = coverage.count + (to - from)
  const start = new Float64Array(capacity)
  const end = new Float64Array(capacity)
  let count = 0
  let i = 0
  let j = from
  while (i < coverage.count || j < to) {
    let a: number
    let b: number
    if (j >= to || (i < coverage.count && coverage.start[i]! <= records.start[j]!)) {
      a = coverage.start[i]!
      b = coverage.end[i]!
      i++
    } else {
      a = records.start[j]!
      b = records.end[j]!
      j++
      if (b <= a) continue
    }
    if (count > 0 && a <= end[count - 1]!) {
      if (b > end[count - 1]!) end[count - 1] = b
    } else {
      start[count] = a
      end[count] = b
      count++
    }
  }
  const before = new Float64Array(count + 1)
  for (let k = 0; k < count; k++) before[k + 1] = before[k]! + (end[k]! - start[k]!)
  return { count, start, end, before }
}

const HOUR_MS = 60 * MINUTE_MS

/**
 * Adds a record's value to `hours` (local hour number, day * 24 + hour, to steps): spread evenly
 * over its span and split at the local hour boundaries of its own offset, as days are split at
 * midnight; a record without length goes to the hour of its instant.
 */
function spreadOverHours(hours: Map<number, number>, a: number, b: number, offset: number, value: number): void {
  const shift = offset * MINUTE_MS
  if (b <= a) {
    const hour = Math.floor((a + shift) / HOUR_MS)
    hours.set(hour, (hours.get(hour) ?? 0) + value)
    return
  }
  const length = b - a
  let x = a
  while (x < b) {
    const hour = Math.floor((x + shift) / HOUR_MS)
    const y = Math.min(b, (hour + 1) * HOUR_MS - shift)
    hours.set(hour, (hours.get(hour) ?? 0) + (value * (y - x)) / length)
    x = y
  }
}

/**
 * A sum of shares of records, cut to a millionth of a step. The three ways of cutting records
 * (by what is uncovered, by day, by hour) leave rounding errors far smaller than that, which
 * would otherwise decide a day that is exactly half a step, such as 1464.5 against 1464.4999….
 */
function settle(steps: number): number {
  return Math.round(steps * 1e6) / 1e6
}

/** Raises each entry of `into` to the matching one of `from`. */
function keepLarger(into: Map<number, number>, from: Map<number, number>): void {
  for (const [key, steps] of from) if (steps > (into.get(key) ?? 0)) into.set(key, steps)
}

/**
 * Steps per local day for a priority order (source indexes, highest first; sources left out
 * count nothing).
 *
 * First the merge: for each moment only the highest-priority source that recorded steps then
 * counts; a record keeps the share of its value for the part of its span no higher source covers,
 * and that share goes to the local day of the record's own offset, split at midnight. Records of
 * one source add up.
 *
 * Then each day is held between two bounds, over the sources in the order:
 * - no less than the largest single source's total that day: a watch that missed a walk the phone
 *   recorded must not leave the day below what the phone alone saw;
 * - no more than the sum over the day's local hours of the largest source's steps in that hour
 *   (each record spread evenly over its span): two devices recording one walk with records of
 *   different lengths (a watch's 5 minutes inside a Garmin's 15) would otherwise count part of it
 *   twice, which the merge, going by time alone, cannot see.
 * The second bound is never below the first, so a day counts min(max(merged, largest), hourly).
 *
 * O(n log n): one binary search per record and day piece, one linear merge per source, and a map
 * of hour totals per source (days × 24 entries, not records) for the bounds.
 */
export function countDays(records: StepRecords, sourceCount: number, order: readonly number[]): CountedDay[] {
  const ranges = sourceRanges(records, sourceCount)
  const merged = new Map<number, number>()
  const add = (day: number, steps: number) => merged.set(day, (merged.get(day) ?? 0) + steps)
  /** local hour → the most steps any source has in it */
  const hourly = new Map<number, number>()
  /** local day → the largest source's total */
  const largest = new Map<number, number>()
  const seen = new Set<number>()
  let coverage = EMPTY_COVERAGE
  for (const s of order) {
    if (!Number.isInteger(s) || s < 0 || s >= sourceCount || seen.has(s)) continue
    seen.add(s)
    const from = ranges[s]!
    const to = ranges[s + 1]!
    const sourceHours = new Map<number, number>()
    const sourceDays = new Map<number, number>()
    const addToSource = (day: number, steps: number) => sourceDays.set(day, (sourceDays.get(day) ?? 0) + steps)
    for (let i = from; i < to; i++) {
      const a = records.start[i]!
      const b = records.end[i]!
      const value = records.value[i]!
      const offset = records.offset[i]!
      spreadOverHours(sourceHours, a, b, offset, value)
      if (b <= a) {
        addToSource(localDay(a, offset), value)
        if (!covers(coverage, a)) add(localDay(a, offset), value)
        continue
      }
      const length = b - a
      let x = a
      while (x < b) {
        const day = localDay(x, offset)
        const y = Math.min(b, (day + 1) * DAY_MS - offset * MINUTE_MS)
        addToSource(day, (value * (y - x)) / length)
        const uncovered = y - x - (coveredBefore(coverage, y) - coveredBefore(coverage, x))
        if (uncovered > 0) add(day, (value * uncovered) / length)
        x = y
      }
    }
    if (seen.size < sourceCount) coverage = addSource(coverage, records, from, to)
    keepLarger(hourly, sourceHours)
    keepLarger(largest, sourceDays)
  }
  const upper = new Map<number, number>()
  for (const [hour, steps] of hourly) {
    const day = Math.floor(hour / 24)
    upper.set(day, (upper.get(day) ?? 0) + steps)
  }
  // Every day with a share of a record has a source total, so `largest` names every day.
  return [...largest.keys()]
    .sort((p, q) => p - q)
    .map((day) => {
      const low = settle(largest.get(day)!)
      // The hours are never below the largest source, but their pieces carry rounding errors of
      // their own: never letting them under it keeps a lone source's day exactly its total.
      const high = Math.max(settle(upper.get(day) ?? 0), low)
      const steps = Math.min(Math.max(settle(merged.get(day) ?? 0), low), high)
      return { date: dayToIsoDate(day), steps: Math.round(steps) }
    })
    .filter((day) => day.steps > 0)
}

const KIND_RANK: Record<SourceKind, number> = { watch: 0, phone: 1, device: 2, app: 3 }

/** Each source's own totals, before any de-duplication. */
export function summarizeSources(records: StepRecords, sources: readonly StepSource[]): ImportSourceSummary[] {
  return sources.map((source, index) => {
    const days = countDays(records, sources.length, [index])
    return {
      name: source.name,
      kind: source.kind,
      days: days.length,
      steps: days.reduce((sum, day) => sum + day.steps, 0),
    }
  })
}

const TYPED_SUFFIX = ' (typed)'

/** The name of the source of entries typed in on `name`, cut so the mark survives. */
export function typedSourceName(name: string): string {
  return name.slice(0, MAX_SOURCE_NAME - TYPED_SUFFIX.length) + TYPED_SUFFIX
}

function isTyped(source: ImportSourceSummary): boolean {
  return source.kind === 'app' && source.name.endsWith(TYPED_SUFFIX)
}

/**
 * Watches first, then phones, other devices and apps; within a kind, more steps first. Entries
 * typed in by hand are left out: they are shown in the preview, where the member may include
 * them, but what nobody measured does not count as walked unless the member says so.
 */
export function defaultOrder(summaries: readonly ImportSourceSummary[]): number[] {
  return summaries
    .map((_, index) => index)
    .filter((index) => !isTyped(summaries[index]!))
    .sort(
      (a, b) =>
        KIND_RANK[summaries[a]!.kind] - KIND_RANK[summaries[b]!.kind] ||
        summaries[b]!.steps - summaries[a]!.steps ||
        a - b,
    )
}
