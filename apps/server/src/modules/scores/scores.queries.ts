import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { num, selectRows as rows } from '../../db/rows.ts'
import {
  type DaySource,
  type FlagReason,
  type HistoryDay,
  type ImportFormat,
  type Period,
  type StepSource,
} from '@stepup/contract'
import { ALL_TIME_START, periodStart } from '../../lib/days.ts'
import { DAY_COUNTS, daySources, type DayCounts } from './day-rule.ts'
import { rank } from './ranking.ts'

/**
 * Every member with a totals row and their `(user_id, steps, bonus, total)` for the period that
 * starts on `start`, as a table to select from. A week or month sum counts only when it is the
 * requested one; a member whose latest period is later than it (a day ahead of the server's
 * calendar) has the period summed from their few day rows instead. See docs/decisions/034.
 */
function periodScores(period: Period, start: string): SQL {
  if (period === 'all') return sql`(select user_id, steps, bonus, total from score_totals)`
  const startColumn = sql.raw(`t.${period}_start`)
  const end = period === 'week' ? sql`${start}::date + 7` : sql`(${start}::date + interval '1 month')::date`
  const sum = (column: 'steps' | 'bonus' | 'total') => sql`
    case when ${startColumn} = ${start}::date then ${sql.raw(`t.${period}_${column}`)}
         when ${startColumn} > ${start}::date then
           (select coalesce(sum(d.${sql.raw(column)}), 0) from day_scores d
            where d.user_id = t.user_id and d.day >= ${start}::date and d.day < ${end})
         else 0 end`
  return sql`(select t.user_id, ${sum('steps')} as steps, ${sum('bonus')} as bonus, ${sum('total')} as total
              from score_totals t)`
}

/**
 * The ids of deactivated members, who are on no board. Queries that read the sums without joining
 * the members leave these out: a few ids, found in one pass over the members table, where a join
 * would cost a hash of every member.
 */
const deactivatedMembers = sql`select id from users where deactivated_at is not null`

export interface BoardRow {
  rank: number
  user: { id: number; username: string; avatarUrl: string | null }
  steps: number
  bonus: number
  total: number
}

export interface BoardPage {
  users: BoardRow[]
  totals: { steps: number; bonus: number; overall: number }
  /** Every member, with or without scores. */
  total: number
}

interface RawBoardRow {
  id: number
  username: string
  avatar_url: string | null
  steps: string | number
  bonus: string | number
  total: string | number
}

/**
 * One page of the individual leaderboard for the period containing `today`. Members with a
 * positive total come from the period's sums in board order; everyone else follows with
 * zeros, by username. Ranks: 1 + the number of members with a higher total (1, 2, 2, 4).
 * Deactivated members are on no board, and count in no rank or sum, until they are reactivated.
 */
