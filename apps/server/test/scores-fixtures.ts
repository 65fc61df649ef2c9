import { eq, sql } from 'drizzle-orm'
import { teams, users } from '../src/db/schema/index.ts'
import { TEST_INGEST_KEY, type TestApp } from './helpers/app.ts'

/** Gives a member a sensor id so the ingest and CSV paths can find them. */
export async function setSensorId(t: TestApp, userId: number, sensorUserId: string) {
  await t.db.update(users).set({ sensorUserId }).where(eq(users.id, userId))
}

export function ingest(t: TestApp, entries: unknown[], key = TEST_INGEST_KEY) {
  return t.request('POST', '/api/ingest/steps', {
    body: { entries },
    headers: { authorization: `Bearer ${key}` },
    noOrigin: true,
  })
}

/** A team with these members, straight in the database (the teams API is tested elsewhere). */
export async function makeTeam(t: TestApp, name: string, memberIds: number[]) {
  const [team] = await t.db.insert(teams).values({ name, leaderId: memberIds[0]! }).returning()
  for (const id of memberIds) await t.db.update(users).set({ teamId: team!.id }).where(eq(users.id, id))
  return team!
}

/**
 * Every aggregate row next to the sums recomputed from the day rows; a consistent database has
 * no difference. Zero rows on either side count as absent.
 */
export async function aggregateDrift(t: TestApp) {
  const result = (await t.db.execute(sql`
    with expected as (
      select 'all' as period, date '1970-01-01' as period_start, user_id, sum(steps) as steps, sum(bonus) as bonus, sum(total) as total
      from day_scores group by user_id
      union all
      select 'week', date_trunc('week', day::timestamp)::date, user_id, sum(steps), sum(bonus), sum(total)
      from day_scores group by 2, user_id
      union all
      select 'month', date_trunc('month', day::timestamp)::date, user_id, sum(steps), sum(bonus), sum(total)
      from day_scores group by 2, user_id
    ),
    e as (select * from expected where steps <> 0 or bonus <> 0),
    a as (select period, period_start, user_id, steps, bonus, total from score_aggregates where steps <> 0 or bonus <> 0 or total <> 0)
    select coalesce(e.period, a.period) as period, coalesce(e.period_start, a.period_start)::text as period_start,
           coalesce(e.user_id, a.user_id) as user_id,
           e.steps::bigint as expected_steps, a.steps::bigint as actual_steps,
           e.bonus::bigint as expected_bonus, a.bonus::bigint as actual_bonus,
           e.total::bigint as expected_total, a.total::bigint as actual_total
    from e full join a on e.period = a.period and e.period_start = a.period_start and e.user_id = a.user_id
    where e.steps is distinct from a.steps or e.bonus is distinct from a.bonus or e.total is distinct from a.total
  `)) as unknown as { rows: unknown[] }
  return result.rows
}

/** `YYYY-MM-DD` `days` before today in UTC (the tests' default TZ). */
export function daysAgo(days: number, now = new Date()) {
  const date = new Date(now)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}
