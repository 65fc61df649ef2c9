import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { pushRecords } from '../../db/schema/index.ts'
import { addDays } from '../../lib/days.ts'
import { countRecordDays, type LooseStepRecord } from '../imports/index.ts'
import type { PushedRow } from './hc-webhook.ts'

const MINUTE_MS = 60_000
/** Rows a statement writes: 9 values each, well under a statement's 65,535. */
const ROWS_A_STATEMENT = 2_000

/**
 * Keeps what a phone app pushed, one row per record: a record sent again replaces itself, so a
 * record counts once however often it comes (HC Webhook re-sends the last record of each sync).
 * A day's total replaces the one kept unless it was summed up to an earlier moment (a body sent
 * again late, after newer ones), and a partial row raises its key's count, never lowers it.
 */
export async function keepPushedRows(tx: DbOrTx, userId: number, rows: readonly PushedRow[]): Promise<void> {
  for (const partial of [false, true]) {
    const chosen = rows.filter((row) => row.partial === partial)
    for (let at = 0; at < chosen.length; at += ROWS_A_STATEMENT) {
      const values = chosen.slice(at, at + ROWS_A_STATEMENT).map(({ partial: _, ...row }) => ({ userId, ...row }))
      await tx
        .insert(pushRecords)
        .values(values)
        .onConflictDoUpdate({
          target: [pushRecords.userId, pushRecords.key],
          set: {
            steps: partial
              ? sql`greatest(${pushRecords.steps}, excluded.steps)`
              : sql`case when excluded."end" >= ${pushRecords.end} then excluded.steps else ${pushRecords.steps} end`,
            end: sql`greatest(${pushRecords.end}, excluded."end")`,
            day: sql`excluded.day`,
          },
        })
    }
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
  const rows = await tx
    .select()
    .from(pushRecords)
    .where(
      and(
        eq(pushRecords.userId, userId),
        gte(pushRecords.start, dayStartUtc(addDays(dates[0]!, -3))),
        lt(pushRecords.start, dayStartUtc(addDays(dates.at(-1)!, 2))),
      ),
    )
  const raise = (date: string, steps: number) => {
    if (wanted.has(date) && steps > (counted.get(date) ?? 0)) counted.set(date, steps)
  }
  for (const row of rows) if (row.kind === 'day' && row.day) raise(row.day, row.steps)
  const asRecord = (row: (typeof rows)[number]): LooseStepRecord => ({
    source: row.kind === 'bucket' ? 'buckets' : row.source,
    kind: row.sourceKind === 'typed' ? 'app' : (row.sourceKind as LooseStepRecord['kind']),
    start: row.start.getTime(),
    end: row.end.getTime(),
    offset: offsetAt(row.start.getTime()),
    value: row.steps,
  })
  const typed = new Set(rows.filter((row) => row.sourceKind === 'typed').map((row) => row.source))
  const records = rows.filter((row) => row.kind === 'record').map(asRecord)
  for (const day of countRecordDays(records, (source) => typed.has(source))) raise(day.date, day.steps)
  const buckets = rows.filter((row) => row.kind === 'bucket').map(asRecord)
  for (const day of countRecordDays(buckets)) raise(day.date, day.steps)
  return counted
}

function localDate(utcMs: number, offsetAt: (utcMs: number) => number): string {
  return new Date(utcMs + offsetAt(utcMs) * MINUTE_MS).toISOString().slice(0, 10)
}

/** UTC midnight of a date: the day rows of the days around it start within a day of it. */
function dayStartUtc(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`))
}
