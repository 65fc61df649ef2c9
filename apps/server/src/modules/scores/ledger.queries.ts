import { sql, type SQL } from 'drizzle-orm'
import type { FlagReason, ReviewDay, StepSource } from '@stepup/contract'
import type { DbOrTx } from '../../db/client.ts'
import { num, selectRows as rows } from '../../db/rows.ts'
import { DAY_COUNTS, daySources, type DayCounts } from './day-rule.ts'
import type { Scores } from './scores.ts'
import { countsOf, earnsAchievements, type SourceColumns } from './scores.queries.ts'

/**
 * The questions other features ask of the day ledger (the members' day rows and their totals), and
 * the admin's decision on flagged days: the scores module owns those tables, so no other feature
 * names them.
 */

/** A day row's counts as columns of `alias`, in DAY_COUNTS' order. */
const countColumns = (alias: string) => sql.raw(DAY_COUNTS.map((count) => `${alias}.${count}_steps`).join(', '))

/** A list of dates as one array parameter. */
const dateArray = (dates: readonly string[]) => `{${dates.join(',')}}`

/** An admin's decision on a flagged day, as the day row keeps it. */
export type DayReview = 'approved' | 'voided'

/**
 * Everyone's steps and bonus points of all time, from the totals, and the steps of `today`; and
 * how many member days there are, which a recount goes through.
 */
export async function communitySums(
  db: DbOrTx,
  today: string,
): Promise<{ steps: number; bonus: number; stepsToday: number; days: number }> {
  const [row] = await rows<{ steps: string; bonus: string; steps_today: string; days: string }>(
    db,
    sql`
      select
        (select coalesce(sum(steps), 0) from score_totals) as steps,
        (select coalesce(sum(bonus), 0) from score_totals) as bonus,
        (select coalesce(sum(steps), 0) from day_scores where day = ${today}::date) as steps_today,
        (select count(*) from day_scores) as days
    `,
  )
  return { steps: num(row?.steps), bonus: num(row?.bonus), stepsToday: num(row?.steps_today), days: num(row?.days) }
}

export interface MemberSums {
  steps: number
  bonus: number
  /** Steps in the week starting on `periods.week`; 0 when no week was asked for. */
  weekSteps: number
  /** Steps in the month starting on `periods.month`; 0 when no month was asked for. */
  monthSteps: number
  /** Flagged days nobody has decided on. */
  daysToReview: number
}

/**
 * Each of the members' all-time steps and bonus points, and their steps in the week and month that
 * start on `periods`' dates, from their totals, with their days waiting for review: an entry for
 * every member asked about, zeros for one with none. The totals keep the latest week and month
 * with anything in them: an earlier one counts 0.
 */
export async function memberSums(
  db: DbOrTx,
  memberIds: readonly number[],
  periods?: { week: string; month: string },
): Promise<Map<number, MemberSums>> {
  if (memberIds.length === 0) return new Map()
  const ids = sql`${sql.param(memberIds)}::int[]`
  // Both sides are read through their indexes for these members only (a join from the list would
  // hash every member's totals); a member in neither has zeros.
  const found = await rows<{
    user_id: number
    steps: string | null
    bonus: string | null
    week_steps: string | null
    month_steps: string | null
    to_review: string | null
  }>(
    db,
    sql`
      with totals as (
        select user_id, steps, bonus,
               case when week_start = ${periods?.week ?? null}::date then week_steps else 0 end as week_steps,
               case when month_start = ${periods?.month ?? null}::date then month_steps else 0 end as month_steps
        from score_totals
        where user_id = any(${ids})
      ),
      waiting as (
        select user_id, count(*) as days
        from day_scores
        where flags is not null and review is null and user_id = any(${ids})
        group by user_id
      )
      select coalesce(t.user_id, w.user_id) as user_id, t.steps, t.bonus, t.week_steps, t.month_steps,
             w.days as to_review
      from totals t
      full join waiting w on w.user_id = t.user_id
    `,
  )
  const sums = new Map(
    memberIds.map((id) => [id, { steps: 0, bonus: 0, weekSteps: 0, monthSteps: 0, daysToReview: 0 }]),
  )
  for (const row of found)
    sums.set(row.user_id, {
      steps: num(row.steps),
      bonus: num(row.bonus),
      weekSteps: num(row.week_steps),
      monthSteps: num(row.month_steps),
      daysToReview: num(row.to_review),
    })
  return sums
}

