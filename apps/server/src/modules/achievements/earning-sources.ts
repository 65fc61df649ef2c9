import type { AchievementKind, Language, TakenBackReason } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { afterCommit } from '../../db/transaction.ts'
import { podiumPlaces } from '../competitions/index.ts'
import { addDays, daysBetween } from '../../lib/days.ts'
import { teamDaysAfter } from '../scores/index.ts'
import { NO_DAY_CHANGED, type MemberChange } from './member-change.ts'
import { ACHIEVEMENT_BY_KEY, ACHIEVEMENTS, earnedAlong } from './catalogue.ts'
import { customRules } from './custom-rules.ts'

/**
 * Where achievements come from beyond the member's own days. A source answers whole what the
 * members it is asked about have earned from it (it may carry on from progress of its own, as team
 * milestones do), so one of its achievements it no longer finds is no longer earned.
 */
export interface EarningSource {
  /** Its name, as a member's change says it moved. */
  name: string
  /** Whether a change of the member's days can move what it finds (else only its own inputs do). */
  movedByDays: boolean
  /** Whether this source works out the achievement of `key`. */
  owns(key: string): boolean
  /**
   * Why one of its achievements is taken back when the source no longer finds it earned: one
   * reason, or one that depends on what moved the member's days.
   */
  reason: TakenBackReason | ((change: MemberChange) => TakenBackReason)
  /** The name of an achievement it owns that the catalogue does not name. */
  nameOf?(key: string, language: Language): string | undefined
  /**
   * What the members have earned from it now, each achievement with the day that earned it; and
   * the other members whose achievements from it may have moved with what it read (a team-mate
   * whose team's milestone moved), to be awarded after them.
   */
  earned(tx: Tx, userIds: readonly number[]): Promise<{ earned: Map<number, Map<string, string>>; others: number[] }>
  /** Where the member stands now towards the next tier of each of its kinds, for the profile. */
  progress(db: DbOrTx, userId: number): Promise<Partial<Record<AchievementKind, number>>>
}

/** The sources of one award run: each keeps what it worked out for the run's earlier batches. */
export function earningSources({
  timeZone,
  changes = new Map(),
}: {
  timeZone: string
  /** The run's changes, as they grow: a team's days are read again only when a member's changed. */
  changes?: ReadonlyMap<number, MemberChange>
}): EarningSource[] {
  return [podiums(), teamMilestones(timeZone, changes), customRules()]
}

/** The podiums' source, by name: freezing and deleting competitions move it. */
export const PODIUMS = 'podiums'

/** Why `source` takes back an achievement of a member whose days moved so. */
export const reasonOf = (source: EarningSource, change: MemberChange): TakenBackReason =>
  typeof source.reason === 'function' ? source.reason(change) : source.reason

/** Whether a key is one of the catalogue's achievements of these kinds. */
const ofKinds =
  (...kinds: AchievementKind[]) =>
  (key: string) =>
    kinds.includes(ACHIEVEMENT_BY_KEY.get(key)?.kind as AchievementKind)

const byMember = (userIds: readonly number[]) => new Map(userIds.map((id) => [id, new Map<string, string>()]))

/**
 * `podium` counts a member's places among the first three of community competitions' final
 * results, `competition-win` their first places; each is earned on the last day of the
 * competition that brings the count to its amount.
 */
function podiums(): EarningSource {
  return {
    name: PODIUMS,
    // Final results are frozen: only freezing or deleting a competition moves them.
    movedByDays: false,
    owns: ofKinds('podium', 'competition-win'),
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
    async progress(db, userId) {
      const places = await podiumPlaces(db, [userId])
      return { podium: places.length, 'competition-win': places.filter((place) => place.rank === 1).length }
    },
  }
}

const MILESTONES = ACHIEVEMENTS.filter(({ kind }) => kind === 'team-steps')
const milestoneKey = new Map(MILESTONES.map(({ key, threshold }) => [threshold, key]))

