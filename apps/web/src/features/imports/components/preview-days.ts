import type { ImportDay, ImportDayReason } from '@stepup/contract'

/** A run of days in the preview that do not count, for one reason. */
export interface SkippedDays {
  reason: ImportDayReason
  days: number
  steps: number
  first: string
  last: string
}

/**
 * The preview's days as bars: the steps that count and those that do not, each in its own series;
 * the other series is null, so the tooltip names only the one the day is in.
 */
export function chartDays(days: ImportDay[]) {
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({
      date: day.date,
      counted: day.counted ? day.steps : null,
      skipped: day.counted ? null : day.steps,
      reason: day.counted ? undefined : day.reason,
    }))
}

/**
 * What the preview adds up to: the days and steps that will count, and the days that will not,
 * grouped by why (before the days imports may reach, or after today).
 */
export function splitPreview(days: ImportDay[]) {
  const counted = { days: 0, steps: 0 }
  const skipped = new Map<ImportDayReason, SkippedDays>()
  for (const day of days) {
    if (day.counted) {
      counted.days += 1
      counted.steps += day.steps
      continue
    }
    const reason = day.reason ?? 'beforeWindow'
    const group = skipped.get(reason)
    if (!group) {
      skipped.set(reason, { reason, days: 1, steps: day.steps, first: day.date, last: day.date })
      continue
    }
    group.days += 1
    group.steps += day.steps
    if (day.date < group.first) group.first = day.date
    if (day.date > group.last) group.last = day.date
  }
  const order: ImportDayReason[] = ['beforeWindow', 'future', 'overDailyMax']
  return { counted, skipped: order.flatMap((reason) => skipped.get(reason) ?? []) }
}