/**
 * The all-time steps of each team's current members, deactivated ones left out as on the team
 * board; a team none of whose members has steps is not in the answer.
 */
export async function teamSteps(db: DbOrTx, teamIds: readonly number[]): Promise<Map<number, number>> {
  if (teamIds.length === 0) return new Map()
  const found = await rows<{ team_id: number; steps: string }>(
    db,
    sql`
      select u.team_id, sum(s.steps) as steps
      from users u
      join score_totals s on s.user_id = u.id
      where u.team_id = any(${sql.param(teamIds)}::int[]) and u.deactivated_at is null
      group by u.team_id
    `,
  )
  return new Map(found.map((row) => [row.team_id, num(row.steps)]))
}

/** One member's day as the ledger keeps it. */
export interface LedgerDay {
  date: string
  userId: number
  username: string
  steps: number
  bonus: number
  counts: DayCounts
  flags: FlagReason[] | null
  review: DayReview | null
}

/**
 * Up to `limit` day rows from `range.from` to `range.to`, after the day and member `after`, in the
 * order of the rows' key (day, member), so each page starts where the last ended in the index.
 */
export async function dayRowsPage(
  db: DbOrTx,
  range: { from: string; to: string },
  after: { day: string; userId: number } | undefined,
  limit: number,
): Promise<LedgerDay[]> {
  type Row = SourceColumns & {
    date: string
    user_id: number
    username: string
    steps: number
    bonus: number
    flags: FlagReason[] | null
    review: DayReview | null
  }
  const found = await rows<Row>(
    db,
    sql`
      select d.day::text as date, d.user_id, u.username, d.steps, d.bonus, ${countColumns('d')}, d.flags, d.review
      from day_scores d
      join users u on u.id = d.user_id
      where d.day between ${range.from}::date and ${range.to}::date
        ${after ? sql`and (d.day, d.user_id) > (${after.day}::date, ${after.userId})` : sql``}
      order by d.day, d.user_id
      limit ${limit}
    `,
  )
  return found.map((row) => ({
    date: row.date,
    userId: row.user_id,
    username: row.username,
    steps: row.steps,
    bonus: row.bonus,
    counts: countsOf(row),
    flags: row.flags,
    review: row.review,
  }))
}

/**
 * Flagged days nobody has decided on, oldest first (then by member), as the review queue shows
 * them: each one's sources in the admin's order and the member's counted days in the 28 days
 * before; `userId` keeps one member's. `total` counts them all.
 */
export async function flaggedDays(
  db: DbOrTx,
  query: { userId?: number; offset: number; limit: number },
): Promise<{ days: Omit<ReviewDay, 'approvedSteps'>[]; total: number }> {
  type Row = SourceColumns & {
    user_id: number
    username: string
    avatar_url: string | null
    date: string
    steps: number
    flags: FlagReason[]
    recent: { date: string; steps: number }[] | null
    priority: StepSource[] | null
    hold: boolean
  }
  const member = query.userId === undefined ? sql`` : sql`and ds.user_id = ${query.userId}`
  const pending = sql`ds.flags is not null and ds.review is null ${member}`
  const [found, [count]] = await Promise.all([
    rows<Row>(
      db,
      sql`
        select ds.user_id, u.username, u.avatar_url, ds.day::text as date, ds.steps, ds.flags, ${countColumns('ds')},
               (select json_agg(json_build_object('date', r.day::text, 'steps', r.steps) order by r.day)
                from day_scores r
                where r.user_id = ds.user_id and r.day between ds.day - 28 and ds.day - 1) as recent,
               (select source_priority from app_settings where id = 1) as priority,
               (select hold_flagged_days from app_settings where id = 1) as hold
        from day_scores ds join users u on u.id = ds.user_id
        where ${pending}
        order by ds.day, ds.user_id
        offset ${query.offset} limit ${query.limit}
      `,
    ),
    rows<{ total: string }>(db, sql`select count(*) as total from day_scores ds where ${pending}`),
  ])
  return {
    days: found.map((row) => ({
      userId: row.user_id,
      username: row.username,
      avatarUrl: row.avatar_url,
      date: row.date,
      steps: row.steps,
      held: row.hold,
      flags: row.flags,
      sources: daySources(countsOf(row), row.priority),
      recent: row.recent ?? [],
    })),
    total: num(count?.total),
  }
}

