import { parse } from 'csv-parse'
import { MAX_CSV_RECORD_BYTES } from './csv-limits.ts'
import { Readable } from 'node:stream'
import { withoutPrefix } from './detect-format.ts'
import { ImportFileError } from './import-file-error.ts'
import { DAY_MS, isoDateToUtcMs } from './local-time.ts'
import type { StepRecordCollector } from './step-records.ts'

/**
 * Rows kept until every file is read: one a device and day, so 50 years of 10 devices. Each is an
 * object on the reading process's heap, which a file of millions would exhaust.
 */
const MAX_ROWS = 200_000

/** Samsung's own total of all its devices for a day. */
const MERGED_SOURCE_TYPE = '-2'

interface SamsungDay {
  day: number
  count: number
  sourceType: string
  device: string
}

/**
 * Samsung Health's `com.samsung.shealth.step_daily_trend.<timestamp>.csv`: a metadata line, a
 * header (columns named `count`, `source_type`, `deviceuuid`, `day_time`, in some versions with a
 * `com.samsung.health.step_daily_trend.` style prefix), then a row per device and day. `day_time`
 * is the day's UTC midnight in epoch ms. Rows are kept until every file is read, because the merged
 * rows (source_type -2) replace the per-device ones only when there are any.
 */
export class SamsungHealthReader {
  private readonly days: SamsungDay[] = []

  constructor(private readonly collector: StepRecordCollector) {}

  async read(input: AsyncIterable<Buffer>): Promise<void> {
    const rows = Readable.from(input).pipe(
      parse({
        from_line: 2,
        columns: (header: string[]) => header.map((column) => withoutPrefix(column.trim())),
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
        max_record_size: MAX_CSV_RECORD_BYTES,
      }),
    )
    for await (const row of rows as AsyncIterable<Record<string, string>>) {
      const count = Number(row['count'])
      const day = samsungDay(row['day_time'] ?? '')
      if (!Number.isFinite(count) || Number.isNaN(day)) continue
      if (this.days.length === MAX_ROWS) throw new ImportFileError('tooLarge', `more than ${MAX_ROWS} daily rows`)
      this.days.push({ day, count, sourceType: row['source_type'] ?? '', device: row['deviceuuid'] ?? '' })
    }
  }

  /**
   * A day with Samsung's merged rows counts those alone; a day without them (older data, or a
   * device Samsung did not merge) counts its devices' rows, the priority picking among them.
   */
  finish(): void {
    const mergedDays = new Set(this.days.filter((row) => row.sourceType === MERGED_SOURCE_TYPE).map((row) => row.day))
    const rows = this.days.filter((row) => (row.sourceType === MERGED_SOURCE_TYPE) === mergedDays.has(row.day))
    // A device's day appears more than once when Samsung rewrote it; the larger count is the later.
    const best = new Map<string, SamsungDay>()
    for (const row of rows) {
      const key = `${row.device}|${row.day}`
      const seen = best.get(key)
      if (!seen || row.count > seen.count) best.set(key, row)
    }
    for (const row of best.values()) {
      const source =
        row.sourceType === MERGED_SOURCE_TYPE
          ? this.collector.sourceFor('Samsung Health', 'app')
          : this.collector.sourceFor(`Samsung device ${row.device || 'unknown'}`, 'device')
      this.collector.add(source, row.day, row.day + DAY_MS, 0, row.count)
    }
  }
}

function samsungDay(text: string): number {
  if (/^\d+$/.test(text)) {
    const ms = Number(text)
    return ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS)
  }
  return isoDateToUtcMs(text)
}
