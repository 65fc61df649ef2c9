import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { notificationBoardMarks, notificationCompetitionMarks } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { addDays, todayIn } from '../../lib/days.ts'
import {
  competitionMembers,
  finalPlaces,
  recentCompetitionMoments,
  runningCompetitionBoards,
  type CompetitionsContext,
} from '../competitions/index.ts'
import { friendIdsOf } from '../friends/index.ts'
import { allTimeTotals, getTeamBoard, weeksOfMembers } from '../scores/index.ts'
import { membersWithoutSteps } from './arrivals.ts'
import { notify, type Notice } from './outbox.ts'
import { getPolicyRow } from './policy.ts'
import { minuteOfDay } from './quiet-hours.ts'

/** What deciding needs: the database, the competitions (their boards and moments) and the clock. */
export interface DecideContext {
  db: Db
  competitions: CompetitionsContext
  /** The community's time zone: weekly summaries go out at its hour. */
  timeZone: string
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Queues an occasion's notifications for a whole audience once: the occasion is recorded in the
 * same transaction, and a second decision of it (another process, the next run) finds it there.
 * `audience` is asked only the first time.
 */
async function decideOnce(db: Db, occasion: string, audience: (tx: DbOrTx) => Promise<Notice[]>): Promise<number> {
  return inTransaction(db, async (tx) => {
    const claimed = await selectRows(
      tx,
      sql`insert into notification_occasions (occasion, notices) values (${occasion}, 0)
          on conflict do nothing returning occasion`,
    )
    if (claimed.length === 0) return 0
    const added = await notify(tx, await audience(tx))
    await tx.execute(sql`update notification_occasions set notices = ${added} where occasion = ${occasion}`)
    return added
  })
}

/**
 * A competition's start, end (grace begins), the last day of its grace period and its final
 * results, each told once to those taking part, within a day of the moment: a server that was
 * down for longer does not tell old news.
 */
export async function decideCompetitionMoments(ctx: DecideContext, now: Date): Promise<number> {
  let added = 0
  const time = now.getTime()
  for (const competition of await recentCompetitionMoments(ctx.competitions, now)) {
    const { id, name } = competition
    const start = competition.startsAt.getTime()
    const end = competition.endsAt.getTime()
    const final = competition.finalAt.getTime()
    const toMembers = (kind: Notice['kind'], params: Record<string, unknown>) => async (tx: DbOrTx) =>
      (await competitionMembers(tx, id)).map((userId) => ({ userId, kind, occasion: `competition:${id}`, params }))
    const graceEnd = competition.finalAt.toISOString()
    if (time >= start && time < end && time - start < DAY_MS) {
      added += await decideOnce(
        ctx.db,
        `competitionStarted:${id}`,
        toMembers('competitionStarted', { competitionId: id, competition: name, endDate: competition.endDate }),
      )
    }
    if (time >= end && time < final && time - end < DAY_MS) {
      added += await decideOnce(
        ctx.db,
        `competitionEnded:${id}`,
        toMembers('competitionEnded', { competitionId: id, competition: name, graceEnd }),
      )
    }
    // A grace period of a day or less is told whole by the end's notification.
    if (final - end > DAY_MS && time < final && final - time <= DAY_MS) {
      added += await decideOnce(
        ctx.db,
        `graceEnding:${id}`,
        toMembers('graceEnding', { competitionId: id, competition: name, graceEnd }),
      )
    }
    if (competition.finalizedAt && time - competition.finalizedAt.getTime() < 2 * DAY_MS) {
      added += await decideOnce(ctx.db, `competitionResults:${id}`, async (tx) =>
        (await finalPlaces(tx, id)).map((place) => ({
          userId: place.userId,
          kind: 'competitionResults' as const,
          occasion: `competition:${id}`,
          params: {
            competitionId: id,
            competition: name,
            rank: place.rank,
            members: place.members,
            ...(place.team && { team: place.team.name, teamRank: place.team.rank, teams: place.team.teams }),
          },
        })),
      )
    }
  }
  return added
}

/**
 * Members whose steps stopped arriving `noDataHours` ago, among those with a phone that pushes and
 * those in a running competition: told once per gap (the gap is named by when steps last came).
 */
export async function decideNoData(ctx: DecideContext, now: Date): Promise<number> {
  const policy = await getPolicyRow(ctx.db)
  const inCompetitions = new Set<number>()
  for (const competition of await recentCompetitionMoments(ctx.competitions, now)) {
    if (competition.status === 'running') {
      for (const id of await competitionMembers(ctx.db, competition.id)) inCompetitions.add(id)
    }
  }
  const gaps = await membersWithoutSteps(ctx.db, [...inCompetitions], policy.noDataHours, now)
  return notify(
    ctx.db,
    gaps.map((gap) => ({
      userId: gap.userId,
      kind: 'noData' as const,
      occasion: `since:${gap.lastAt.toISOString()}`,
      params: { lastAt: gap.lastAt.toISOString(), source: gap.source },
    })),
  )
}

/**
 * Members passed on the board since the last look: by a friend on the all-time board, or by anyone
 * within a running competition's top ten. At most one a day each (the day is the occasion). The
 * first look only takes note of where everyone is.
 */
export async function decidePasses(ctx: DecideContext, now: Date): Promise<number> {
  const today = todayIn(ctx.timeZone, now)
  const notices: Notice[] = []
  const passed = (userId: number, params: Record<string, unknown>) =>
    notices.push({ userId, kind: 'passed', occasion: today, params })

  // The all-time board, among friends.
  const totals = await allTimeTotals(ctx.db)
  const marks = new Map(
    (await ctx.db.select().from(notificationBoardMarks)).map((mark) => [mark.userId, mark.total] as const),
  )
  const moved = [...totals].filter(([userId, total]) => marks.get(userId) !== total)
  if (marks.size > 0) {
    const risers = moved.filter(([userId, total]) => total > (marks.get(userId) ?? 0))
    const friends = await friendIdsOf(
      ctx.db,
      risers.map(([userId]) => userId),
    )
    const sorted = [...totals.values()].sort((a, b) => b - a)
    const rankOf = (total: number) => 1 + countAbove(sorted, total)
    for (const [riser, total] of risers) {
      const before = marks.get(riser) ?? 0
      for (const friend of friends.get(riser) ?? []) {
        const friendNow = totals.get(friend)
        if (friendNow === undefined) continue
        const friendBefore = marks.get(friend) ?? friendNow
        if (before < friendBefore && total > friendNow) {
          passed(friend, { memberId: riser, rank: rankOf(friendNow) })
        }
      }
    }
  }
  await writeBoardMarks(ctx.db, moved)

  // Each running competition's top ten.
  for (const board of await runningCompetitionBoards(ctx.competitions, 10, now)) {
    const [mark] = await ctx.db
      .select()
      .from(notificationCompetitionMarks)
      .where(sql`${notificationCompetitionMarks.competitionId} = ${board.id}`)
    const top = board.top.map((entry) => ({ userId: entry.userId, rank: entry.rank }))
    if (mark) {
      const before = new Map(mark.top.map((entry) => [entry.userId, entry.rank]))
      for (const [userId, rankBefore] of before) {
        const rankNow = board.rankOf(userId)
        if (rankNow === undefined || rankNow <= rankBefore) continue
        // The first member now ahead who was not ahead before.
        const passer = board.top.find(
          (entry) => entry.rank < rankNow && (before.get(entry.userId) ?? Infinity) > rankBefore,
        )
        if (passer) {
          passed(userId, { memberId: passer.userId, rank: rankNow, competition: board.name, competitionId: board.id })
        }
      }
    }
    await ctx.db
      .insert(notificationCompetitionMarks)
      .values({ competitionId: board.id, top })
      .onConflictDoUpdate({ target: notificationCompetitionMarks.competitionId, set: { top } })
  }
  return notify(ctx.db, notices)
}

/** How many of `descending` are greater than `value`. */
function countAbove(descending: number[], value: number): number {
  let low = 0
  let high = descending.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (descending[middle]! > value) low = middle + 1
    else high = middle
  }
  return low
}

