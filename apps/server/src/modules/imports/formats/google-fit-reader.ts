import { parse } from 'csv-parse'
import { MAX_CSV_RECORD_BYTES } from './csv-limits.ts'
import { Readable } from 'node:stream'
import { DAY_MS, isoDateToUtcMs } from './local-time.ts'
import type { StepRecordCollector } from './step-records.ts'

/**
 * The daily summary's step column as Takeout names it in the account's language, as found in real
 * exports: English, Spanish, German. (French, Portuguese and Hebrew exports' names were not found.)
 */
export const STEP_COUNT_COLUMNS: readonly string[] = ['Step count', 'Recuento de pasos', 'Schrittzahl']

/** The summary's date column where its name is known (English, Spanish); any language puts it first. */
export const DATE_COLUMNS: readonly string[] = ['Date', 'Fecha']

/** The step column among a header's, or undefined. */
export function stepCountColumn(columns: readonly string[]): string | undefined {
  return columns.find((column) => STEP_COUNT_COLUMNS.includes(column))
}

/**
 * Google Takeout's daily summary of Fit (`Daily activity metrics.csv`, `Métricas de actividad
 * diaria.csv`, …): one row per day, the date (YYYY-MM-DD, the member's local day) in the first
 * column and the step count (empty on days without steps) in a column named in the account's
 * language, among many others.
 */
export async function readGoogleFitCsv(input: AsyncIterable<Buffer>, collector: StepRecordCollector): Promise<void> {
  const source = collector.sourceFor('Google Fit', 'app')
  let dateColumn = ''
  let stepColumn: string | undefined
  const rows = Readable.from(input).pipe(
    parse({
      columns: (header: string[]) => {
        dateColumn = header[0] ?? ''
        stepColumn = stepCountColumn(header)
        return header
      },
      bom: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: MAX_CSV_RECORD_BYTES,
    }),
  )
  for await (const row of rows as AsyncIterable<Record<string, string>>) {
    const steps = stepColumn ? row[stepColumn] : undefined
    if (!steps) continue
    const day = isoDateToUtcMs(row[dateColumn] ?? '')
    if (Number.isNaN(day)) throw new Error(`a row's date reads "${row[dateColumn]}"`)
    collector.add(source, day, day + DAY_MS, 0, Number(steps))
  }
}
