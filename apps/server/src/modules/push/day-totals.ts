import { formatApiMessage, HealthAutoExportReadingSchema, PushEntrySchema } from '@stepup/contract'
import { isCalendarDate } from '../../lib/days.ts'
import type { Problems } from './push-problems.ts'

/**
 * A reading's date as the app writes it, `2026-11-20 08:00:00 +0100`: the calendar day is the one
 * in the reading's own offset, which is the member's wall clock when the steps were taken.
 */
const READING_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?: ?([+-]\d{2}:?\d{2}|Z))?)?$/

/** The `{ entries }` body: each day's count as the sender wrote it; a later row for a day wins. */
export function daysOfEntries(entries: readonly unknown[], problems: Problems): Map<string, number> {
  const days = new Map<string, number>()
  for (let index = 0; index < entries.length && !problems.full; index += 1) {
    const entry = PushEntrySchema.safeParse(entries[index])
    if (entry.success) days.set(entry.data.date, entry.data.steps)
    else problems.addIssues(`entries[${index}]`, entry.error)
  }
  return days
}

interface HealthAutoExportMetric {
  name: string
  data: readonly unknown[]
}

interface Reading {
  day: string
  /** The reading's minute in its own offset: `2026-11-20 08:01 +0100`. */
  moment: string
  label: string
  steps: number
}

/**
 * Each local day's steps in the Health Auto Export app's readings (per day or finer); other
 * metrics are ignored, `source` is often null, and fractional quantities are summed before the day
 * is rounded. Aggregated readings carry HealthKit's merge of every device, labelled with the
 * devices each merged (`Apple Watch|iPhone` on most minutes, `Apple Watch` alone on some): readings
 * of different minutes add, whatever their labels, and two readings of the same minute count once.
 * Readings sent unaggregated come one device at a time, each device's own record of the same walk
 * at its own moments: a body whose labels each name one device, more than one of them, counts a
 * day as its largest device's sum.
 */
export function daysOfReadings(metrics: readonly HealthAutoExportMetric[], problems: Problems): Map<string, number> {
  const readings = stepReadings(metrics, problems)
  const labels = new Set(readings.map((reading) => reading.label))
  const unaggregated = labels.size > 1 && ![...labels].some((label) => label.includes('|'))
  const byMoment = new Map<string, { day: string; steps: number }>()
  for (const reading of readings) {
    const key = unaggregated ? `${reading.label}\n${reading.moment}` : reading.moment
    const seen = byMoment.get(key)
    if (!seen || reading.steps > seen.steps) byMoment.set(key, { day: reading.day, steps: reading.steps })
  }
  const byLabel = new Map<string, number>()
  for (const [key, { day, steps }] of byMoment) {
    const label = unaggregated ? key.slice(0, key.indexOf('\n')) : ''
    byLabel.set(`${day}\n${label}`, (byLabel.get(`${day}\n${label}`) ?? 0) + steps)
  }
  const days = new Map<string, number>()
  for (const [key, steps] of byLabel) {
    const day = key.slice(0, 10)
    days.set(day, Math.max(days.get(day) ?? 0, Math.round(steps)))
  }
  return days
}

/** The `step_count` readings, checked; a bad one is named by its place and field. */
function stepReadings(metrics: readonly HealthAutoExportMetric[], problems: Problems): Reading[] {
  const readings: Reading[] = []
  for (let m = 0; m < metrics.length && !problems.full; m += 1) {
    const metric = metrics[m]!
    if (metric.name !== 'step_count') continue
    for (let r = 0; r < metric.data.length && !problems.full; r += 1) {
      const place = `data.metrics[${m}].data[${r}]`
      const reading = HealthAutoExportReadingSchema.safeParse(metric.data[r])
      if (!reading.success) {
        problems.addIssues(place, reading.error)
        continue
      }
      const date = READING_DATE.exec(reading.data.date.trim())
      if (!date || !isCalendarDate(date[1]!)) {
        problems.add(`${place}: date: ${formatApiMessage('pushDateInvalid')}`)
        continue
      }
      readings.push({
        day: date[1]!,
        moment: `${date[1]} ${date[2] ?? '00:00'} ${date[3] ?? ''}`,
        label: reading.data.source ?? '',
        steps: reading.data.qty,
      })
    }
  }
  return readings
}