/** The advisory lock space of a team's milestones (an arbitrary constant, with the team's id). */
const TEAM_MILESTONES_LOCK = 4_136
/** A team's stored steps stop this many days before its latest day, and move once they lag as long. */
const TEAM_SETTLED_AFTER_DAYS = 7

/**
 * `team-steps`: the day a team's steps together (each member's day goes to the team they were in
 * when it ended) reach the amount, earned by everyone who was in the team that day. A member who
 * leaves keeps it; one who joins later earns the next. A team's milestones are worked out once a
 * run, when one of its members' days changed, and kept in `team_milestones`: when one moves (a day
 * voided, old days imported), all who were ever in the team are awarded again. Its steps through a
 * settled day are kept too, so a run after today's syncs reads only the team's last days.
 */
function teamMilestones(timeZone: string, changes: ReadonlyMap<number, MemberChange>): EarningSource {
  let worked = false
  return {
    name: 'team-milestones',
    movedByDays: true,
    owns: ofKinds('team-steps'),
    reason: 'team-days-changed',
    async earned(tx, userIds) {
      const ids = sql.param(userIds)
      // Every team whose days the run's changes moved is worked out at once, with the first batch:
      // members joining the run later come for what their teams' milestones became.
      let moved: number[] = []
      if (!worked) {
        // Worked out once the transaction commits: a retried one works them out again.
        afterCommit(tx, () => (worked = true))
        const changed = [...changes].filter(([, change]) => change.from !== NO_DAY_CHANGED).map(([userId]) => userId)
        const teams = await selectRows<{ team_id: number }>(
          tx,
          sql`select distinct team_id from team_memberships where user_id = any(${sql.param(changed)}::int[])
              order by team_id`,
        )
        moved = await workOut(
          tx,
          teams.map((row) => row.team_id),
          changes,
          timeZone,
        )
      }

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
    async progress(db, userId) {
      const [member] = await selectRows<{ team_id: number | null }>(
        db,
        sql`select team_id from users where id = ${userId}`,
      )
      const teamId = member?.team_id
      if (teamId == null) return { 'team-steps': 0 }
      const [stored] = await selectRows<{ through: string; steps: string }>(
        db,
        sql`select to_char(through, 'YYYY-MM-DD') as through, steps from team_progress where team_id = ${teamId}`,
      )
      const days = await teamDaysAfter(db, [{ teamId, after: stored?.through ?? null }], timeZone)
      const later = (days.get(teamId) ?? []).reduce((sum, day) => sum + day.steps, 0)
      return { 'team-steps': Number(stored?.steps ?? 0) + later }
    },
  }
}

/**
 * Works the teams' milestones out from their days, carrying on from their stored steps when every
 * change to their members' days lies after them, and stores both; answers the teams whose
 * milestones moved.
 */
async function workOut(
  tx: Tx,
  teamIds: readonly number[],
  changes: ReadonlyMap<number, MemberChange>,
  timeZone: string,
): Promise<number[]> {
  if (teamIds.length === 0) return []
  const teams = sql.param(teamIds)
  await tx.execute(
    sql`select pg_advisory_xact_lock(${TEAM_MILESTONES_LOCK}, id) from unnest(${teams}::int[]) as id order by id`,
  )
  const [stays, progress, milestones] = [
    await selectRows<{ user_id: number; team_id: number }>(
      tx,
      sql`select distinct user_id, team_id from team_memberships where team_id = any(${teams}::int[])`,
    ),
    await selectRows<{ team_id: number; through: string; steps: string }>(
      tx,
      sql`select team_id, to_char(through, 'YYYY-MM-DD') as through, steps from team_progress
          where team_id = any(${teams}::int[])`,
    ),
    await selectRows<{ team_id: number; amount: string; reached_on: string }>(
      tx,
      sql`select team_id, amount, to_char(reached_on, 'YYYY-MM-DD') as reached_on from team_milestones
          where team_id = any(${teams}::int[])`,
    ),
  ]
  // The earliest day any member of the team changed: null for all of them, none when no member's did.
  const changedFrom = new Map<number, string | null>()
  for (const { user_id: userId, team_id: teamId } of stays) {
    const change = changes.get(userId)
    if (!change || change.from === NO_DAY_CHANGED) continue
    const known = changedFrom.get(teamId)
    changedFrom.set(
      teamId,
      known === null || change.from === null ? null : known === undefined || change.from < known ? change.from : known,
    )
  }
  const stored = new Map(progress.map((row) => [row.team_id, { through: row.through, steps: Number(row.steps) }]))
  const toWork = [...changedFrom].map(([teamId, from]) => {
    const kept = stored.get(teamId)
    return { teamId, kept: kept && from !== null && from > kept.through ? kept : undefined }
  })
  if (toWork.length === 0) return []
  const days = await teamDaysAfter(
    tx,
    toWork.map(({ teamId, kept }) => ({ teamId, after: kept?.through ?? null })),
    timeZone,
  )

  const moved: number[] = []
  const milestoneRows: { teamId: number; amount: number; day: string }[] = []
  const progressRows: { team_id: number; through: string; steps: number }[] = []
  const gone: number[] = []
  for (const { teamId, kept } of toWork) {
    const mine = days.get(teamId) ?? []
    const after = kept?.through ?? null
    // Milestones reached by the kept days stay; the later ones are worked out from the days after them.
    let steps = kept?.steps ?? 0
    const reached = new Map<number, string>()
    for (const day of mine) {
      steps += day.steps
      for (const amount of milestoneKey.keys()) {
        if (steps >= amount && !reached.has(amount) && amount > (kept?.steps ?? 0)) reached.set(amount, day.date)
      }
    }
    const was = new Map(
      milestones
        .filter((row) => row.team_id === teamId && (after === null || row.reached_on > after))
        .map((row) => [Number(row.amount), row.reached_on]),
    )
    const same = was.size === reached.size && [...reached].every(([amount, day]) => was.get(amount) === day)
    if (!same) {
      moved.push(teamId)
      for (const [amount, day] of reached) milestoneRows.push({ teamId, amount, day })
    }

    const latest = mine.at(-1)?.date
    const through = latest === undefined ? undefined : addDays(latest, -TEAM_SETTLED_AFTER_DAYS)
    if (through === undefined) {
      if (!kept) gone.push(teamId)
    } else if (!kept || daysBetween(kept.through, through) >= TEAM_SETTLED_AFTER_DAYS) {
      const settled = mine.filter((day) => day.date <= through).reduce((sum, day) => sum + day.steps, kept?.steps ?? 0)
      progressRows.push({ team_id: teamId, through, steps: settled })
    }
  }

  if (moved.length > 0) {
    const after = new Map(toWork.map(({ teamId, kept }) => [teamId, kept?.through ?? null]))
    await tx.execute(sql`
      delete from team_milestones m
      using unnest(${sql.param(moved)}::int[], ${sql.param(moved.map((teamId) => after.get(teamId) ?? null))}::date[])
        as t(team_id, after)
      where m.team_id = t.team_id and m.reached_on > coalesce(t.after, '-infinity'::date)`)
  }
  if (milestoneRows.length > 0) {
    await tx.execute(sql`
      insert into team_milestones (team_id, amount, reached_on)
      select * from unnest(${sql.param(milestoneRows.map((row) => row.teamId))}::int[],
                           ${sql.param(milestoneRows.map((row) => row.amount))}::bigint[],
                           ${sql.param(milestoneRows.map((row) => row.day))}::date[])`)
  }
  if (progressRows.length > 0) {
    await tx.execute(sql`
      insert into team_progress (team_id, through, steps)
      select * from jsonb_to_recordset(${JSON.stringify(progressRows)}::jsonb) as p(team_id int, through date, steps bigint)
      on conflict (team_id) do update set through = excluded.through, steps = excluded.steps`)
  }
  if (gone.length > 0) {
    await tx.execute(sql`delete from team_progress where team_id = any(${sql.param(gone)}::int[])`)
  }
  return moved
}