/** A flagged day an admin has just decided on. */
export interface DecidedDay {
  date: string
  /** Why the day was flagged when it was decided. */
  flags: FlagReason[]
  stepsBefore: number
  stepsAfter: number
}

/**
 * Decides on a member's flagged days among `dates`, in the caller's transaction: approved days
 * count as their rules give them, voided days count 0, and the totals and boards follow. Only days
 * still waiting are decided, each exactly once: the rows are locked in date order and picked only
 * while nobody has decided on them, so a second admin acting on the same day at the same moment
 * finds it decided and changes nothing. Answers the days decided, in date order.
 */
export async function decideDays(
  tx: DbOrTx,
  scores: Scores,
  decision: { userId: number; dates: readonly string[]; review: DayReview },
): Promise<DecidedDay[]> {
  const { userId, review } = decision
  const waiting = await rows<{ date: string; steps: number; flags: FlagReason[] }>(
    tx,
    sql`
      select day::text as date, steps, flags from day_scores
      where user_id = ${userId} and day = any(${dateArray(decision.dates)}::date[])
        and flags is not null and review is null
      order by day
      for update
    `,
  )
  if (waiting.length === 0) return []
  const dates = waiting.map((day) => day.date)
  const decided = sql`user_id = ${userId} and day = any(${dateArray(dates)}::date[])`
  await tx.execute(sql`update day_scores set review = ${review} where ${decided}`)
  await scores.recountMemberDays(tx, userId, dates)
  const after = await rows<{ date: string; steps: number }>(
    tx,
    sql`select day::text as date, steps from day_scores where ${decided}`,
  )
  const stepsAfter = new Map(after.map((day) => [day.date, day.steps]))
  return waiting.map((day) => ({
    date: day.date,
    flags: day.flags,
    stepsBefore: day.steps,
    stepsAfter: stepsAfter.get(day.date) ?? 0,
  }))
}

/**
 * Takes back an admin's decision on a member's day, in the caller's transaction: the day waits for
 * review again and counts as its rules give a day nobody decided on; the totals and boards follow.
 * Only a day that still has `review` is reopened (the row is locked first). Answers the day's
 * steps before and after, or null when the day does not have that decision.
 */
export async function reopenDay(
  tx: DbOrTx,
  scores: Scores,
  day: { userId: number; date: string; review: DayReview },
): Promise<{ stepsBefore: number; stepsAfter: number } | null> {
  const where = sql`user_id = ${day.userId} and day = ${day.date}::date`
  const [found] = await rows<{ steps: number }>(
    tx,
    sql`select steps from day_scores where ${where} and review = ${day.review} for update`,
  )
  if (!found) return null
  await tx.execute(sql`update day_scores set review = null where ${where}`)
  await scores.recountMemberDays(tx, day.userId, [day.date])
  const [after] = await rows<{ steps: number }>(tx, sql`select steps from day_scores where ${where}`)
  return { stepsBefore: found.steps, stepsAfter: after?.steps ?? 0 }
}

/** A member's sums over a stretch of days, `target` the steps a day must reach to count as on target. */
export interface DaySums {
  userId: number
  steps: number
  /** Steps with bonus points. */
  total: number
  daysOnTarget: number
  /** The longest run of days on target in a row. */
  streak: number
  /** A point per 1 % of the day's goal, at most `GOAL_POINTS_CAP` a day; 0 unless goals were given. */
  goalPoints: number
}

/** The most goal points a day gives: twice the goal. */
export const GOAL_POINTS_CAP = 200

/** The member's goal on a day, as SQL over a member id and a day: the goals' own query. */
export type GoalOfDay = (userId: SQL, day: SQL) => SQL

const goalPointsOf = (goalOf: GoalOfDay | undefined) =>
  goalOf ? sql`least(${GOAL_POINTS_CAP}, floor(d.steps * 100.0 / ${goalOf(sql`d.user_id`, sql`d.day`)}))::int` : sql`0`

