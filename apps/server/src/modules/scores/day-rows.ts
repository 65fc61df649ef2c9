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

/**
 * CTEs that follow a CTE `deltas (u, d, s, b)` listing step and bonus changes per member and day:
 * they add the changes to each member's totals row, and `written` has one row per totals row moved.
 * A change of zero (a new day row with no steps) counts for nothing and is left out; a member
 * whose changes cancel out is still written, since their week or month may move. All-time sums
 * take every change; the week and month sums take the changes of the latest week and month in
 * the batch, starting afresh when that period is later than the row's (the row's period is the
 * latest with anything in it, so the later one summed to zero) and ignoring periods earlier than
 * the row's (no board reads them again). Rows are written in member order. Each change's week
 * and month are worked out once (`materialized`); `::timestamp` keeps date_trunc away from the
 * session time zone, and ISO weeks start on Monday, like weekStart() in lib/days.ts. See
 * docs/decisions/034.
 */
const addDeltasToTotals: SQL = sql`
  dated as materialized (
    select u, s, b, date_trunc('week', d::timestamp)::date as w, date_trunc('month', d::timestamp)::date as m
    from deltas
    where s <> 0 or b <> 0
  ),
  latest as (
    select *, max(w) over (partition by u) as lw, max(m) over (partition by u) as lm from dated
  ),
  summed as (
    select u, sum(s) as s, sum(b) as b, max(lw) as w, max(lm) as m,
           coalesce(sum(s) filter (where w = lw), 0) as ws, coalesce(sum(b) filter (where w = lw), 0) as wb,
           coalesce(sum(s) filter (where m = lm), 0) as ms, coalesce(sum(b) filter (where m = lm), 0) as mb
    from latest
    group by u
  ),
  written as (
    insert into score_totals as t (user_id, steps, bonus, total, week_start, week_steps, week_bonus, week_total,
                                   month_start, month_steps, month_bonus, month_total)
    select u, s, b, s + b, w, ws, wb, ws + wb, m, ms, mb, ms + mb
    from summed
    order by u
    on conflict (user_id) do update
    set steps = t.steps + excluded.steps,
        bonus = t.bonus + excluded.bonus,
        total = t.total + excluded.total,
        week_start = greatest(t.week_start, excluded.week_start),
        week_steps = ${periodSum('week', 'steps')},
        week_bonus = ${periodSum('week', 'bonus')},
        week_total = ${periodSum('week', 'total')},
        month_start = greatest(t.month_start, excluded.month_start),
        month_steps = ${periodSum('month', 'steps')},
        month_bonus = ${periodSum('month', 'bonus')},
        month_total = ${periodSum('month', 'total')}
    returning 1
  )
`

/** A period sum after an upsert: restarted for a later period, added to for the same one, kept otherwise. */
function periodSum(period: 'week' | 'month', sum: 'steps' | 'bonus' | 'total'): SQL {
  const start = sql.raw(`${period}_start`)
  const column = sql.raw(`${period}_${sum}`)
  return sql`case when excluded.${start} > t.${start} then excluded.${column}
                  when excluded.${start} = t.${start} then t.${column} + excluded.${column}
                  else t.${column} end`
}

/**
 * CTEs that follow `deltas` in place of addDeltasToTotals: the step changes go to one backlog row
 * for the totals to take after the statement commits (totals-backlog.ts); `written` has the row,
 * if any change was made.
 */
const addDeltasToBacklog: SQL = sql`
  written as (
    insert into totals_backlog (user_ids, days, steps)
    -- Each member and date appears once, so one order lines the three arrays up.
    select array_agg(u order by u, d), array_agg(d order by u, d), array_agg(s order by u, d) from deltas
    where s <> 0
    having count(*) > 0
    returning 1
  )
`

/**
 * Sets the steps of day rows and moves the members' totals by the difference, in one statement,
 * and answers the expressions in `select` (a select list that may read the caller's CTEs) and
 * `changed`: whether any totals row moved, or with `totals: 'backlog'` whether the changes went
 * to the totals backlog instead, for the caller to apply once the statement has committed. The
 * last of the caller's `ctes` is `given (u, d, s, n)`: a count of steps `s` for member `u` (null
 * to skip it) and date `d`, at position `n` in the caller's list. For each member and date the
 * count latest in the list wins, and replaces the row's earlier count.
 *
 * The upsert creates or locks each day row in (member, date) order, the order every writer of
 * day rows uses, so concurrent writers cannot deadlock each other. A changed row keeps the count
 * it replaced, which gives the difference the totals take, relative to the locked, latest value.
 */
