/**
 * The benches' data: members with sensor ids, in teams, and a year of steps, written in bulk SQL
 * on either database.
 */

import { hashToken, newToken } from '../../apps/server/src/lib/tokens.ts'
import { sessionStore } from '../../apps/server/src/modules/auth/index.ts'

export const MEMBERS_PER_TEAM = 10

export type Query = (text: string) => Promise<unknown>

/**
 * Members, teams, one day row per member and day for the last `days` days, and every member's totals,
 * all in bulk SQL. Constraints and indexes on the day rows are dropped for the load and rebuilt
 * after it (one sort instead of 7.3M index insertions).
 */
export async function seed(rawQuery: Query, members: number, days: number, log: (message: string) => void) {
  // Each step's time is printed, so a slow seed says where its time went.
  const query = async (text: string) => {
    const started = performance.now()
    const result = await rawQuery(text)
    const step = text.trim().split('\n')[0]!.trim().slice(0, 60)
    log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${step}`)
    return result
  }
  const teams = Math.ceil(members / MEMBERS_PER_TEAM)
  await query(`
    insert into users (username, email, password_hash, sensor_user_id)
    select 'Member ' || g, 'member' || g || '@bench.test', 'not-a-hash', 'sensor-' || g
    from generate_series(1, ${members}) g order by g
  `)
  await query(`
    insert into teams (name, leader_id)
    select 'Team ' || t, (select min(id) from users) + (t - 1) * ${MEMBERS_PER_TEAM}
    from generate_series(1, ${teams}) t order by t
  `)
  await query(`
    update users u set team_id = t.id
    from teams t
    where t.name = 'Team ' || (((u.id - (select min(id) from users)) / ${MEMBERS_PER_TEAM}) + 1)
  `)
  // The trigger on users.team_id opened each member's stay in their team just now; the year of
  // steps below was walked in those teams, so the stays reach back before it, as the stays of
  // members already in a team when team_memberships was created do.
  await query(`update team_memberships set started_at = '-infinity'`)
  await query(`alter table day_scores drop constraint day_scores_user_id_users_id_fk`)
  await query(`alter table day_scores drop constraint day_scores_day_user_id_pk`)
  await query(`drop index day_scores_user_day_idx`)
  // Steps vary by member and day (0–20,000) so the board has few ties, like real data. Rows are
  // written a day at a time, as members' syncs write them, so each day's rows sit together, and
  // each is the wearable's count, as a sync leaves it.
  await query(`
    insert into day_scores (user_id, day, steps, wearable_steps, bonus, total, updated_at)
    select u.id, current_date - i, s.steps, s.steps, 0, s.steps, now()
    from generate_series(${days - 1}, 0, -1) i
    cross join users u
    cross join lateral (select ((u.id * 7919 + i * 104729) % 20001) as steps) s
    order by i desc, u.id
  `)
  await query(`alter table day_scores add constraint day_scores_day_user_id_pk primary key (day, user_id)`)
  await query(`create index day_scores_user_day_idx on day_scores (user_id, day)`)
  await query(
    `alter table day_scores add constraint day_scores_user_id_users_id_fk foreign key (user_id) references users(id) on delete cascade`,
  )
  // One pass over the day rows: all-time sums, and each member's latest week and month.
  await query(`
    insert into score_totals (user_id, steps, bonus, total, week_start, week_steps, week_bonus, week_total,
                              month_start, month_steps, month_bonus, month_total)
    select d.user_id, sum(d.steps), sum(d.bonus), sum(d.total),
           l.week, coalesce(sum(d.steps) filter (where d.week = l.week), 0),
           coalesce(sum(d.bonus) filter (where d.week = l.week), 0), coalesce(sum(d.total) filter (where d.week = l.week), 0),
           l.month, coalesce(sum(d.steps) filter (where d.month = l.month), 0),
           coalesce(sum(d.bonus) filter (where d.month = l.month), 0), coalesce(sum(d.total) filter (where d.month = l.month), 0)
    from (
      select user_id, steps, bonus, total,
             date_trunc('week', day::timestamp)::date as week, date_trunc('month', day::timestamp)::date as month
      from day_scores
    ) d
    join (
      select user_id, max(date_trunc('week', day::timestamp)::date) as week, max(date_trunc('month', day::timestamp)::date) as month
      from day_scores group by user_id
    ) l on l.user_id = d.user_id
    group by d.user_id, l.week, l.month
  `)
  await query(`vacuum analyze`)
}

/**
 * Logged-in sessions for the first `count` members, written straight into the database: the
 * cookies of many members' browsers, without the password hashing of as many logins in the
 * measured server.
 */
export async function seedSessions(query: Query, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => newToken())
  const values = tokens.map((token, i) => `('${hashToken(token)}', ${i + 1})`).join(', ')
  await query(`
    insert into sessions (id_hash, user_id, expires_at)
    select v.id_hash, m.id, now() + interval '30 days'
    from (values ${values}) as v(id_hash, n)
    join (select id, row_number() over (order by id) as n from users) m on m.n = v.n
  `)
  return tokens.map((token) => `${sessionStore.cookie}=${token}`)
}
