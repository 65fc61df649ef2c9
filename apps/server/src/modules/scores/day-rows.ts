import { sql, type SQL } from 'drizzle-orm'
import { STEP_SOURCES } from '@stepup/contract'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { DAY_COUNTS, isEmptyDay, type DayCount, type WrittenCount } from './day-rule.ts'
import { countsOf, type SourceColumns } from './scores.queries.ts'

/** A member's count of steps for a day; null takes the source away from the day. */
export interface StepsEntry {
  userId: number
  /** `YYYY-MM-DD`, already validated. */
  date: string
  steps: number | null
}

/** An import's count of a member's day; null takes the import source away from the day. */
export interface ImportedStepsEntry {
  userId: number
  /** `YYYY-MM-DD`, already validated. */
  date: string
  steps: number | null
  /** The import the count comes from; null with `steps` null. */
  importId: number | null
}

/** A wearable's count of steps for a day, for whichever member holds its sensor id. */
export interface SensorStepsEntry {
  sensorUserId: string
  /** `YYYY-MM-DD`, already validated. */
  date: string
  steps: number
}

/** Bonus points for a member's day. */
export interface BonusChange {
  userId: number
  /** `YYYY-MM-DD`: the day whose bonus moves. */
  date: string
  /** Points to add; negative to remove. */
  points: number
}

interface Rows<T> {
  rows: T[]
}

/**
 * A PostgreSQL array literal, sent as one parameter: a 10,000-entry batch is three parameters
 * instead of 30,000, and `unnest` reads it back faster than JSON. Only for whole numbers and
 * validated `YYYY-MM-DD` dates, which need no quoting.
 */