async function writeBoardMarks(db: DbOrTx, moved: [number, number][]): Promise<void> {
  if (moved.length === 0) return
  await db.execute(sql`
    insert into notification_board_marks (user_id, total)
    select * from unnest(${sql.param(moved.map(([userId]) => userId))}::int[], ${sql.param(moved.map(([, total]) => total))}::bigint[])
    on conflict (user_id) do update set total = excluded.total`)
}

/**
 * The weekly summary, on the community's weekday from its hour on (in its time zone, so summer
 * time moves nothing): the seven days that ended yesterday, for every active member who has
 * counted steps. Decided once for the whole community, in one transaction.
 */
export async function decideWeeklySummary(ctx: DecideContext, now: Date): Promise<number> {
  const policy = await getPolicyRow(ctx.db)
  const today = todayIn(ctx.timeZone, now)
  const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
  if (weekday !== policy.digestWeekday || minuteOfDay(now, ctx.timeZone) < policy.digestHour * 60) return 0
  const to = addDays(today, -1)
  const from = addDays(today, -7)
  return decideOnce(ctx.db, `weeklySummary:${today}`, async (tx) => {
    const weeks = await weeksOfMembers(tx, { from, to })
    const teams = await getTeamBoard(tx, { period: 'all', today })
    const teamById = new Map(teams.map((team) => [team.teamId, team]))
    return weeks.map((week) => {
      const team = week.teamId === null ? undefined : teamById.get(week.teamId)
      return {
        userId: week.userId,
        kind: 'weeklySummary' as const,
        occasion: today,
        params: {
          from,
          to,
          steps: week.steps,
          lastWeekSteps: week.lastWeekSteps,
          rank: week.rank,
          previousRank: week.previousRank,
          streak: week.streak,
          ...(team && { team: team.teamName, teamRank: team.rank, teams: teams.length }),
        },
      }
    })
  })
}
