import type { Language, TakenBackReason } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { podiumPlaces } from '../competitions/index.ts'
import { teamStepsReached } from '../scores/index.ts'
import { ACHIEVEMENTS, earnedAlong } from './catalogue.ts'
import { customRules } from './custom-rules.ts'
import type { MemberChange } from './member-change.ts'

/**
 * Where achievements come from beyond the member's own days: worked out whole at each award run,
 * from what the source reads now, rather than carried on from stored progress.
 */
export interface EarningSource {
  /** Whether this source works out the achievement of `key`. */
  owns(key: string): boolean
  /**
   * Why one of its achievements is taken back when the source no longer finds it earned: one
   * reason, or one that depends on what moved the member's days.
   */
  reason: TakenBackReason | ((change: MemberChange) => TakenBackReason)
  /** The name of an achievement it owns that the catalogue does not name. */
  name?(key: string, language: Language): string | undefined
  /**
   * What the members have earned from it now, each achievement with the day that earned it; and
   * the other members whose achievements from it may have moved with what it read (a team-mate
   * whose team's milestone moved), to be awarded after them.
   */
  earned(tx: Tx, userIds: readonly number[]): Promise<{ earned: Map<number, Map<string, string>>; others: number[] }>
}

/** The sources of one award run: each keeps what it worked out for the run's earlier batches. */
export function earningSources({ timeZone }: { timeZone: string }): EarningSource[] {
  return [podiums(), teamMilestones(timeZone), customRules()]
}

/** Why `source` takes back an achievement of a member whose days moved so. */
export const reasonOf = (source: EarningSource, change: MemberChange): TakenBackReason =>
  typeof source.reason === 'function' ? source.reason(change) : source.reason

const byMember = (userIds: readonly number[]) => new Map(userIds.map((id) => [id, new Map<string, string>()]))

/**
 * `podium` counts a member's places among the first three of community competitions' final
 * results, `competition-win` their first places; each is earned on the last day of the
 * competition that brings the count to its amount.
 */
function podiums(): EarningSource {
  return {
    owns: (key) => key.startsWith('podium-') || key.startsWith('competition-win-'),
    reason: 'results-changed',
    async earned(tx, userIds) {
      const earned = byMember(userIds)
      const placesOf = new Map<number, { rank: number; endDate: string }[]>()
      for (const place of await podiumPlaces(tx, userIds)) {
        placesOf.set(place.userId, [...(placesOf.get(place.userId) ?? []), place])
      }
      for (const [userId, places] of placesOf) {
        const wins = places.filter((place) => place.rank === 1)
        const mine = earned.get(userId)!
        for (const [key, date] of earnedAlong(
          'podium',
          places.map((place, index) => ({ amount: index + 1, date: place.endDate })),
        ))
          mine.set(key, date)
        for (const [key, date] of earnedAlong(
          'competition-win',
          wins.map((place, index) => ({ amount: index + 1, date: place.endDate })),
        ))
          mine.set(key, date)
      }
      return { earned, others: [] }
    },
  }
}

const MILESTONES = ACHIEVEMENTS.filter(({ kind }) => kind === 'team-steps')
const milestoneKey = new Map(MILESTONES.map(({ key, threshold }) => [threshold, key]))

/** The advisory lock space of a team's milestones (an arbitrary constant, with the team's id). */
const TEAM_MILESTONES_LOCK = 4_136

/**
 * `team-steps`: the day a team's steps together (each member's day goes to the team they were in
 * when it ended) reach the amount, earned by everyone who was in the team that day. A member who
 * leaves keeps it; one who joins later earns the next. A team's milestones are worked out once
 * a run, from all its days, and kept in `team_milestones`: when one moves (a day voided, old
 * days imported), all who were ever in the team are awarded again.
 */
function teamMilestones(timeZone: string): EarningSource {
  const worked = new Set<number>()
  return {
    owns: (key) => key.startsWith('team-steps-'),
    reason: 'team-days-changed',
    async earned(tx, userIds) {
      const ids = sql.param(userIds)
      const teams = await selectRows<{ team_id: number }>(
        tx,
        sql`select distinct team_id from team_memberships where user_id = any(${ids}::int[]) order by team_id`,
      )
      const fresh = teams.map((row) => row.team_id).filter((teamId) => !worked.has(teamId))
      const moved = fresh.length > 0 ? await workOut(tx, fresh, timeZone) : []
      for (const teamId of fresh) worked.add(teamId)

      // What each member earned: the earliest day one of their teams reached it while they were in it.
      const reached = await selectRows<{ user_id: number; amount: string; day: string }>(
        tx,
        sql`select s.user_id, m.amount, to_char(min(m.reached_on), 'YYYY-MM-DD') as day
            from team_memberships s
            join team_milestones m on m.team_id = s.team_id
              and m.reached_on >= (s.started_at at time zone ${timeZone})::date
              and (s.ended_at is null or m.reached_on < (s.ended_at at time zone ${timeZone})::date)
            where s.user_id = any(${ids}::int[])
            group by s.user_id, m.amount`,
      )
      const earned = byMember(userIds)
      for (const row of reached) {
        const key = milestoneKey.get(Number(row.amount))
        if (key) earned.get(row.user_id)!.set(key, row.day)
      }
      const others =
        moved.length === 0
          ? []
          : await selectRows<{ user_id: number }>(
              tx,
              sql`select distinct user_id from team_memberships
                  where team_id = any(${sql.param(moved)}::int[]) and not user_id = any(${ids}::int[])`,
            )
      return { earned, others: others.map((row) => row.user_id) }
    },
  }
}

/** Works the teams' milestones out from their days and stores them; answers the teams whose milestones moved. */
async function workOut(tx: Tx, teamIds: readonly number[], timeZone: string): Promise<number[]> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${TEAM_MILESTONES_LOCK}, id) from unnest(${sql.param(teamIds)}::int[]) as id order by id`,
  )
  const now = await teamStepsReached(tx, { teamIds, amounts: [...milestoneKey.keys()], timeZone })
  const stored = await selectRows<{ team_id: number; amount: string; reached_on: string }>(
    tx,
    sql`select team_id, amount, to_char(reached_on, 'YYYY-MM-DD') as reached_on from team_milestones
        where team_id = any(${sql.param(teamIds)}::int[])`,
  )
  const was = new Map(stored.map((row) => [`${row.team_id}:${Number(row.amount)}`, row.reached_on]))
  const is = new Map(now.map((row) => [`${row.teamId}:${row.amount}`, row.day]))
  const moved = new Set<number>()
  for (const [key, day] of is) if (was.get(key) !== day) moved.add(Number(key.split(':')[0]))
  for (const key of was.keys()) if (!is.has(key)) moved.add(Number(key.split(':')[0]))
  if (moved.size === 0) return []
  const teams = sql.param([...moved])
  await tx.execute(sql`delete from team_milestones where team_id = any(${teams}::int[])`)
  const rows = now.filter((row) => moved.has(row.teamId))
  if (rows.length > 0) {
    await tx.execute(sql`
      insert into team_milestones (team_id, amount, reached_on)
      select * from unnest(${sql.param(rows.map((row) => row.teamId))}::int[],
                           ${sql.param(rows.map((row) => row.amount))}::bigint[],
                           ${sql.param(rows.map((row) => row.day))}::date[])`)
  }
  return [...moved]
}
