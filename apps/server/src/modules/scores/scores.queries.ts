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