export async function getBoardPage(
  db: DbOrTx,
  options: { period: Period; today: string; limit: number; offset: number },
): Promise<BoardPage> {
  const { period, limit, offset } = options
  const start = periodStart(period, options.today)

  const [summary] = await rows<{ ranked: string; steps: string; bonus: string; total: string; members: string }>(
    db,
    sql`
      with gone as materialized (${deactivatedMembers})
      select count(*) filter (where total > 0) as ranked,
             coalesce(sum(steps), 0) as steps, coalesce(sum(bonus), 0) as bonus, coalesce(sum(total), 0) as total,
             (select count(*) from users) - (select count(*) from gone) as members
      from ${periodScores(period, start)} a
      where a.user_id not in (select id from gone)
    `,
  )
  const ranked = num(summary?.ranked)
  const members = num(summary?.members)

  const page: RawBoardRow[] = []
  if (offset < ranked) {
    page.push(
      ...(await rows<RawBoardRow>(
        db,
        sql`
          select u.id, u.username, u.avatar_url, a.steps, a.bonus, a.total
          from ${periodScores(period, start)} a join users u on u.id = a.user_id
          where a.total > 0 and u.deactivated_at is null
          order by a.total desc, u.username collate "C", u.id
          limit ${limit} offset ${offset}
        `,
      )),
    )
  }
  if (page.length < limit && offset + page.length >= ranked) {
    // Members without a positive total, after the ranked ones.
    const zeroOffset = Math.max(0, offset - ranked)
    page.push(
      ...(await rows<RawBoardRow>(
        db,
        sql`
          select u.id, u.username, u.avatar_url,
                 coalesce(a.steps, 0) as steps, coalesce(a.bonus, 0) as bonus, coalesce(a.total, 0) as total
          from users u
          left join ${periodScores(period, start)} a on a.user_id = u.id
          where coalesce(a.total, 0) <= 0 and u.deactivated_at is null
          order by coalesce(a.total, 0) desc, u.username collate "C", u.id
          limit ${limit - page.length} offset ${zeroOffset}
        `,
      )),
    )
  }

  let firstRank = 1
  const first = page[0]
  if (first && offset > 0) {
    const [above] = await rows<{ above: string }>(
      db,
      num(first.total) > 0
        ? sql`select count(*) as above from ${periodScores(period, start)} a
              where a.total > ${num(first.total)} and a.user_id not in (${deactivatedMembers})`
        : sql`select ${ranked}::bigint as above`,
    )
    firstRank = num(above?.above) + 1
  }

  const users: BoardRow[] = rank(
    page.map((row) => ({
      user: { id: row.id, username: row.username, avatarUrl: row.avatar_url },
      steps: num(row.steps),
      bonus: num(row.bonus),
      total: num(row.total),
    })),
    (row) => row.total,
    { offset, firstRank },
  )

  return {
    users,
    totals: { steps: num(summary?.steps), bonus: num(summary?.bonus), overall: num(summary?.total) },
    total: members,
  }
}

/**
 * Where a member stands in board order for the period containing `today`: how many members come
 * before them (the offset of their row, ties ordered by username then id as on the board), and
 * how many members the board has. Null for a member who is not on the board (unknown or
 * deactivated). Two counts over the period's sums, like the member's rank: no page is read.
 */
export async function getBoardPlace(
  db: DbOrTx,
  userId: number,
  options: { period: Period; today: string },
): Promise<{ place: number; members: number } | null> {
  const start = periodStart(options.period, options.today)
  const [row] = await rows<{ place: string; members: string }>(
    db,
    sql`
      with gone as materialized (${deactivatedMembers}),
      scores as materialized (
        select a.user_id, a.total from ${periodScores(options.period, start)} a
        where a.user_id not in (select id from gone)
      ),
      me as (
        select u.id, u.username, coalesce(s.total, 0) as total
        from users u left join scores s on s.user_id = u.id
        where u.id = ${userId} and u.deactivated_at is null
      )
      select
        -- Everyone with a higher positive total, then the members tied with a positive total whose
        -- name sorts first; a member without a positive total comes after every ranked member and
        -- after the unranked members whose name sorts first.
        (select count(*) from scores s where s.total > 0 and s.total > me.total)
        + case when me.total > 0 then
            (select count(*) from scores s join users u on u.id = s.user_id
             where s.total = me.total
               and (u.username collate "C" < me.username collate "C" or (u.username = me.username and u.id < me.id)))
          else
            (select count(*) from users u left join scores s on s.user_id = u.id
             where u.deactivated_at is null and coalesce(s.total, 0) <= 0
               and (coalesce(s.total, 0) > me.total
                    or (coalesce(s.total, 0) = me.total
                        and (u.username collate "C" < me.username collate "C"
                             or (u.username = me.username and u.id < me.id)))))
          end as place,
        (select count(*) from users) - (select count(*) from gone) as members
      from me
    `,
  )
  return row ? { place: num(row.place), members: num(row.members) } : null
}

export interface TeamBoardRow {
  teamId: number
  teamName: string
  teamTotal: number
  rank: number
  totalMembers: number
}

/**
 * Every team with the sum of its current members' totals for the period, ranked like members, ties
 * by name. A deactivated member counts neither in the sum nor among the members.
 */
