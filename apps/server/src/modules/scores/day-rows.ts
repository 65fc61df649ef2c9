import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { invalidateBoards } from './board-cache.ts'

export interface StepsEntry {
  userId: number
  /** `YYYY-MM-DD`, already validated. */
  date: string
  steps: number
}

interface Delta {
  u: number
  d: string
  s: number
  b: number
}

interface Rows<T> {
  rows: T[]
}

/**
 * Sets the steps of each member's day row (the latest count for a day replaces the earlier
 * one), and moves every aggregate by the difference, in the caller's transaction.
 *
 * Rows are written in (user, date) order so that concurrent writers take row locks in the same
 * order and cannot deadlock each other. Within one call a later entry for the same day wins.
 * Returns the number of day rows the call covers.
 */
export async function recordSteps(tx: DbOrTx, entries: readonly StepsEntry[]): Promise<number> {
  const latest = new Map<string, StepsEntry>()
  for (const entry of entries) latest.set(`${entry.userId}|${entry.date}`, entry)
  const ordered = [...latest.values()].sort((a, b) => a.userId - b.userId || (a.date < b.date ? -1 : 1))
  if (ordered.length === 0) return 0
  const input = JSON.stringify(ordered.map((e) => ({ u: e.userId, d: e.date, s: e.steps })))

  // New rows: the whole count is the change.
  const inserted = (await tx.execute(sql`
    insert into day_scores (user_id, day, steps, bonus, total)
    select u, d, s, 0, s from jsonb_to_recordset(${input}::jsonb) as t(u int, d date, s int)
    order by u, d
    on conflict (user_id, day) do nothing
    returning user_id as u, day::text as d, steps as s, 0 as b
  `)) as unknown as Rows<Delta>

  // Existing rows (including ones another transaction inserted a moment ago): lock them, then
  // apply the change relative to the locked, latest value.
  const updated = (await tx.execute(sql`
    with input as (select * from jsonb_to_recordset(${input}::jsonb) as t(u int, d date, s int)),
    locked as materialized (
      select ds.user_id, ds.day, ds.steps as old_steps
      from day_scores ds join input i on ds.user_id = i.u and ds.day = i.d
      order by ds.user_id, ds.day
      for update of ds
    )
    update day_scores ds
    set steps = i.s, total = i.s + ds.bonus, updated_at = now()
    from locked l join input i on l.user_id = i.u and l.day = i.d
    where ds.user_id = l.user_id and ds.day = l.day and l.old_steps <> i.s
    returning ds.user_id as u, ds.day::text as d, i.s - l.old_steps as s, 0 as b
  `)) as unknown as Rows<Delta>

  await applyToAggregates(tx, [...inserted.rows, ...updated.rows])
  return ordered.length
}

/** Adds step and bonus changes to the week, month and all-time rows of each member. */
export async function applyToAggregates(tx: DbOrTx, deltas: readonly Delta[]): Promise<void> {
  const changed = deltas.filter((delta) => delta.s !== 0 || delta.b !== 0)
  if (changed.length === 0) return
  invalidateBoards()
  // `::timestamp` keeps date_trunc away from the session time zone; ISO weeks start on Monday,
  // like weekStart() in periods.ts.
  await tx.execute(sql`
    with deltas as (select * from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as t(u int, d date, s int, b int)),
    keyed as (
      select 'all' as period, date '1970-01-01' as period_start, u, s, b from deltas
      union all
      select 'week', date_trunc('week', d::timestamp)::date, u, s, b from deltas
      union all
      select 'month', date_trunc('month', d::timestamp)::date, u, s, b from deltas
    )
    insert into score_aggregates (period, period_start, user_id, steps, bonus, total)
    select period, period_start, u, sum(s), sum(b), sum(s + b)
    from keyed
    group by u, period, period_start
    order by u, period, period_start
    on conflict (period, period_start, user_id) do update
    set steps = score_aggregates.steps + excluded.steps,
        bonus = score_aggregates.bonus + excluded.bonus,
        total = score_aggregates.total + excluded.total
  `)
}
