import { ImportFileError } from './import-file-error.ts'
import { readJsonArray } from './json-array.ts'
import { MINUTE_MS, zoneOffsetFinder } from './local-time.ts'
import type { StepRecordCollector } from './step-records.ts'

const FITBIT_TIME = /^(\d\d)\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d)$/

/**
 * Fitbit's `steps-YYYY-MM-DD.json`: minute counts `{ "dateTime": "01/15/24 08:01:00", "value":
 * "12" }`. The minute files of Fitbit's export are in UTC (unlike its sleep logs, which are in
 * the wearer's local time), so each minute is dated on the community's time zone.
 */
export function fitbitReader(collector: StepRecordCollector, timeZone: string) {
  const offsetAt = zoneOffsetFinder(timeZone)
  const source = collector.sourceFor('Fitbit', 'device')
  return (input: AsyncIterable<Buffer>) =>
    readJsonArray(input, (item) => {
      const minute = item as { dateTime?: unknown; value?: unknown }
      const match = typeof minute.dateTime === 'string' ? FITBIT_TIME.exec(minute.dateTime) : null
      if (!match) throw new ImportFileError('brokenFile', 'a Fitbit minute has no dateTime')
      const [, month, day, year, hour, min, sec] = match.map(Number) as number[]
      const start = Date.UTC(2000 + year!, month! - 1, day!, hour!, min!, sec!)
      collector.add(source, start, start + MINUTE_MS, offsetAt(start), Number(minute.value))
    })
}