function arrayLiteral(values: readonly (number | string)[]): string {
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

/** The member's days whose import source holds the count of import `importId`. */
export async function daysOfImport(tx: DbOrTx, userId: number, importId: number): Promise<string[]> {
  const result = (await tx.execute(
    sql`select day::text as date from day_scores where user_id = ${userId} and import_id = ${importId} order by day`,
  )) as unknown as Rows<{ date: string }>
  return result.rows.map((row) => row.date)
}

/**
 * Deletes the member's day rows of `dates` that hold nothing any more, as isEmptyDay() says: no
 * count of any kind, no bonus and no admin decision. Such a row is what taking a source away can
 * leave behind.
 */
export async function deleteEmptyDays(tx: DbOrTx, userId: number, dates: readonly string[]): Promise<void> {
  if (dates.length === 0) return
  const columns = sql.raw(DAY_COUNTS.map((count) => `${count}_steps`).join(', '))
  const rows = await selectRows<SourceColumns & { date: string; bonus: number; review: string | null }>(
    tx,
    sql`select day::text as date, bonus, review, ${columns} from day_scores
        where user_id = ${userId} and day = any(${arrayLiteral(dates)}::date[])
        order by day
        for update`,
  )
  const empty = rows.filter((row) => isEmptyDay({ counts: countsOf(row), bonus: row.bonus, review: row.review }))
  if (empty.length === 0) return
  await tx.execute(sql`
    delete from day_scores
    where user_id = ${userId} and day = any(${arrayLiteral(empty.map((row) => row.date))}::date[])
  `)
}

/** An admin's setting, read once by the statement. */
const setting = (expression: string) => `(select ${expression} from app_settings where id = 1)`

/**
 * A call of `day_count` (day-rule.sql): `{steps, cap, outlier, repeated, round}` for a day, from
 * the admin's rules, the member `member` and date `day`, each count's expression
 * (`counts(name)`), and the admin's decision `review`. `day_flags` names the flags it raises.
 */
function dayCount(member: string, day: string, counts: (name: DayCount) => string, review: string): SQL {
  const rules = ['source_priority', 'step_caps', 'outlier_floor', 'outlier_multiple', 'hold_flagged_days'].map(setting)
  const named = DAY_COUNTS.map((count) => `${count} => ${counts(count)}`)
  return sql.raw(
    `day_count(${rules.join(', ')}, member => ${member}, on_day => ${day}, ${named.join(', ')}, review => ${review})`,
  )
}

/**
 * A call of `day_is_plain` (day-rule.sql): whether `count`, written as `source`'s on a day with
 * no other count (`alone`) and no void, counts as it is, unflagged; when it does not, the statement
 * asks `day_count`.
 */
function plainDay(source: WrittenCount, count: string, alone: string, review: string): string {
  const cap = (name: string) => setting(`(step_caps ->> '${name}')::int`)
  const watched = source === 'wearable' ? 'false' : 'true'
  return `day_is_plain(${count}, ${cap(source)}, ${cap('any')}, ${setting('outlier_floor')}, ${watched}, ${alone}, ${review})`
}

/**
 * The new `steps`, `total` and `flags` of the locked day row `ds` once `source` takes the count the
 * upsert brings (`excluded`): the count itself on a plain day, else `day_count`'s answer.
 */
function countedAfter(source: WrittenCount): SQL {
  const others = DAY_COUNTS.filter((each) => each !== source).map((each) => `ds.${each}_steps`)
  const plain = plainDay(source, `excluded.${source}_steps`, `coalesce(${others.join(', ')}) is null`, 'ds.review')
  const counted = dayCount(
    'ds.user_id',
    'ds.day',
    (each) => `${each === source ? 'excluded' : 'ds'}.${each}_steps`,
    'ds.review',
  )
  return sql`steps = case when ${sql.raw(plain)} then excluded.${sql.raw(source)}_steps else (${counted})[1] end,
             total = case when ${sql.raw(plain)} then excluded.${sql.raw(source)}_steps else (${counted})[1] end + ds.bonus,
             flags = case when ${sql.raw(plain)} then null else day_flags(${counted}) end`
}

/**
 * Sets one source's count on day rows, works out each row's counted steps again, and moves the
 * members' totals by the difference, in one statement; answers the expressions in `select` (which
 * may read `given` and `days`) and `changed`: whether any totals row moved, or with
 * `totals: 'backlog'` whether the changes went to the totals backlog instead, for the caller to
 * apply once the statement has committed. `given (u, d, s, n)` is a count `s` for member `u`
 * (null to skip it) and date `d`, at position `n` in the caller's list; for the import source it
 * also has the import `i`. For each member and date the count latest in the list wins, and
 * replaces the source's earlier count; a null count takes the source away.
 *
 * The upsert creates or locks each day row in (member, date) order, the order every writer of
 * day rows uses, so concurrent writers cannot deadlock each other; it works the counted steps out
 * from the locked, latest row, so writers of different sources on the same day each see the
 * other's count. A changed row keeps the count it replaced, which gives the difference the totals
 * take.
 */
async function setSteps<T extends object>(
  tx: DbOrTx,
  source: WrittenCount,
  given: SQL,
  select: SQL,
  totals: 'now' | 'backlog',
): Promise<T & { changed: boolean }> {
  const column = sql.raw(`${source}_steps`)
  const imported = source === 'import'
  const counted = countedAfter(source)
  const fresh = dayCount('u', 'd', (each) => (each === source ? 's' : 'null'), 'null')
  const plain = sql.raw(plainDay(source, 'coalesce(s, 0)', 'true', 'null'))
  const result = (await tx.execute(sql`
    with given as ${given},
    days as (
      select distinct on (u, d) u, d, s${imported ? sql`, i` : sql``}
      from given where u is not null order by u, d, n desc
    ),
    -- A new row has only this count: the values of a day that has its row already are worked out
    -- again by the update, on the locked row.
    valued as (
      select days.*, case when ${plain} then array[coalesce(s, 0), 0, 0, 0, 0] else ${fresh} end as c
      from days
    ),
    deltas as (
      insert into day_scores as ds (user_id, day, ${column}, steps, total, flags${imported ? sql`, import_id` : sql``})
      select u, d, s, c[1], c[1], day_flags(c)${imported ? sql`, i` : sql``} from valued
      order by u, d
      on conflict (user_id, day) do update
      set replaced_steps = ds.steps, ${column} = excluded.${column}, ${counted},
          updated_at = now()${imported ? sql`, import_id = excluded.import_id` : sql``}
      where ds.${column} is distinct from excluded.${column}${imported ? sql` or ds.import_id is distinct from excluded.import_id` : sql``}
      returning ds.user_id as u, ds.day as d, ds.steps - ds.replaced_steps as s, 0 as b
    ),
    ${totals === 'now' ? addDeltasToTotals : addDeltasToBacklog}
    select ${select}, (select count(*)::int from written) as written
  `)) as unknown as Rows<T & { written: number }>
  const { written, ...answer } = result.rows[0]!
  return { ...(answer as T), changed: written > 0 }
}

/**
 * Sets one source's count on each member's day rows and moves their totals in the same statement.
 * Within one call a later entry for the same member and day wins. `covered` is the number of day
 * rows the call covers.
 */
export function writeMemberSteps(tx: DbOrTx, source: Exclude<WrittenCount, 'import'>, entries: readonly StepsEntry[]) {
  return setSteps<{ covered: number }>(
    tx,
    source,
    sql`(
      select * from unnest(
        ${arrayLiteral(entries.map((e) => e.userId))}::int[],
        ${arrayLiteral(entries.map((e) => e.date))}::date[],
        ${arrayLiteral(entries.map((e) => e.steps ?? 'NULL'))}::int[]
      ) with ordinality as i(u, d, s, n)
    )`,
    sql`(select count(*)::int from days) as covered`,
    'now',
  )
}

/**
 * Sets the import source's count and import on each member's day rows (null counts take the
 * source away) and moves their totals in the same statement.
 */
export function writeImportedSteps(tx: DbOrTx, entries: readonly ImportedStepsEntry[]) {
  return setSteps<{ covered: number }>(
    tx,
    'import',
    sql`(
      select * from unnest(
        ${arrayLiteral(entries.map((e) => e.userId))}::int[],
        ${arrayLiteral(entries.map((e) => e.date))}::date[],
        ${arrayLiteral(entries.map((e) => e.steps ?? 'NULL'))}::int[],
        ${arrayLiteral(entries.map((e) => e.importId ?? 'NULL'))}::bigint[]
      ) with ordinality as g(u, d, s, i, n)
    )`,
    sql`(select count(*)::int from days) as covered`,
    'now',
  )
}

/**
 * Works out again what the day rows `where` picks (a condition on `ds`) count and why they are
 * flagged, and moves the totals by the differences; a row whose count and flags stay is left
 * alone. The caller has locked the rows, or the table. Answers whether any totals row moved.
 */
export async function recountDays(tx: DbOrTx, where: SQL): Promise<boolean> {
  const counted = dayCount('ds.user_id', 'ds.day', (each) => `ds.${each}_steps`, 'ds.review')
  const walking = STEP_SOURCES.map((source) => `ds.${source}_steps`)
  const only = `case ${STEP_SOURCES.map((source) => `when ds.${source}_steps is not null then '${source}'`).join(' ')} end`
  const alone = `(ds.correction_steps is null and ds.earlier_steps is null and ds.activity_steps is null
                  and num_nonnulls(${walking.join(', ')}) = 1)`
  // A day with one walking source and nothing else is nearly every day: when it is plain, it
  // counts that source's count, and day_count is not asked (a full recount takes half as long).
  const plain = sql.raw(
    `day_is_plain(coalesce(${walking.join(', ')}), (${setting('step_caps')} ->> ${only})::int, ` +
      `${setting(`(step_caps ->> 'any')::int`)}, ${setting('outlier_floor')}, ds.wearable_steps is null, ${alone}, ds.review)`,
  )
  const result = (await tx.execute(sql`
    with answers as materialized (
      select ds.user_id, ds.day,
             case when ${plain} then array[coalesce(${sql.raw(walking.join(', '))}), 0, 0, 0, 0] else ${counted} end as c
      from day_scores ds
      where ${where}
    ),
    counted as materialized (
      select user_id, day, c[1] as steps, day_flags(c) as flags from answers
    ),
    deltas as (
      update day_scores ds
      set replaced_steps = ds.steps, steps = n.steps, total = n.steps + ds.bonus, flags = n.flags, updated_at = now()
      from counted n
      -- The condition again on the updated rows: else the join reads the whole table to find them.
      where ${where} and ds.user_id = n.user_id and ds.day = n.day
        and (ds.steps, ds.flags) is distinct from (n.steps, n.flags)
      returning ds.user_id as u, ds.day as d, ds.steps - ds.replaced_steps as s, 0 as b
    ),
    ${addDeltasToTotals}
    select count(*)::int as written from written
  `)) as unknown as Rows<{ written: number }>
  return result.rows[0]!.written > 0
}

/** Members whose days one statement of a full recount takes: about 180,000 rows for a year each. */
const MEMBERS_PER_RECOUNT = 500

/**
 * Works out every day row's count and flags again, after the admin reordered the sources or
 * changed the rules, and moves the totals by the differences. Syncs and other writers wait while
 * it runs: the table lock keeps a writer from counting a row with the rules it read before the
 * change. The rows are counted a few hundred members at a time, each in a statement of its own, so
 * none runs into the statement timeout at any size of community.
 */
export async function recountAllDays(tx: DbOrTx): Promise<boolean> {
  await tx.execute(sql`lock table day_scores in share row exclusive mode`)
  const [range] = await selectRows<{ first: number | null; last: number | null }>(
    tx,
    sql`select min(user_id) as first, max(user_id) as last from day_scores`,
  )
  let changed = false
  if (range?.first == null || range.last == null) return changed
  for (let from = range.first; from <= range.last; from += MEMBERS_PER_RECOUNT) {
    const to = from + MEMBERS_PER_RECOUNT - 1
    if (await recountDays(tx, sql`ds.user_id between ${from} and ${to}`)) changed = true
  }
  return changed
}

/**
 * Sets the day rows of the members holding the entries' sensor ids, and leaves the changes in the
 * totals backlog. Sensor ids are resolved by the statement that writes the rows; a day before the
 * one the member's sensor id counts from (they took it over from another member,
 * docs/decisions/019) is skipped, neither accepted nor unknown. `unknown` lists the sensor ids no
 * member holds, and `deactivated` those of deactivated members, whose entries are skipped too (they
 * would count again once the member is back), each in the order they first appear; `members` the
 * members whose days the entries are.
 */
export function writeSensorSteps(db: DbOrTx, entries: readonly SensorStepsEntry[]) {
  return setSteps<{ accepted: number; unknown: string[]; deactivated: string[]; members: number[] }>(
    db,
    'wearable',
    sql`materialized (
      select i.sensor, i.d, i.s, i.n, m.id is not null as held, m.deactivated_at is not null as deactivated,
             case when m.deactivated_at is null and (m.sensor_counts_from is null or i.d >= m.sensor_counts_from)
                  then m.id end as u
      from unnest(
        ${sql.param(entries.map((e) => e.sensorUserId))}::text[],
        ${arrayLiteral(entries.map((e) => e.date))}::date[],
        ${arrayLiteral(entries.map((e) => e.steps))}::int[]
      ) with ordinality as i(sensor, d, s, n)
      left join users m on m.sensor_user_id = i.sensor
    )`,
    sql`(select count(*)::int from given where u is not null) as accepted,
        array(select sensor from given where not held group by sensor order by min(n)) as unknown,
        array(select sensor from given where deactivated group by sensor order by min(n)) as deactivated,
        array(select distinct u from days) as members`,
    'backlog',
  )
}

/**
 * Adds the changes in the totals backlog to the totals, up to `calls` backlog rows in one
 * statement, and removes them. Rows another process is taking at the same time are skipped.
 * `taken` is the number of backlog rows taken: zero once the backlog is empty. The app deletes no
 * member, so the changes are not checked against `users` one by one: a member deleted by hand
 * since their sync fails the statement on the totals' foreign key, and with `dropDeleted` the
 * changes of members who no longer exist are dropped instead.
 */
export async function applyBacklog(db: DbOrTx, calls: number, dropDeleted: boolean) {
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
  return { taken, changed: written > 0 }
}

/**
 * Adds bonus changes (per member and day, already applied to the day rows) to the members'
 * totals. Answers whether any totals row moved.
 */
async function addBonusToTotals(tx: DbOrTx, changes: readonly BonusChange[]): Promise<boolean> {
  const result = (await tx.execute(sql`
      with deltas as (
        select *, 0 as s from unnest(
          ${arrayLiteral(changes.map((c) => c.userId))}::int[],
          ${arrayLiteral(changes.map((c) => c.date))}::date[],
          ${arrayLiteral(changes.map((c) => c.points))}::int[]
        ) as t(u, d, b)
      ),
      ${addDeltasToTotals}
      select count(*)::int as written from written
    `)) as unknown as Rows<{ written: number }>
  return result.rows[0]!.written > 0
}

/**
 * Adds each change's points (negative to remove) to the bonus of the member's day row, creating
 * the row with 0 steps if needed, and moves the member's totals by the same amount. Changes to the
 * same day add up. Answers whether any totals row moved.
 */
export async function writeBonus(tx: DbOrTx, changes: readonly BonusChange[]): Promise<boolean> {
  const merged = new Map<string, BonusChange>()
  for (const change of changes) {
    if (!Number.isInteger(change.points)) throw new Error(`bonus points must be an integer, got ${change.points}`)
    const key = `${change.userId}|${change.date}`
    const earlier = merged.get(key)
    merged.set(key, { ...change, points: (earlier?.points ?? 0) + change.points })
  }
  const changed = [...merged.values()].filter((change) => change.points !== 0)
  if (changed.length === 0) return false
  // Creates or locks the rows in the same (member, date) order as the step writers; each row's
  // change is one atomic increment, so concurrent judgments of the same day add up.
  await tx.execute(sql`
    insert into day_scores (user_id, day, steps, bonus, total)
    select u, d, 0, b, b from unnest(
      ${arrayLiteral(changed.map((c) => c.userId))}::int[],
      ${arrayLiteral(changed.map((c) => c.date))}::date[],
      ${arrayLiteral(changed.map((c) => c.points))}::int[]
    ) as t(u, d, b)
    order by u, d
    on conflict (user_id, day) do update
    set bonus = day_scores.bonus + excluded.bonus, total = day_scores.total + excluded.bonus, updated_at = now()
  `)
  return addBonusToTotals(tx, changed)
}
