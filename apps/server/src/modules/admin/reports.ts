import { pipeline, Readable } from 'node:stream'
import type { Language } from '@stepup/contract'
import { stringify } from 'csv-stringify'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { num, selectRows } from '../../db/rows.ts'
import { spreadsheetText } from '../../lib/csv.ts'
import { monthStart, weekStart } from '../../lib/days.ts'
import { lastAppliedImportSql } from '../imports/index.ts'
import { connectedAppsSql, lastSyncSql } from '../push/index.ts'
import { DAY_COUNTS, dayRowsPage, memberSums, teamSteps, type DayCounts } from '../scores/index.ts'
import { headersIn } from './report-headers.ts'

/** Rows read at a time: a report of millions of day rows never sits in memory whole. */
const PAGE_SIZE = 1000

/**
 * The rows of `readPage`, page after page, as CSV with its header (in `language`, see
 * report-headers.ts), UTF-8 with a byte order mark so a spreadsheet opens names in any script
 * right. The next page is read only when the client has taken the last one.
 */
function csvStream<Row>(
  columns: readonly string[],
  language: Language | undefined,
  readPage: (after: Row | undefined) => Promise<Array<Array<string | number | null>>>,
  lastOf: (page: Array<Array<string | number | null>>) => Row,
): Readable {
  async function* records() {
    let after: Row | undefined
    for (;;) {
      const page = await readPage(after)
      yield* page
      if (page.length < PAGE_SIZE) return
      after = lastOf(page)
    }
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: headersIn(columns, language),
    record_delimiter: 'windows',
    cast: { string: spreadsheetText },
  })
  // A client that hangs up ends the reading too; a failed read ends the answer (already under way).
  return pipeline(Readable.from(records()), csv, () => {})
}

interface MemberRow {
  id: number
  username: string
  email: string
  team: string | null
  is_admin: boolean
  leads_team: boolean
  deactivated: boolean
  joined: string
  challenges_approved: string
  connected_apps: string | null
  last_data_at: string | null
}

/**
 * Every member, deactivated ones with their status, by id. Dates are the community's days, and
 * the last data's moment its local time, written the same way (`2026-11-29`, `2026-11-29 14:05`),
 * which a spreadsheet reads as a date in any language.
 */
export function membersReport(db: Db, options: { today: string; timeZone: string; language?: Language }): Readable {
  const periods = { week: weekStart(options.today), month: monthStart(options.today) }
  return csvStream<number>(
    [
      'member_id',
      'name',
      'email',
      'team',
      'role',
      'team_leader',
      'status',
      'joined',
      'steps_all_time',
      'steps_this_week',
      'steps_this_month',
      'bonus_points',
      'challenges_approved',
      'connected_apps',
      'last_data_at',
    ],
    options.language,
    async (after = 0) => {
      const found = await selectRows<MemberRow>(
        db,
        sql`
          select u.id, u.username, u.email, t.name as team, u.is_admin, coalesce(t.leader_id = u.id, false) as leads_team,
                 u.deactivated_at is not null as deactivated,
                 ((u.created_at at time zone ${options.timeZone})::date)::text as joined,
                 (select count(*) from challenge_completions c where c.user_id = u.id and c.status = 'approved')
                   as challenges_approved,
                 ${connectedAppsSql(sql`u.id`)} as connected_apps,
                 to_char(greatest(${lastSyncSql(sql`u.id`)}, ${lastAppliedImportSql(sql`u.id`)})
                   at time zone ${options.timeZone}, 'YYYY-MM-DD HH24:MI') as last_data_at
          from users u
          left join teams t on t.id = u.team_id
          where u.id > ${after}
          order by u.id
          limit ${PAGE_SIZE}
        `,
      )
      const sums = await memberSums(
        db,
        found.map((row) => row.id),
        periods,
      )
      return found.map((row) => {
        const mine = sums.get(row.id)!
        return [
          row.id,
          row.username,
          row.email,
          row.team,
          row.is_admin ? 'admin' : 'member',
          row.leads_team ? 'yes' : 'no',
          row.deactivated ? 'deactivated' : 'active',
          row.joined,
          mine.steps,
          mine.weekSteps,
          mine.monthSteps,
          mine.bonus,
          num(row.challenges_approved),
          row.connected_apps ?? '',
          row.last_data_at ?? '',
        ]
      })
    },
    (page) => page.at(-1)![0] as number,
  )
}

/**
 * Where each of a day's counts stands among the report's count columns: the header is a contract
 * with the spreadsheets that read it, so the order stays as it was when a count was added, whatever
 * the order the counts rank in.
 */
const COUNT_COLUMN: Record<keyof DayCounts, number> = {
  wearable: 0,
  push: 1,
  import: 2,
  admin: 3,
  manual: 4,
  earlier: 5,
  activity: 6,
  correction: 7,
}
const COUNT_COLUMNS = [...DAY_COUNTS].sort((a, b) => COUNT_COLUMN[a] - COUNT_COLUMN[b])

/**
 * One row per member and day with a day row from `from` to `to`, in the order of the day rows' key
 * (day, member), so each page starts where the last ended in the index.
 */
export function daysReport(db: Db, range: { from: string; to: string }, language?: Language): Readable {
  return csvStream<{ day: string; userId: number }>(
    [
      'date',
      'member_id',
      'name',
      'counted_steps',
      'bonus_points',
      ...COUNT_COLUMNS.map((count) => `${count}_steps`),
      'flags',
      'review',
    ],
    language,
    async (after) =>
      (await dayRowsPage(db, range, after, PAGE_SIZE)).map((day) => [
        day.date,
        day.userId,
        day.username,
        day.steps,
        day.bonus,
        ...COUNT_COLUMNS.map((count) => day.counts[count]),
        day.flags?.join(';') ?? null,
        // A flagged day nobody has decided on is waiting in the review queue.
        day.flags?.length ? (day.review ?? 'pending') : day.review,
      ]),
    (page) => {
      const last = page.at(-1)!
      return { day: last[0] as string, userId: last[1] as number }
    },
  )
}

interface TeamRow {
  id: number
  name: string
  leader: string
  members: string
}

/**
 * Every team with its leader and its current active members' all-time steps, summed and per
 * member: deactivated members count in neither, as on the team board.
 */
export function teamsReport(db: Db, language?: Language): Readable {
  return csvStream<number>(
    ['team_id', 'team', 'leader', 'active_members', 'steps_all_time', 'average_steps_per_member'],
    language,
    async (after = 0) => {
      const found = await selectRows<TeamRow>(
        db,
        sql`
          select t.id, t.name, l.username as leader, count(u.id) as members
          from teams t
          join users l on l.id = t.leader_id
          left join users u on u.team_id = t.id and u.deactivated_at is null
          where t.id > ${after}
          group by t.id, t.name, l.username
          order by t.id
          limit ${PAGE_SIZE}
        `,
      )
      const stepsOf = await teamSteps(
        db,
        found.map((row) => row.id),
      )
      return found.map((row) => {
        const members = num(row.members)
        const steps = stepsOf.get(row.id) ?? 0
        return [row.id, row.name, row.leader, members, steps, members > 0 ? Math.round(steps / members) : 0]
      })
    },
    (page) => page.at(-1)![0] as number,
  )
}