export async function getTeamBoard(db: DbOrTx, options: { period: Period; today: string }): Promise<TeamBoardRow[]> {
  const start = periodStart(options.period, options.today)
  const found = await rows<{ id: number; name: string; members: string; team_total: string }>(
    db,
    sql`
      select t.id, t.name, count(u.id) as members, coalesce(sum(a.total), 0) as team_total
      from teams t
      left join users u on u.team_id = t.id and u.deactivated_at is null
      left join ${periodScores(options.period, start)} a on a.user_id = u.id
      group by t.id, t.name
      order by team_total desc, t.name collate "C", t.id
    `,
  )
  return rank(
    found.map((row) => ({
      teamId: row.id,
      teamName: row.name,
      teamTotal: num(row.team_total),
      totalMembers: num(row.members),
    })),
    (row) => row.teamTotal,
  )
}

/**
 * A member's sums and leaderboard rank (1 + members with a higher total, as on the board: deactivated
 * members left out) for the period containing `today`; all time unless told otherwise.
 */
export async function getMemberStanding(
  db: DbOrTx,
  userId: number,
  options: { period: Period; today: string } = { period: 'all', today: ALL_TIME_START },
): Promise<{ steps: number; bonus: number; total: number; rank: number }> {
  const { period } = options
  const start = periodStart(period, options.today)
  const [row] = await rows<{ steps: string; bonus: string; total: string; above: string }>(
    db,
    sql`
      with scores as materialized (select * from ${periodScores(period, start)} a),
      mine as (
        select coalesce(max(steps), 0) as steps, coalesce(max(bonus), 0) as bonus, coalesce(max(total), 0) as total
        from scores where user_id = ${userId}
      )
      select mine.steps, mine.bonus, mine.total,
             (select count(*) from scores where total > mine.total and user_id not in (${deactivatedMembers})) as above
      from mine
    `,
  )
  return { steps: num(row?.steps), bonus: num(row?.bonus), total: num(row?.total), rank: num(row?.above) + 1 }
}

interface RawHistoryRow extends SourceColumns {
  date: string
  steps: number
  bonus: number
  total: number
  flags: FlagReason[] | null
  review: 'approved' | 'voided' | null
  hold: boolean
  note: string | null
  import_format: string | null
  priority: StepSource[] | null
}

/** A day row's counts by source, as `day_scores` keeps them (`<source>_steps`). */
export type SourceColumns = { [source in DaySource as `${source}_steps`]: number | null }

/** A day row's counts by source, as the day rule takes them. */
export function countsOf(row: SourceColumns): DayCounts {
  return Object.fromEntries(DAY_COUNTS.map((count) => [count, row[`${count}_steps`]])) as DayCounts
}

/** A day row as My Scores shows it: its sources, highest priority first, and the one that counts. */
function toHistoryDay(row: RawHistoryRow): HistoryDay {
  const sources = daySources(countsOf(row), row.priority)
  return {
    date: row.date,
    steps: row.steps,
    bonus: row.bonus,
    total: row.total,
    source: sources[0]?.source ?? null,
    sources,
    importFormat: row.import_steps === null ? null : (row.import_format as ImportFormat | null),
    flags: row.flags ?? [],
    review: row.review ?? (row.flags ? 'pending' : null),
    held: row.flags !== null && row.review === null && row.hold,
    note: row.note,
  }
}

function historyRows(userId: number, where: SQL) {
  return sql`
    select ds.day::text as date, ds.steps, ds.bonus, ds.total, ds.wearable_steps, ds.push_steps, ds.import_steps,
           ds.admin_steps, ds.manual_steps, ds.earlier_steps, ds.activity_steps, ds.correction_steps, ds.flags,
           ds.review, i.format as import_format,
           case when ds.correction_steps is not null then c.reason when ds.review = 'voided' then r.reason end as note,
           (select source_priority from app_settings where id = 1) as priority,
           (select hold_flagged_days from app_settings where id = 1) as hold
    from day_scores ds left join step_imports i on i.id = ds.import_id
    left join day_corrections c on c.user_id = ds.user_id and c.day = ds.day
    left join day_reviews r on r.user_id = ds.user_id and r.day = ds.day
    where ds.user_id = ${userId} ${where}
    order by ds.day desc
  `
}