/**
 * Each member's sums over the days from `from` to `to`: steps, steps with bonus, days on target,
 * and the longest run of days on target; `memberIn`, a query of user ids, keeps only those members.
 * A member with no day row in the range is not in the answer. Days on target in a row share a run:
 * the day minus its place among the member's days on target.
 */
export async function sumsOverDays(
  db: DbOrTx,
  options: { from: string; to: string; target: number; memberIn?: SQL; goalOf?: GoalOfDay },
): Promise<DaySums[]> {
  const { from, to, target, memberIn, goalOf } = options
  const found = await rows<{
    user_id: number
    steps: string
    total: string
    days_on_target: string
    streak: string
    goal_points: string
  }>(
    db,
    sql`
      with days as materialized (
        select d.user_id, d.day, d.steps, d.total, d.steps >= ${target} as on_target,
               ${goalPointsOf(goalOf)} as goal_points
        from day_scores d
        where d.day between ${from}::date and ${to}::date
          ${memberIn ? sql`and d.user_id in (${memberIn})` : sql``}
      ),
      runs as (
        select user_id, day - (row_number() over (partition by user_id order by day))::int as run
        from days where on_target
      ),
      streaks as (
        select user_id, max(length) as streak
        from (select user_id, count(*) as length from runs group by user_id, run) r
        group by user_id
      )
      select a.user_id, a.steps, a.total, a.days_on_target, coalesce(s.streak, 0) as streak, a.goal_points
      from (
        select user_id, sum(steps) as steps, sum(total) as total, count(*) filter (where on_target) as days_on_target,
               sum(goal_points) as goal_points
        from days group by user_id
      ) a
      left join streaks s on s.user_id = a.user_id
    `,
  )
  return found.map((row) => ({
    userId: row.user_id,
    steps: num(row.steps),
    total: num(row.total),
    daysOnTarget: num(row.days_on_target),
    streak: num(row.streak),
    goalPoints: num(row.goal_points),
  }))
}

/** Days of a member's that count for a team: from `firstDay` to `lastDay`. */
export interface TeamStay {
  userId: number
  teamId: number
  firstDay: string
  lastDay: string
}

/**
 * Each member's sums over their days in each team they stayed in (as `sumsOverDays`), with the
 * longest run of days on target within each team. A stay with no day row is not in the answer.
 */
export async function sumsOverStays(
  db: DbOrTx,
  options: { target: number; stays: readonly TeamStay[]; goalOf?: GoalOfDay },
): Promise<(DaySums & { teamId: number })[]> {
  const { target, stays, goalOf } = options
  if (stays.length === 0) return []
  const found = await rows<{
    user_id: number
    team_id: number
    steps: string
    total: string
    days_on_target: string
    streak: string
    goal_points: string
  }>(
    db,
    sql`
      with stays as (
        select * from unnest(
          ${sql.param(stays.map((stay) => stay.userId))}::int[], ${sql.param(stays.map((stay) => stay.teamId))}::int[],
          ${sql.param(stays.map((stay) => stay.firstDay))}::date[], ${sql.param(stays.map((stay) => stay.lastDay))}::date[]
        ) as s(user_id, team_id, first_day, last_day)
      ),
      days as materialized (
        select d.user_id, s.team_id, d.day, d.steps, d.total, d.steps >= ${target} as on_target,
               ${goalPointsOf(goalOf)} as goal_points
        from stays s
        join day_scores d on d.user_id = s.user_id and d.day between s.first_day and s.last_day
      ),
      runs as (
        select user_id, team_id, day - (row_number() over (partition by user_id, team_id order by day))::int as run
        from days where on_target
      ),
      streaks as (
        select user_id, team_id, max(length) as streak
        from (select user_id, team_id, count(*) as length from runs group by user_id, team_id, run) r
        group by user_id, team_id
      )
      select a.user_id, a.team_id, a.steps, a.total, a.days_on_target, coalesce(s.streak, 0) as streak, a.goal_points
      from (
        select user_id, team_id, sum(steps) as steps, sum(total) as total,
               count(*) filter (where on_target) as days_on_target, sum(goal_points) as goal_points
        from days group by user_id, team_id
      ) a
      left join streaks s on s.user_id = a.user_id and s.team_id = a.team_id
    `,
  )
  return found.map((row) => ({
    userId: row.user_id,
    teamId: row.team_id,
    steps: num(row.steps),
    total: num(row.total),
    daysOnTarget: num(row.days_on_target),
    streak: num(row.streak),
    goalPoints: num(row.goal_points),
  }))
}

