import { pipeline, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { num, selectRows } from '../../db/rows.ts'
import { spreadsheetText } from '../../lib/csv.ts'
import { monthStart, weekStart } from '../../lib/days.ts'

/** Rows read at a time: a report of millions of day rows never sits in memory whole. */
const PAGE_SIZE = 1000

/**
 * The rows of `readPage`, page after page, as CSV with its header, UTF-8 with a byte order mark
 * so a spreadsheet opens names in any script right. The next page is read only when the client
 * has taken the last one.
 */
function csvStream<Row>(
  columns: readonly string[],
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
    columns: [...columns],
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
  steps: string
  bonus: string
  week_steps: string
  month_steps: string
  challenges_approved: string
}

/** Every member, deactivated ones with their status, by id. */
export function membersReport(db: Db, options: { today: string; timeZone: string }): Readable {
  const week = weekStart(options.today)
  const month = monthStart(options.today)
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
    ],
    async (after = 0) => {
      // The totals' week and month hold the latest week and month with steps: earlier ones count 0.
      const found = await selectRows<MemberRow>(
        db,
        sql`
          select u.id, u.username, u.email, t.name as team, u.is_admin, coalesce(t.leader_id = u.id, false) as leads_team,
                 u.deactivated_at is not null as deactivated,
                 ((u.created_at at time zone ${options.timeZone})::date)::text as joined,
                 coalesce(s.steps, 0) as steps, coalesce(s.bonus, 0) as bonus,
                 case when s.week_start = ${week}::date then s.week_steps else 0 end as week_steps,
                 case when s.month_start = ${month}::date then s.month_steps else 0 end as month_steps,
                 (select count(*) from challenge_completions c where c.user_id = u.id and c.status = 'approved')
                   as challenges_approved
          from users u
          left join teams t on t.id = u.team_id
          left join score_totals s on s.user_id = u.id
          where u.id > ${after}
          order by u.id
          limit ${PAGE_SIZE}
        `,
      )
      return found.map((row) => [
        row.id,
        row.username,
        row.email,
        row.team,
        row.is_admin ? 'admin' : 'member',
        row.leads_team ? 'yes' : 'no',
        row.deactivated ? 'deactivated' : 'active',
        row.joined,
        num(row.steps),
        num(row.week_steps),
        num(row.month_steps),
        num(row.bonus),
        num(row.challenges_approved),
      ])
    },
    (page) => page.at(-1)![0] as number,
  )
}

const SOURCES = ['wearable', 'push', 'import', 'admin', 'manual', 'earlier', 'activity', 'correction'] as const

interface DayRow {
  day: string
  user_id: number
  username: string
  steps: number
  bonus: number
  flags: string[] | null
  review: string | null
  [source: `${string}_steps`]: number | null
}

/**
 * One row per member and day with a day row from `from` to `to`, in the order of the day rows' key
 * (day, member), so each page starts where the last ended in the index.
 */
export function daysReport(db: Db, range: { from: string; to: string }): Readable {
  const sourceColumns = sql.raw(SOURCES.map((source) => `d.${source}_steps`).join(', '))
  return csvStream<{ day: string; userId: number }>(
    [
      'date',
      'member_id',
      'name',
      'counted_steps',
      'bonus_points',
      ...SOURCES.map((source) => `${source}_steps`),
      'flags',
      'review',
    ],
    async (after) => {
      const found = await selectRows<DayRow>(
        db,
        sql`
          select d.day::text as day, d.user_id, u.username, d.steps, d.bonus, ${sourceColumns}, d.flags, d.review
          from day_scores d
          join users u on u.id = d.user_id
          where d.day between ${range.from}::date and ${range.to}::date
            ${after ? sql`and (d.day, d.user_id) > (${after.day}::date, ${after.userId})` : sql``}
          order by d.day, d.user_id
          limit ${PAGE_SIZE}
        `,
      )
      return found.map((row) => [
        row.day,
        row.user_id,
        row.username,
        row.steps,
        row.bonus,
        ...SOURCES.map((source) => row[`${source}_steps`] ?? null),
        row.flags?.join(';') ?? null,
        // A flagged day nobody has decided on is waiting in the review queue.
        row.flags?.length ? (row.review ?? 'pending') : row.review,
      ])
    },
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
  steps: string
}

/**
 * Every team with its leader and its current active members' all-time steps, summed and per
 * member: deactivated members count in neither, as on the team board.
 */
export function teamsReport(db: Db): Readable {
  return csvStream<number>(
    ['team_id', 'team', 'leader', 'active_members', 'steps_all_time', 'average_steps_per_member'],
    async (after = 0) => {
      const found = await selectRows<TeamRow>(
        db,
        sql`
          select t.id, t.name, l.username as leader, count(u.id) as members, coalesce(sum(s.steps), 0) as steps
          from teams t
          join users l on l.id = t.leader_id
          left join users u on u.team_id = t.id and u.deactivated_at is null
          left join score_totals s on s.user_id = u.id
          where t.id > ${after}
          group by t.id, t.name, l.username
          order by t.id
          limit ${PAGE_SIZE}
        `,
      )
      return found.map((row) => {
        const members = num(row.members)
        const steps = num(row.steps)
        return [row.id, row.name, row.leader, members, steps, members > 0 ? Math.round(steps / members) : 0]
      })
    },
    (page) => page.at(-1)![0] as number,
  )
}
