import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { invalidateBoards } from './board-cache.ts'

export interface StepsEntry {
  userId: number
  /** `YYYY-MM-DD`, already validated. */
  date: string
  steps: number
}

interface Rows<T> {
  rows: T[]
}

/**
 * A PostgreSQL array literal, sent as one parameter: a 10,000-entry batch is three parameters
 * instead of 30,000, and `unnest` reads it back faster than JSON. Only for whole numbers and
 * validated `YYYY-MM-DD` dates, which need no quoting.
 */
export function arrayLiteral(values: readonly (number | string)[]): string {
  return `{${values.join(',')}}`
}

/** Sorts by (member, date): every writer of day rows claims and locks them in this one order. */
export function byMemberAndDate<T extends { userId: number; date: string }>(a: T, b: T): number {
  return a.userId - b.userId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)
}

/**
 * Makes sure every (member, date) has a day row, inserting the missing ones with zeros (which
 * count for nothing in the aggregates), in the given order. Run before locking the rows: a writer
 * first claims the new keys, then locks all its rows, both in (member, date) order, so concurrent
 * writers cannot deadlock each other, and each one then sees every row it needs, including the
 * ones another transaction inserted meanwhile.
 */
export async function ensureDayRows(tx: DbOrTx, userIds: string, dates: string): Promise<void> {
  await tx.execute(sql`
    insert into day_scores (user_id, day)
    select u, d from unnest(${userIds}::int[], ${dates}::date[]) as t(u, d)
    order by u, d
    on conflict (user_id, day) do nothing
  `)
}

/**
 * The tail of a statement whose earlier CTE `deltas (u, d, s, b)` lists step and bonus changes
 * per member and day: adds them to each member's all-time, week and month rows, one upsert per
 * (member, period) in key order, and selects how many aggregate rows moved. `::timestamp` keeps
 * date_trunc away from the session time zone; ISO weeks start on Monday, like weekStart() in
 * periods.ts.
 */
const addDeltasToAggregates: SQL = sql`
  keyed as (
    select 'all' as period, date '1970-01-01' as period_start, u, s, b from deltas
    union all
    select 'week', date_trunc('week', d::timestamp)::date, u, s, b from deltas
    union all
    select 'month', date_trunc('month', d::timestamp)::date, u, s, b from deltas
  ),
  written as (
    insert into score_aggregates (period, period_start, user_id, steps, bonus, total)
    select period, period_start, u, sum(s), sum(b), sum(s + b)
    from keyed
    group by u, period, period_start
    having sum(s) <> 0 or sum(b) <> 0
    order by u, period, period_start
    on conflict (period, period_start, user_id) do update
    set steps = score_aggregates.steps + excluded.steps,
        bonus = score_aggregates.bonus + excluded.bonus,
        total = score_aggregates.total + excluded.total
    returning 1
  )
  select count(*)::int as written from written
`

async function countWritten(tx: DbOrTx, statement: SQL): Promise<number> {
  const result = (await tx.execute(statement)) as unknown as Rows<{ written: number }>
  return Number(result.rows[0]?.written ?? 0)
}

/**
 * Sets the steps of each member's day row (the latest count for a day replaces the earlier
 * one), and moves every aggregate by the difference, in the caller's transaction. Within one call
 * a later entry for the same member and day wins. Returns the number of day rows the call covers.
 *
 * The whole batch is two statements: one inserts the missing day rows, the other locks all of
 * the batch's rows, sets the changed ones relative to the locked (latest) value and adds the
 * differences to the aggregates.
 */
export async function recordSteps(tx: DbOrTx, entries: readonly StepsEntry[]): Promise<number> {
  const latest = new Map<string, StepsEntry>()
  for (const entry of entries) latest.set(`${entry.userId}|${entry.date}`, entry)
  const ordered = [...latest.values()].sort(byMemberAndDate)
  if (ordered.length === 0) return 0
  const userIds = arrayLiteral(ordered.map((e) => e.userId))
  const dates = arrayLiteral(ordered.map((e) => e.date))
  const steps = arrayLiteral(ordered.map((e) => e.steps))

  await ensureDayRows(tx, userIds, dates)
  const written = await countWritten(
    tx,
    sql`
      with locked as materialized (
        select ds.user_id, ds.day, ds.steps as old_steps, i.s as new_steps
        from unnest(${userIds}::int[], ${dates}::date[], ${steps}::int[]) as i(u, d, s)
        join day_scores ds on ds.user_id = i.u and ds.day = i.d
        order by ds.user_id, ds.day
        for update of ds
      ),
      deltas as (
        update day_scores ds
        set steps = l.new_steps, total = l.new_steps + ds.bonus, updated_at = now()
        from locked l
        where ds.user_id = l.user_id and ds.day = l.day and l.old_steps <> l.new_steps
        returning ds.user_id as u, ds.day as d, l.new_steps - l.old_steps as s, 0 as b
      ),
      ${addDeltasToAggregates}
    `,
  )
  if (written > 0) invalidateBoards()
  return ordered.length
}

/**
 * Adds step and bonus changes (per member and day, already applied to the day rows) to the week,
 * month and all-time rows of each member.
 */
export async function applyToAggregates(
  tx: DbOrTx,
  deltas: readonly { userId: number; date: string; steps: number; bonus: number }[],
): Promise<void> {
  const changed = deltas.filter((delta) => delta.steps !== 0 || delta.bonus !== 0)
  if (changed.length === 0) return
  const written = await countWritten(
    tx,
    sql`
      with deltas as (
        select * from unnest(
          ${arrayLiteral(changed.map((c) => c.userId))}::int[],
          ${arrayLiteral(changed.map((c) => c.date))}::date[],
          ${arrayLiteral(changed.map((c) => c.steps))}::int[],
          ${arrayLiteral(changed.map((c) => c.bonus))}::int[]
        ) as t(u, d, s, b)
      ),
      ${addDeltasToAggregates}
    `,
  )
  if (written > 0) invalidateBoards()
}