/**
 * Each member's average steps a day over the four weeks before `before`, and over the four weeks
 * before those, days without steps counting 0: what "most improved" measures a competition against.
 */
export async function averagesBefore(
  db: DbOrTx,
  options: { before: string; memberIn?: SQL },
): Promise<Map<number, { recent: number; earlier: number }>> {
  const { before, memberIn } = options
  const found = await rows<{ user_id: number; recent: string; earlier: string }>(
    db,
    sql`select d.user_id,
               coalesce(sum(d.steps) filter (where d.day >= ${before}::date - 28), 0) / 28.0 as recent,
               coalesce(sum(d.steps) filter (where d.day < ${before}::date - 28), 0) / 28.0 as earlier
        from day_scores d
        where d.day >= ${before}::date - 56 and d.day < ${before}::date
          ${memberIn ? sql`and d.user_id in (${memberIn})` : sql``}
        group by d.user_id`,
  )
  return new Map(found.map((row) => [row.user_id, { recent: Number(row.recent), earlier: Number(row.earlier) }]))
}

/**
 * Each team's counted steps by day, after its day `after` (all its days when null), in date order:
 * a member's day goes to the team they were in when it ended, as on competitions' team boards, and
 * a day waiting for review counts for nothing until it is decided. A team without such days is not
 * in the answer.
 */
export async function teamDaysAfter(
  db: DbOrTx,
  teams: readonly { teamId: number; after: string | null }[],
  timeZone: string,
): Promise<Map<number, { date: string; steps: number }[]>> {
  const byTeam = new Map<number, { date: string; steps: number }[]>()
  const stays = (chosen: readonly { teamId: number; after: string | null }[]) => sql`
    select m.user_id, m.team_id, t.after,
           (m.started_at at time zone ${timeZone})::date as first_day,
           coalesce((m.ended_at at time zone ${timeZone})::date - 1, 'infinity'::date) as last_day
    from unnest(${sql.param(chosen.map((team) => team.teamId))}::int[],
                ${sql.param(chosen.map((team) => team.after))}::date[]) as t(team_id, after)
    join team_memberships m on m.team_id = t.team_id`
  const whole = teams.filter((team) => team.after === null)
  const later = teams.filter((team) => team.after !== null)
  const found = [
    // Teams read whole: one pass over the days they hold, however many teams.
    ...(whole.length === 0
      ? []
      : await rows<{ team_id: number; day: string; steps: string }>(
          db,
          sql`select s.team_id, to_char(d.day, 'YYYY-MM-DD') as day, sum(d.steps) as steps
              from (${stays(whole)}) s
              join day_scores d on d.user_id = s.user_id and d.day between s.first_day and s.last_day
              where ${earnsAchievements}
              group by s.team_id, d.day`,
        )),
    // Teams' last days only: stay by stay, each a short range of the member-day index.
    ...(later.length === 0
      ? []
      : await rows<{ team_id: number; day: string; steps: string }>(
          db,
          sql`select s.team_id, to_char(d.day, 'YYYY-MM-DD') as day, sum(d.steps) as steps
              from (${stays(later)}) s
              cross join lateral (
                select d.day, d.steps from day_scores d
                where d.user_id = s.user_id and d.day between greatest(s.first_day, s.after + 1) and s.last_day
                  and ${earnsAchievements}
                -- Kept a subquery of its own: joined flat, a thousand teams' stays look to the
                -- planner like a job for one pass over every day row, which reads them all.
                offset 0
              ) d
              group by s.team_id, d.day`,
        )),
  ]
  for (const row of found) {
    if (!byTeam.has(row.team_id)) byTeam.set(row.team_id, [])
    byTeam.get(row.team_id)!.push({ date: row.day, steps: num(row.steps) })
  }
  for (const days of byTeam.values()) days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  return byTeam
}
