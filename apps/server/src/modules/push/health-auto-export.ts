import {
  formatApiMessage,
  HealthAutoExportReadingSchema,
  MAX_DAILY_STEPS,
  PushEntrySchema,
  type PushBody,
} from '@stepup/contract'
import { badRequest } from '../../errors.ts'
import { isCalendarDate } from '../../lib/days.ts'

/**
 * A reading's date as the app writes it, `2026-11-20 08:00:00 +0100`: the calendar day is the one
 * in the reading's own offset, which is the member's wall clock when the steps were taken.
 */
const READING_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?: ?(?:[+-]\d{2}:?\d{2}|Z))?)?$/

/** Bad rows one answer names: enough to fix a push by, and checking stops at the last of them. */
const MAX_PROBLEMS = 20

/** The bad rows of a push found so far, up to MAX_PROBLEMS. */
class Problems {
  readonly #found: string[] = []

  /** Whether checking should stop: more problems would not be named. */
  get full(): boolean {
    return this.#found.length >= MAX_PROBLEMS
  }

  add(problem: string): void {
    if (!this.full) this.#found.push(problem)
  }

  /** Refuses the push, naming its problems, if it has any. */
  refuseIfAny(): void {
    const found = this.#found
    const problems = found.join('. ')
    if (found.length === 0) return
    if (found.length === 1) throw badRequest('ingestInvalidEntry', { problems })
    // Checking stopped here: there may be more.
    if (this.full) throw badRequest('ingestInvalidEntriesAtLeast', { count: found.length, problems })
    throw badRequest('ingestInvalidEntries', { count: found.length, problems })
  }
}

/**
 * Each day's steps in a push, whichever body it came in: `{ entries }` as they are, or the Health
 * Auto Export app's step readings (per day or finer) summed per local day and source. Aggregated
 * readings name every device they merged (`iPhone|Apple Watch`); readings the app sends
 * unaggregated come one device at a time, and the watch and the phone record the same walk, so a
 * day counts its largest source's sum, never the sum of its sources. A push carries each day's
 * total so far, so it replaces the day's earlier push. Other metrics are ignored. A push with a
 * bad row is refused whole, naming the first MAX_PROBLEMS bad rows.
 */
export function daysOfPush(body: PushBody): Map<string, number> {
  const problems = new Problems()
  const days = 'entries' in body ? daysOfEntries(body.entries, problems) : daysOfReadings(body, problems)
  for (const [day, steps] of days) {
    if (problems.full) break
    if (steps > MAX_DAILY_STEPS) problems.add(`${day}: ${formatApiMessage('stepsTooHigh', { max: MAX_DAILY_STEPS })}`)
  }
  problems.refuseIfAny()
  return days
}

function daysOfEntries(entries: readonly unknown[], problems: Problems): Map<string, number> {
  const days = new Map<string, number>()
  for (let index = 0; index < entries.length && !problems.full; index += 1) {
    const entry = PushEntrySchema.safeParse(entries[index])
    if (entry.success) days.set(entry.data.date, entry.data.steps)
    else {
      const issues = entry.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      )
      problems.add(`entries[${index}]: ${issues.join('; ')}`)
    }
  }
  return days
}

function daysOfReadings(body: Exclude<PushBody, { entries: unknown }>, problems: Problems): Map<string, number> {
  const bySource = new Map<string, number>()
  const metrics = body.data.metrics
  for (let m = 0; m < metrics.length && !problems.full; m += 1) {
    const metric = metrics[m]!
    if (metric.name !== 'step_count') continue
    for (let r = 0; r < metric.data.length && !problems.full; r += 1) {
      const reading = HealthAutoExportReadingSchema.safeParse(metric.data[r])
      const day = reading.success ? READING_DATE.exec(reading.data.date.trim())?.[1] : undefined
      if (!reading.success || !day || !isCalendarDate(day)) {
        const message = reading.success
          ? formatApiMessage('pushDateInvalid')
          : reading.error.issues.map((issue) => issue.message).join('; ')
        problems.add(`data.metrics[${m}].data[${r}]: ${message}`)
        continue
      }
      const key = `${day}|${reading.data.source ?? ''}`
      bySource.set(key, (bySource.get(key) ?? 0) + reading.data.qty)
    }
  }
  const days = new Map<string, number>()
  for (const [key, steps] of bySource) {
    const day = key.slice(0, 10)
    days.set(day, Math.max(days.get(day) ?? 0, Math.round(steps)))
  }
  return days
}
