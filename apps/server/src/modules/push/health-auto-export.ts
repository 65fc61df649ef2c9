import { formatApiMessage, HealthAutoExportReadingSchema, MAX_DAILY_STEPS, type PushBody } from '@stepup/contract'
import { badRequest } from '../../errors.ts'
import { isCalendarDate } from '../../lib/days.ts'

/**
 * A reading's date as the app writes it, `2026-11-20 08:00:00 +0100`: the calendar day is the one
 * in the reading's own offset, which is the member's wall clock when the steps were taken.
 */
const READING_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?: ?(?:[+-]\d{2}:?\d{2}|Z))?)?$/

/**
 * Each day's steps in a push, whichever body it came in: `{ entries }` as they are, or the Health
 * Auto Export app's step readings (per day or finer) summed per local day and source. Aggregated
 * readings name every device they merged (`iPhone|Apple Watch`); readings the app sends
 * unaggregated come one device at a time, and the watch and the phone record the same walk, so a
 * day counts its largest source's sum, never the sum of its sources. A push carries each day's
 * total so far, so it replaces the day's earlier push. Other metrics are ignored.
 */
export function daysOfPush(body: PushBody): Map<string, number> {
  const days = new Map<string, number>()
  if ('entries' in body) {
    for (const entry of body.entries) days.set(entry.date, entry.steps)
    return days
  }
  const problems: string[] = []
  const bySource = new Map<string, number>()
  body.data.metrics.forEach((metric, m) => {
    if (metric.name !== 'step_count') return
    metric.data.forEach((raw, r) => {
      const reading = HealthAutoExportReadingSchema.safeParse(raw)
      const day = reading.success ? READING_DATE.exec(reading.data.date.trim())?.[1] : undefined
      if (!reading.success || !day || !isCalendarDate(day)) {
        const message = reading.success
          ? formatApiMessage('pushDateInvalid')
          : reading.error.issues.map((issue) => issue.message).join('; ')
        problems.push(`data.metrics[${m}].data[${r}]: ${message}`)
        return
      }
      const source = reading.data.source ?? ''
      const key = `${day}|${source}`
      bySource.set(key, (bySource.get(key) ?? 0) + reading.data.qty)
    })
  })
  for (const [key, steps] of bySource) {
    const day = key.slice(0, 10)
    days.set(day, Math.max(days.get(day) ?? 0, steps))
  }
  for (const [day, steps] of days) {
    const whole = Math.round(steps)
    if (whole > MAX_DAILY_STEPS) problems.push(`${day}: ${formatApiMessage('stepsTooHigh', { max: MAX_DAILY_STEPS })}`)
    days.set(day, whole)
  }
  if (problems.length === 1) throw badRequest('ingestInvalidEntry', { problems: problems[0]! })
  if (problems.length > 1) {
    throw badRequest('ingestInvalidEntries', { count: problems.length, problems: problems.slice(0, 20).join('. ') })
  }
  return days
}
