import { formatApiMessage, HealthAutoExportReadingSchema, PushEntrySchema } from '@stepup/contract'
import { isCalendarDate } from '../../lib/days.ts'
import { countHealthAutoExportReadings, type HealthAutoExportReading } from '../imports/index.ts'
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

/**
 * Each local day's steps in the Health Auto Export app's readings (per day or finer), counted as
 * an import of the same JSON counts them: other metrics are ignored, `source` is often null, and
 * fractional quantities are summed before the day is rounded. Aggregated readings are HealthKit's
 * merge, labelled with the devices each minute merged (`Apple Watch|iPhone` on most, `Apple Watch`
 * alone on some): readings of different minutes add whatever their labels, and a minute named twice
 * counts once. Readings sent unaggregated come one device at a time: the watch counts first, the
 * phone where the watch recorded nothing. A date without a time is the day's midnight, one without
 * an offset is read as UTC's.
 */
export function daysOfReadings(metrics: readonly HealthAutoExportMetric[], problems: Problems): Map<string, number> {
  const readings = stepReadings(metrics, problems)
  return new Map(countHealthAutoExportReadings(readings).map((day) => [day.date, day.steps]))
}

/** The `step_count` readings, checked; a bad one is named by its place and field. */
function stepReadings(metrics: readonly HealthAutoExportMetric[], problems: Problems): HealthAutoExportReading[] {
  const readings: HealthAutoExportReading[] = []
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
      const when = readingStart(reading.data.date)
      if (!when) {
        problems.add(`${place}: date: ${formatApiMessage('pushDateInvalid')}`)
        continue
      }
      readings.push({ ...when, value: reading.data.qty, label: reading.data.source ?? null })
    }
  }
  return readings
}

/** When a reading starts (ms UTC) and its offset (minutes), from the date the app writes. */
function readingStart(text: string): { start: number; offset: number } | undefined {
  const date = READING_DATE.exec(text.trim())
  if (!date || !isCalendarDate(date[1]!)) return undefined
  const [hours = 0, minutes = 0] = (date[2] ?? '00:00').split(':').map(Number)
  const offsetText = date[3] ?? 'Z'
  const sign = offsetText.startsWith('-') ? -1 : 1
  const digits = offsetText.replace(/[^\d]/g, '')
  const offset = offsetText === 'Z' ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)))
  const local = Date.parse(`${date[1]}T00:00:00Z`) + (hours * 60 + minutes) * 60_000
  return { start: local - offset * 60_000, offset }
}
