import { ImportFileError } from './import-file-error.ts'
import { readJsonArray } from './json-array.ts'
import { DAY_MS, isoDateToUtcMs } from './local-time.ts'
import type { StepRecordCollector } from './step-records.ts'

/**
 * Garmin Connect's `UDSFile_*.json`: an array of daily summaries with `calendarDate` (a
 * `YYYY-MM-DD` string, or `{ "date": … }` in some exports) and `totalSteps` (null on days the
 * watch was off).
 */
export async function readGarminJson(input: AsyncIterable<Buffer>, collector: StepRecordCollector): Promise<void> {
  const source = collector.sourceFor('Garmin', 'device')
  await readJsonArray(input, (item) => {
    const summary = item as { calendarDate?: unknown; totalSteps?: unknown }
    const steps = summary.totalSteps
    if (typeof steps !== 'number') return
    const date = summary.calendarDate
    const text = typeof date === 'object' && date !== null ? (date as { date?: unknown }).date : date
    const day = typeof text === 'string' ? isoDateToUtcMs(text) : Number.NaN
    if (Number.isNaN(day)) throw new ImportFileError('brokenFile', 'a Garmin day has no calendarDate')
    collector.add(source, day, day + DAY_MS, 0, steps)
  })
}