export async function setSteps<T extends object>(
  tx: DbOrTx,
  ctes: SQL,
  select: SQL,
  totals: 'now' | 'backlog' = 'now',
): Promise<T & { changed: boolean }> {
  const result = (await tx.execute(sql`
    with ${ctes},
    days as (select distinct on (u, d) u, d, s from given where u is not null order by u, d, n desc),
    deltas as (
      insert into day_scores as ds (user_id, day, steps, total)
      select u, d, s, s from days
      order by u, d
      on conflict (user_id, day) do update
      set replaced_steps = ds.steps, steps = excluded.steps, total = excluded.steps + ds.bonus, updated_at = now()
      where ds.steps <> excluded.steps
      returning ds.user_id as u, ds.day as d, ds.steps - ds.replaced_steps as s, 0 as b
    ),
    ${totals === 'now' ? addDeltasToTotals : addDeltasToBacklog}
    select ${select}, (select count(*)::int from written) as written
  `)) as unknown as Rows<T & { written: number }>
  const { written, ...answer } = result.rows[0]!
  if (totals === 'now' && written > 0) invalidateBoards()
  return { ...(answer as T), changed: written > 0 }
}

/**
 * Adds the changes in the totals backlog to the totals, up to `calls` backlog rows in one
 * statement, and removes them. Rows another process is taking at the same time are skipped.
 * Returns the number of backlog rows taken: zero once the backlog is empty. The app deletes no
 * member, so the changes are not checked against `users` one by one: a member deleted by hand
 * since their sync fails the statement on the totals' foreign key, and with `dropDeleted` the
 * changes of members who no longer exist are dropped instead.
 */
export async function applyBacklog(db: DbOrTx, calls: number, dropDeleted = false): Promise<number> {
  const result = (await db.execute(sql`
    with taken as (
      delete from totals_backlog
      where id in (select id from totals_backlog order by id limit ${calls} for update skip locked)
      returning user_ids, days, steps
    ),
    deltas as (
      select c.u, c.d, c.s, 0 as b
      from taken, unnest(taken.user_ids, taken.days, taken.steps) as c(u, d, s)
      ${dropDeleted ? sql`where c.u in (select id from users)` : sql``}
    ),
    ${addDeltasToTotals}
    select (select count(*)::int from taken) as taken, (select count(*)::int from written) as written
  `)) as unknown as Rows<{ taken: number; written: number }>
  const { taken, written } = result.rows[0]!
  if (written > 0) invalidateBoards()
  return taken
}

/**
 * Sets the steps of each member's day row and moves their totals, in the caller's transaction
 * (see setSteps). Within one call a later entry for the same member and day wins. Returns the
 * number of day rows the call covers.
 */
export async function recordSteps(tx: DbOrTx, entries: readonly StepsEntry[]): Promise<number> {
  if (entries.length === 0) return 0
  const { covered } = await setSteps<{ covered: number }>(
    tx,
    sql`
      given as (
        select * from unnest(
          ${arrayLiteral(entries.map((e) => e.userId))}::int[],
          ${arrayLiteral(entries.map((e) => e.date))}::date[],
          ${arrayLiteral(entries.map((e) => e.steps))}::int[]
        ) with ordinality as i(u, d, s, n)
      )
    `,
    sql`(select count(*)::int from days) as covered`,
  )
  return covered
}

/**
 * Adds step and bonus changes (per member and day, already applied to the day rows) to the
 * members' totals.
 */
export async function applyToTotals(
  tx: DbOrTx,
  deltas: readonly { userId: number; date: string; steps: number; bonus: number }[],
): Promise<void> {
  const changed = deltas.filter((delta) => delta.steps !== 0 || delta.bonus !== 0)
  if (changed.length === 0) return
  const result = (await tx.execute(sql`
      with deltas as (
        select * from unnest(
          ${arrayLiteral(changed.map((c) => c.userId))}::int[],
          ${arrayLiteral(changed.map((c) => c.date))}::date[],
          ${arrayLiteral(changed.map((c) => c.steps))}::int[],
          ${arrayLiteral(changed.map((c) => c.bonus))}::int[]
        ) as t(u, d, s, b)
      ),
      ${addDeltasToTotals}
      select count(*)::int as written from written
    `)) as unknown as Rows<{ written: number }>
  if (result.rows[0]!.written > 0) invalidateBoards()
}
