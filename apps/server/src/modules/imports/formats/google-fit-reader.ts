import { parse } from 'csv-parse'
import { MAX_CSV_RECORD_BYTES } from './csv-limits.ts'
import { Readable } from 'node:stream'
import { DAY_MS, isoDateToUtcMs } from './local-time.ts'
import type { StepRecordCollector } from './step-records.ts'

/**
 * Google Takeout's `Daily activity metrics.csv`: one row per day, `Date` (YYYY-MM-DD, the
 * member's local day) and `Step count` (empty on days without steps) among many columns.
 */
export async function readGoogleFitCsv(input: AsyncIterable<Buffer>, collector: StepRecordCollector): Promise<void> {
  const source = collector.sourceFor('Google Fit', 'app')
  const rows = Readable.from(input).pipe(
    parse({ columns: true, bom: true, skip_empty_lines: true, trim: true, max_record_size: MAX_CSV_RECORD_BYTES }),
  )
  for await (const row of rows as AsyncIterable<Record<string, string>>) {
    const steps = row['Step count']
    if (!steps) continue
    const day = isoDateToUtcMs(row['Date'] ?? '')
    if (Number.isNaN(day)) throw new Error(`a row's Date reads "${row['Date']}"`)
    collector.add(source, day, day + DAY_MS, 0, Number(steps))
  }
}