/** A member's day rows with their sources, newest first. */
export async function getHistory(db: DbOrTx, userId: number): Promise<HistoryDay[]> {
  return (await rows<RawHistoryRow>(db, historyRows(userId, sql``))).map(toHistoryDay)
}

/** One of a member's day rows with its sources, if there is one. */
export async function getHistoryDay(db: DbOrTx, userId: number, date: string): Promise<HistoryDay | undefined> {
  const [row] = await rows<RawHistoryRow>(db, historyRows(userId, sql`and ds.day = ${date}::date`))
  return row && toHistoryDay(row)
}

/**
 * When a wearable sync last wrote one of the member's days of the last fortnight, for "your steps
 * have not arrived" reminders: older syncs are far past any reminder.
 */
export function lastWearableSyncSql(userId: SQL | { getSQL(): SQL }): SQL<Date | null> {
  return sql`(select max(d.updated_at) from day_scores d
              where d.user_id = ${userId} and d.wearable_steps is not null and d.day >= current_date - 14)`
}

/** A member's week, for the weekly summary. */
export interface WeekOfMember {
  userId: number
  teamId: number | null
  /** Steps counted on the week's days, and on the seven days before them. */
  steps: number
  lastWeekSteps: number
  /** All-time board rank now, and before the week's days counted; null when not on the board. */
  rank: number | null
  previousRank: number | null
  /** Days in a row with steps that end on the week's last day. */
  streak: number
}

/** How far back a streak is counted: a year of days a member walked every day reads as "365". */
const STREAK_DAYS = 366

/**
 * Every active member who has ever counted steps, with their week from `from` to `to` (seven days,
 * both counted) beside the week before, their all-time rank now and before the week (1 + members
 * with a higher total, as on the board) and their streak. One pass over the day rows of the weeks
 * and a year for streaks, so a community of 20,000 is summed in one statement.
 */
export async function weeksOfMembers(db: DbOrTx, range: { from: string; to: string }): Promise<WeekOfMember[]> {
  const found = await rows<{
    user_id: number
    team_id: number | null
    steps: string | null
    last_week: string | null
    rank: string | null
    previous_rank: string | null
    streak: string | null
  }>(
    db,
    sql`
      with weeks as (
        select user_id,
               sum(steps) filter (where day >= ${range.from}::date) as steps,
               sum(steps) filter (where day < ${range.from}::date) as last_week
        from day_scores
        where day between ${range.from}::date - 7 and ${range.to}::date
        group by user_id
      ),
      since as (
        select user_id, sum(total) as gained from day_scores where day >= ${range.from}::date group by user_id
      ),
      board as (
        select t.user_id, t.total, t.total - coalesce(s.gained, 0) as total_before
        from score_totals t left join since s using (user_id)
        where t.user_id not in (select id from users where deactivated_at is not null)
      ),
      ranks as (
        select user_id,
               case when total > 0 then rank() over (order by total desc) end as rank,
               case when total_before > 0 then rank() over (order by total_before desc) end as previous_rank
        from board
      ),
      runs as (
        select user_id, day, row_number() over (partition by user_id order by day desc) as n
        from day_scores
        where day between ${range.to}::date - ${STREAK_DAYS - 1}::int and ${range.to}::date and steps > 0
      ),
      streaks as (
        select user_id, count(*) as streak from runs where day = ${range.to}::date - (n - 1)::int group by user_id
      )
      select u.id as user_id, u.team_id, w.steps, w.last_week, r.rank, r.previous_rank, s.streak
      from users u
      left join weeks w on w.user_id = u.id
      left join ranks r on r.user_id = u.id
      left join streaks s on s.user_id = u.id
      where u.deactivated_at is null and (w.user_id is not null or r.rank is not null)
    `,
  )
  return found.map((row) => ({
    userId: row.user_id,
    teamId: row.team_id,
    steps: num(row.steps),
    lastWeekSteps: num(row.last_week),
    rank: row.rank === null ? null : num(row.rank),
    previousRank: row.previous_rank === null ? null : num(row.previous_rank),
    streak: num(row.streak),
  }))
}

