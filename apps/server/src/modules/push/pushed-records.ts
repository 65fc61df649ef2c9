import { and, eq, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { pushRecords } from '../../db/schema/index.ts'
import { addDays } from '../../lib/days.ts'
import { countRecordDays, type LooseStepRecord } from '../imports/index.ts'
import type { PushedRow, PushedSourceKind } from './hc-webhook.ts'

const MINUTE_MS = 60_000

/**
 * Keeps what a phone app pushed, one row per record: a record sent again replaces itself, so a
 * record counts once however often it comes (HC Webhook re-sends the last record of each sync).
 * A day's total replaces the one kept unless it was summed up to an earlier moment (a body sent
 * again late, after newer ones), and a partial row raises its key's count, never lowers it. The
 * rows go as one JSON parameter: 3,000 rows in one statement of a few parameters instead of 27,000.
 */
export async function keepPushedRows(tx: DbOrTx, userId: number, rows: readonly PushedRow[]): Promise<void> {
  for (const partial of [false, true]) {
    const chosen = rows.filter((row) => row.partial === partial)
    if (chosen.length === 0) continue
    const json = JSON.stringify(
      chosen.map((row) => ({
        key: row.key,
        kind: row.kind,
        source: row.source,
        source_kind: row.sourceKind,
        start: row.start.getTime(),
        end: row.end.getTime(),
        day: row.day,
        steps: row.steps,
      })),
    )
    const steps = partial
      ? sql`greatest(kept.steps, excluded.steps)`
      : sql`case when excluded."end" >= kept."end" then excluded.steps else kept.steps end`
    await tx.execute(sql`
      insert into push_records as kept (user_id, key, kind, source, source_kind, start, "end", day, steps)
      select ${userId}, r.key, r.kind, r.source, r.source_kind, to_timestamp(r.start / 1000.0),
             to_timestamp(r."end" / 1000.0), r.day, r.steps
      from json_to_recordset(${json}::json)
        as r(key text, kind text, source text, source_kind text, start float8, "end" float8, day date, steps int)
      on conflict (user_id, key) do update
      set steps = ${steps}, "end" = greatest(kept."end", excluded."end"), day = excluded.day
    `)
  }
}

/** Drops the member's pushed rows that start before `before`: no push may reach their days. */
export async function dropPushedRowsBefore(tx: DbOrTx, userId: number, before: string): Promise<void> {
  await tx.delete(pushRecords).where(and(eq(pushRecords.userId, userId), lt(pushRecords.start, dayStartUtc(before))))
}

/** The member's dates the rows touch, in the member's zone. */
export function datesOfRows(rows: readonly PushedRow[], offsetAt: (utcMs: number) => number): string[] {
  const dates = new Set<string>()
  for (const row of rows) {
    if (row.day) dates.add(row.day)
    else {
      dates.add(localDate(row.start.getTime(), offsetAt))
      dates.add(localDate(Math.max(row.start.getTime(), row.end.getTime() - 1), offsetAt))
    }
  }
  return [...dates].sort()
}

/**
 * Each of `dates`' steps from everything the member's app pushed for them. The app's resolution
 * may change (day totals, records, buckets), and each is a whole view of the same steps, so a day
 * counts the largest of its views rather than their sum: day totals as sent; records merged moment
 * by moment, watch over phone over other devices over apps, typed entries left out as an import
 * leaves them out by default; buckets added up. Records and buckets fall on the member's dates in
 * the member's zone, split at midnight.
 */
export async function countPushedDays(
  tx: DbOrTx,
  userId: number,
  dates: readonly string[],
  offsetAt: (utcMs: number) => number,
): Promise<Map<string, number>> {
  const counted = new Map<string, number>()
  if (dates.length === 0) return counted
  const wanted = new Set(dates)
  const rows = await selectRows<KeptRow>(
    tx,
    sql`
      select kind, source, source_kind as "sourceKind", day::text as day, steps,
             (extract(epoch from start) * 1000)::float8 as start, (extract(epoch from "end") * 1000)::float8 as "end"
      from ${pushRecords}
      where user_id = ${userId} and start >= ${`${addDays(dates[0]!, -3)}T00:00:00Z`}::timestamptz
        and start < ${`${addDays(dates.at(-1)!, 2)}T00:00:00Z`}::timestamptz
    `,
  )
  const raise = (date: string, steps: number) => {
    if (wanted.has(date) && steps > (counted.get(date) ?? 0)) counted.set(date, steps)
  }
  for (const row of rows) if (row.kind === 'day' && row.day) raise(row.day, row.steps)
  const asRecord = (row: KeptRow): LooseStepRecord => ({
    source: row.kind === 'bucket' ? 'buckets' : row.source,
    kind: row.sourceKind === 'typed' ? 'app' : row.sourceKind,
    start: Number(row.start),
    end: Number(row.end),
    offset: offsetAt(Number(row.start)),
    value: row.steps,
  })
  const typed = new Set(rows.filter((row) => row.sourceKind === 'typed').map((row) => row.source))
  const records = rows.filter((row) => row.kind === 'record').map(asRecord)
  for (const day of countRecordDays(records, (source) => typed.has(source))) raise(day.date, day.steps)
  const buckets = rows.filter((row) => row.kind === 'bucket').map(asRecord)
  for (const day of countRecordDays(buckets)) raise(day.date, day.steps)
  return counted
}

/** A kept row as the counting reads it: instants in ms. */
interface KeptRow {
  kind: 'day' | 'record' | 'bucket'
  source: string
  sourceKind: PushedSourceKind
  day: string | null
  steps: number
  start: number | string
  end: number | string
}

function localDate(utcMs: number, offsetAt: (utcMs: number) => number): string {
  return new Date(utcMs + offsetAt(utcMs) * MINUTE_MS).toISOString().slice(0, 10)
}

/** UTC midnight of a date: the day rows of the days around it start within a day of it. */
function dayStartUtc(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`))
}
