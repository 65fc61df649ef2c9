import { eq, sql } from 'drizzle-orm'
import { teams, users } from '../../src/db/schema/index.ts'
import { TEST_INGEST_KEY, type TestApp } from './app.ts'

/** Gives a member a sensor id so the ingest and CSV paths can find them. */
export async function setSensorId(t: TestApp, userId: number, sensorUserId: string) {
  await t.db.update(users).set({ sensorUserId }).where(eq(users.id, userId))
}

/**
 * Sends a sync call and answers once the totals have taken its changes too, as a reader a moment
 * after the answer sees them (the backlog itself is tested in scores/totals-backlog.test.ts).
 */
export async function ingest(t: TestApp, entries: unknown[], key = TEST_INGEST_KEY) {
  const response = await t.request('POST', '/api/ingest/steps', {
    body: { entries },
    headers: { authorization: `Bearer ${key}` },
    noOrigin: true,
  })
  await t.app.scores.backlog.settled()
  return response
}

/** A team with these members, straight in the database (the teams API is tested elsewhere). */
export async function makeTeam(t: TestApp, name: string, memberIds: number[]) {
  const [team] = await t.db.insert(teams).values({ name, leaderId: memberIds[0]! }).returning()
  for (const id of memberIds) await t.db.update(users).set({ teamId: team!.id }).where(eq(users.id, id))
  return team!
}

/**
 * Every member's totals row next to the sums recomputed from their day rows; a consistent
 * database has no difference. Checked: the all-time sums; the week and month sums of the row's
 * own week and month; and that no later week or month has anything in it (so the board may read
 * zeros for those). A member with no totals row counts as all zeros. Syncs' changes still in the
 * totals backlog are taken first.
 */
export async function totalsDrift(t: TestApp) {
  await t.app.scores.backlog.settled()
  const result = (await t.db.execute(sql`
    with days as (
      select user_id, day, steps, bonus, total,
             date_trunc('week', day::timestamp)::date as week, date_trunc('month', day::timestamp)::date as month
      from day_scores
    ),
    members as (
      select user_id from days union select user_id from score_totals
    ),
    t as (
      select m.user_id, coalesce(s.steps, 0) as steps, coalesce(s.bonus, 0) as bonus, coalesce(s.total, 0) as total,
             coalesce(s.week_start, date '1970-01-01') as week_start, coalesce(s.week_steps, 0) as week_steps,
             coalesce(s.week_bonus, 0) as week_bonus, coalesce(s.week_total, 0) as week_total,
             coalesce(s.month_start, date '1970-01-01') as month_start, coalesce(s.month_steps, 0) as month_steps,
             coalesce(s.month_bonus, 0) as month_bonus, coalesce(s.month_total, 0) as month_total
      from members m left join score_totals s on s.user_id = m.user_id
    ),
    expected as (
      select t.user_id,
             coalesce(sum(d.steps), 0) as steps, coalesce(sum(d.bonus), 0) as bonus, coalesce(sum(d.total), 0) as total,
             coalesce(sum(d.steps) filter (where d.week = t.week_start), 0) as week_steps,
             coalesce(sum(d.bonus) filter (where d.week = t.week_start), 0) as week_bonus,
             coalesce(sum(d.total) filter (where d.week = t.week_start), 0) as week_total,
             coalesce(sum(d.steps) filter (where d.month = t.month_start), 0) as month_steps,
             coalesce(sum(d.bonus) filter (where d.month = t.month_start), 0) as month_bonus,
             coalesce(sum(d.total) filter (where d.month = t.month_start), 0) as month_total
      from t left join days d on d.user_id = t.user_id
      group by t.user_id
    ),
    later as (
      select t.user_id, 'week ' || d.week as period from t join days d on d.user_id = t.user_id and d.week > t.week_start
      group by t.user_id, d.week having sum(d.steps) <> 0 or sum(d.bonus) <> 0
      union all
      select t.user_id, 'month ' || d.month from t join days d on d.user_id = t.user_id and d.month > t.month_start
      group by t.user_id, d.month having sum(d.steps) <> 0 or sum(d.bonus) <> 0
    )
    select t.user_id, 'sums' as problem,
           row(e.steps, e.bonus, e.total, e.week_steps, e.week_bonus, e.week_total, e.month_steps, e.month_bonus, e.month_total)::text as expected,
           row(t.steps, t.bonus, t.total, t.week_steps, t.week_bonus, t.week_total, t.month_steps, t.month_bonus, t.month_total)::text as actual
    from t join expected e on e.user_id = t.user_id
    where row(e.steps, e.bonus, e.total, e.week_steps, e.week_bonus, e.week_total, e.month_steps, e.month_bonus, e.month_total)
          is distinct from row(t.steps, t.bonus, t.total, t.week_steps, t.week_bonus, t.week_total, t.month_steps, t.month_bonus, t.month_total)
    union all
    select user_id, 'nonzero later ' || period, null, null from later
  `)) as unknown as { rows: unknown[] }
  return result.rows
}

/** `YYYY-MM-DD` `days` before today in UTC (the tests' default TZ). */
export function daysAgo(days: number, now = new Date()) {
  const date = new Date(now)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/**
 * Day rows whose counted steps are not what their sources give by the admin's rules (rows with no
 * source at all, bonus only, are left out): should be none.
 */
export async function sourcesDrift(t: TestApp) {
  const result = (await t.db.execute(sql`
    select * from (
      select user_id, day::text, steps,
             (day_count(r.source_priority, r.step_caps, r.outlier_floor, r.outlier_multiple, r.hold_flagged_days,
                        user_id, day, wearable_steps, push_steps, import_steps, admin_steps, manual_steps,
                        earlier_steps, activity_steps, correction_steps, review))[1] as counted
      from day_scores, (select * from app_settings where id = 1) r
      where coalesce(wearable_steps, push_steps, import_steps, admin_steps, manual_steps, earlier_steps,
                     activity_steps, correction_steps) is not null
    ) counted where steps <> counted
  `)) as unknown as { rows: unknown[] }
  return result.rows
}