/** Every active member's all-time total, as the board ranks them (zero totals included). */
export async function allTimeTotals(db: DbOrTx): Promise<Map<number, number>> {
  const found = await rows<{ user_id: number; total: string | number }>(
    db,
    sql`select user_id, total from score_totals
        where user_id not in (${deactivatedMembers})`,
  )
  return new Map(found.map((row) => [row.user_id, num(row.total)]))
}

/** Whether any day of the member counts steps: the first-run card stops asking where their steps are. */
export async function hasCountedSteps(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await rows<{ counted: boolean }>(
    db,
    sql`select exists (select 1 from day_scores where user_id = ${userId} and steps > 0) as counted`,
  )
  return row?.counted === true
}

/** A day that earns achievements: counted steps, and not flagged and waiting for an admin's decision. */
export const earnsAchievements = sql`steps > 0 and not (flags is not null and review is null)`

/**
 * Each member's days with counted steps, in date order, for the achievements: a day flagged and
 * waiting for an admin's decision earns nothing until it is approved (a voided or held day already
 * counts 0). With `after`, a member's days up to and including their date there are left out.
 */
export async function countedDaysOf(
  db: DbOrTx,
  userIds: readonly number[],
  after: ReadonlyMap<number, string> = new Map(),
): Promise<Map<number, CountedDayOf[]>> {
  const byMember = new Map<number, CountedDayOf[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byMember
  const ids = `{${userIds.join(',')}}`
  const afters = `{${userIds.map((id) => after.get(id) ?? 'NULL').join(',')}}`
  const found = await rows<{ user_id: number; day: string; steps: number; imported: boolean; connected: boolean }>(
    db,
    // Member by member, each an index range: a join over the whole batch reads every member's days.
    sql`select m.user_id, to_char(d.day, 'YYYY-MM-DD') as day, d.steps, d.imported, d.connected
        from unnest(${ids}::int[], ${afters}::date[]) as m(user_id, after)
        cross join lateral (
          select day, steps, import_steps is not null as imported,
                 push_steps is not null or wearable_steps is not null as connected
          from day_scores
          where user_id = m.user_id and day > coalesce(m.after, '-infinity'::date)
            and ${earnsAchievements}
          order by day
        ) as d`,
  )
  for (const row of found) {
    byMember
      .get(row.user_id)
      ?.push({ date: row.day, steps: row.steps, imported: row.imported, connected: row.connected })
  }
  return byMember
}

/**
 * Each member's counted days from `from` to `through` (both included; null: no bound), in date
 * order, as `countedDaysOf` counts them: a day flagged and waiting for an admin earns nothing.
 * One statement for every member, each an index range.
 */
export async function countedDaysWithin(
  db: DbOrTx,
  userIds: readonly number[],
  { from, through }: { from: string | null; through: string | null },
): Promise<Map<number, { date: string; steps: number }[]>> {
  const byMember = new Map<number, { date: string; steps: number }[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byMember
  const found = await rows<{ user_id: number; day: string; steps: number }>(
    db,
    sql`select m.user_id, to_char(d.day, 'YYYY-MM-DD') as day, d.steps
        from unnest(${`{${userIds.join(',')}}`}::int[]) as m(user_id)
        cross join lateral (
          select day, steps from day_scores
          where user_id = m.user_id
            and day between coalesce(${from}::date, '-infinity'::date) and coalesce(${through}::date, 'infinity'::date)
            and ${earnsAchievements}
          order by day
        ) as d`,
  )
  for (const row of found) byMember.get(row.user_id)?.push({ date: row.day, steps: row.steps })
  return byMember
}

/** A counted day, and whether a health export holds it or a phone or a wearable sent it. */
export interface CountedDayOf {
  date: string
  steps: number
  imported: boolean
  connected: boolean
}

/** Every member with a day of counted steps, by id. */
export async function membersWithSteps(db: DbOrTx): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from users u where exists (select 1 from day_scores d where d.user_id = u.id and d.steps > 0) order by id`,
  )
  return found.map((row) => row.id)
}
