import {
  PRIZE_PODIUM_PLACES,
  type CompetitionBoardRow,
  type CompetitionTeamRow,
  type IndividualScoring,
  type Participation,
  type PrizePlace,
  type TeamScoring,
} from '@stepup/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { num, selectRows as rows } from '../../db/rows.ts'
import { daysBetween } from '../../lib/days.ts'
import { goalOfDaySql } from '../goals/index.ts'
import { getSettings } from '../settings/index.ts'
import { averagesBefore, rank, sumsOverDays, sumsOverStays, type DaySums } from '../scores/index.ts'

/** What the boards need to know of a competition. */
export interface ScoredCompetition {
  id: number
  startDate: string
  endDate: string
  participation: Participation
  individualScoring: IndividualScoring
  target: number
  teamScoring: TeamScoring
  /** The extra prizes' scorings, each a podium beside the main board (docs/decisions/139). */
  prizes: readonly IndividualScoring[]
}

/** An extra prize's podium: first to third by its scoring, ties included, scores above 0 only. */
export interface PrizePodium {
  scoring: IndividualScoring
  podium: PrizePlace[]
}

/** A competition's boards, whole and in order; pages are slices of them. */
export interface Standings {
  users: CompetitionBoardRow[]
  teams: CompetitionTeamRow[]
  /** Where each member's row is in `users`. */
  positionOf: Map<number, number>
  /** The team each member's last counted day went to. */
  teamOf: Map<number, number>
  /** The extra prizes' podiums, in the competition's order of its prizes. */
  prizes: PrizePodium[]
}

/** The members taking part, as a query of user ids; none for everyone-competitions, where all are. */
function participants(competition: ScoredCompetition): SQL | undefined {
  return competition.participation === 'everyone'
    ? undefined
    : sql`select user_id from competition_participants where competition_id = ${competition.id}`
}

/** Keeps the members taking part: all for everyone-competitions, those who joined otherwise. */
function takingPart(competition: ScoredCompetition, userId: SQL): SQL {
  const joined = participants(competition)
  return joined ? sql`and ${userId} in (${joined})` : sql``
}

/**
 * The participants' stays in teams that reach into the competition, as the days they count for,
 * cut to the competition's days: a day goes to the team the member was in when it ended, so a stay
 * counts from the day it began to the day before it ended. A deactivated member's stays are left
 * out: their days count for no team, and they are not among its members.
 */
function staysWithin(competition: ScoredCompetition, timeZone: string): SQL {
  const { startDate, endDate } = competition
  return sql`
    select s.user_id, s.team_id, t.name as team_name,
           greatest(s.first_day, ${startDate}::date)::text as first_day,
           least(s.last_day, ${endDate}::date)::text as last_day
    from (
      select user_id, team_id, (started_at at time zone ${timeZone})::date as first_day,
             coalesce((ended_at at time zone ${timeZone})::date - 1, 'infinity'::date) as last_day
      from team_memberships
      where ended_at is null or ended_at >= (${startDate}::date)::timestamp at time zone ${timeZone}
    ) s
    join teams t on t.id = s.team_id
    join users u on u.id = s.user_id and u.deactivated_at is null
    where s.first_day <= ${endDate}::date and s.last_day >= ${startDate}::date
      ${takingPart(competition, sql`s.user_id`)}
  `
}

interface StayRow {
  user_id: number
  team_id: number
  team_name: string
  first_day: string
  last_day: string
}

type Sums = Omit<DaySums, 'userId'> & {
  /** How many days the sums are over, for `improved`: the competition's days so far, or a stay's. */
  days: number
  /** The member's usual day before the competition, for `improved`. */
  baseline: number
}

/**
 * The lowest usual day "most improved" measures against: a member who walked little before, or
 * walked less on purpose, is measured as if they had walked this much.
 */
export const IMPROVED_BASELINE_FLOOR = 3_000

/**
 * A member's usual day before a competition, for "most improved": the higher of their average day
 * over the four weeks before it and over the four weeks before those, and at least the floor. Walking
 * less just before a competition so as to improve more (sandbagging) does not lower it unless it
 * lasted two months.
 */
function baselineOf(averages: { recent: number; earlier: number } | undefined): number {
  return Math.max(IMPROVED_BASELINE_FLOOR, averages?.recent ?? 0, averages?.earlier ?? 0)
}

function scoreOf(scoring: IndividualScoring, sums: Sums): number {
  if (scoring === 'steps') return sums.steps
  if (scoring === 'steps+bonus') return sums.total
  if (scoring === 'daysOnTarget') return sums.daysOnTarget
  if (scoring === 'goalPercent') return sums.goalPoints
  if (scoring === 'improved') {
    // Percent above (or below) the usual day, whole: 25 is an average day a quarter above it.
    return sums.days > 0 ? Math.round(((sums.steps / sums.days - sums.baseline) * 100) / sums.baseline) : 0
  }
  return sums.streak
}

/**
 * A team's average: its members' scores per member it had on an average day so far. Steps, goal
 * points and percents are rounded to whole numbers, days to tenths.
 */
function teamAverage(scoring: IndividualScoring, sum: number, memberDays: number, daysSoFar: number): number {
  if (memberDays <= 0) return 0
  const average = (sum * daysSoFar) / memberDays
  return scoring === 'daysOnTarget' || scoring === 'streak' ? Math.round(average * 10) / 10 : Math.round(average)
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Best score first; ties by name, then id, as on every board. */
const byScore = <Row extends { score: number; user: { id: number; username: string } }>(a: Row, b: Row) =>
  b.score - a.score || byText(a.user.username, b.user.username) || a.user.id - b.user.id

/**
 * A prize's podium from every member's sums: ranked as the main board would be by that scoring, and
 * only the first three places, ties included. A member must have scored to win anything: nobody is
 * on a podium with 0, nor with "most improved" below their usual day.
 */
function podiumOf(
  scoring: IndividualScoring,
  members: readonly { user: PrizePlace['user']; sums: Sums }[],
): PrizePlace[] {
  const sorted = members.map(({ user, sums }) => ({ user, score: scoreOf(scoring, sums) })).sort(byScore)
  return rank(sorted, (row) => row.score)
    .filter((row) => row.rank <= PRIZE_PODIUM_PLACES && row.score > 0)
    .map(({ rank: place, user, score }) => ({ rank: place, user, score }))
}

/**
 * The boards as the day rows and team stays make them now: every participant who is not
 * deactivated, ranked by score (ties by name, then id), and every team such a participant counted
 * for on a day so far. A member who stayed in one team through the whole competition gives it their
 * score; only the few who moved have their days split by team.
 */
export async function liveStandings(
  db: DbOrTx,
  competition: ScoredCompetition,
  options: { timeZone: string; today: string },
): Promise<Standings> {
  const lastDay = options.today < competition.endDate ? options.today : competition.endDate
  const daysSoFar = Math.max(0, daysBetween(competition.startDate, lastDay) + 1)
  // One after the other: in a transaction they share one connection.
  const members = await rows<{ id: number; username: string; avatar_url: string | null }>(
    db,
    sql`select u.id, u.username, u.avatar_url from users u
        where u.deactivated_at is null ${takingPart(competition, sql`u.id`)}`,
  )
  const scoring = competition.individualScoring
  // One build serves the main board and every prize: the sums hold every measure, and only what a
  // scoring among them needs is read beside them.
  const scorings = new Set([scoring, ...competition.prizes])
  // Members' own goals are read only for a competition scored by them.
  const goalOf = scorings.has('goalPercent') ? goalOfDaySql((await getSettings(db)).defaultGoal) : undefined
  const sums = await sumsOverDays(db, {
    from: competition.startDate,
    to: competition.endDate,
    target: competition.target,
    memberIn: participants(competition),
    goalOf,
  })
  const averages = scorings.has('improved')
    ? await averagesBefore(db, { before: competition.startDate, memberIn: participants(competition) })
    : new Map<number, { recent: number; earlier: number }>()
  const stays = await rows<StayRow>(db, staysWithin(competition, options.timeZone))

  const memberSumsById = new Map<number, Sums>(
    sums.map((row) => [row.userId, { ...row, days: daysSoFar, baseline: baselineOf(averages.get(row.userId)) }]),
  )

  const staysOf = new Map<number, StayRow[]>()
  for (const stay of stays) staysOf.set(stay.user_id, [...(staysOf.get(stay.user_id) ?? []), stay])
  const whole = (mine: StayRow[]) =>
    mine.length === 1 && mine[0]!.first_day === competition.startDate && mine[0]!.last_day === competition.endDate
  const movers = stays.filter((stay) => !whole(staysOf.get(stay.user_id)!))

  const teamSums = new Map<number, number>()
  const addToTeam = (teamId: number, score: number) => teamSums.set(teamId, (teamSums.get(teamId) ?? 0) + score)
  const nothing = (userId: number, days: number): Sums => ({
    ...{ steps: 0, total: 0, daysOnTarget: 0, streak: 0, goalPoints: 0 },
    ...{ days, baseline: baselineOf(averages.get(userId)) },
  })
  // A member who walked nothing still counts for their team: "most improved" scores them below 0.
  for (const [userId, mine] of staysOf) {
    if (whole(mine))
      addToTeam(mine[0]!.team_id, scoreOf(scoring, memberSumsById.get(userId) ?? nothing(userId, daysSoFar)))
  }
  // A mover's days so far in each team they stayed in (a member may come back to a team).
  const stayDays = new Map<string, { userId: number; teamId: number; days: number }>()
  for (const stay of movers) {
    const key = `${stay.user_id}:${stay.team_id}`
    const last = stay.last_day < lastDay ? stay.last_day : lastDay
    const days = (stayDays.get(key)?.days ?? 0) + Math.max(0, daysBetween(stay.first_day, last) + 1)
    stayDays.set(key, { userId: stay.user_id, teamId: stay.team_id, days })
  }
  const moverStays = movers.map((stay) => ({
    userId: stay.user_id,
    teamId: stay.team_id,
    firstDay: stay.first_day,
    lastDay: stay.last_day,
  }))
  const moverSums = new Map(
    (await sumsOverStays(db, { target: competition.target, stays: moverStays, goalOf })).map((row) => [
      `${row.userId}:${row.teamId}`,
      row,
    ]),
  )
  for (const [key, { userId, teamId, days }] of stayDays) {
    const sums = moverSums.get(key)
    addToTeam(
      teamId,
      scoreOf(scoring, sums ? { ...sums, days, baseline: baselineOf(averages.get(userId)) } : nothing(userId, days)),
    )
  }

  const everyone = members.map((member) => ({
    user: { id: member.id, username: member.username, avatarUrl: member.avatar_url },
    sums: memberSumsById.get(member.id) ?? nothing(member.id, daysSoFar),
  }))
  const unranked = everyone.map(({ user, sums }) => ({
    user,
    score: scoreOf(competition.individualScoring, sums),
    steps: sums.steps,
    daysOnTarget: sums.daysOnTarget,
    streak: sums.streak,
  }))
  const users = rank(unranked.sort(byScore), (row) => row.score)

  // A team's size so far: its participants' days in it up to today.
  const teams = new Map<number, { name: string; memberDays: number; members: Set<number> }>()
  const teamOf = new Map<number, { teamId: number; lastDay: string }>()
  for (const stay of stays) {
    const last = stay.last_day < lastDay ? stay.last_day : lastDay
    const memberDays = daysSoFar > 0 ? Math.max(0, daysBetween(stay.first_day, last) + 1) : 0
    if (memberDays === 0) continue
    const team = teams.get(stay.team_id) ?? { name: stay.team_name, memberDays: 0, members: new Set() }
    team.memberDays += memberDays
    team.members.add(stay.user_id)
    teams.set(stay.team_id, team)
    const latest = teamOf.get(stay.user_id)
    if (!latest || last > latest.lastDay) teamOf.set(stay.user_id, { teamId: stay.team_id, lastDay: last })
  }
  const teamRows = [...teams].map(([teamId, team]) => {
    const sum = teamSums.get(teamId) ?? 0
    return {
      teamId,
      teamName: team.name,
      score:
        competition.teamScoring === 'sum'
          ? sum
          : teamAverage(competition.individualScoring, sum, team.memberDays, daysSoFar),
      members: team.members.size,
    }
  })
  teamRows.sort((a, b) => b.score - a.score || byText(a.teamName, b.teamName) || a.teamId - b.teamId)

  return {
    users,
    teams: rank(teamRows, (row) => row.score),
    positionOf: new Map(users.map((row, index) => [row.user.id, index])),
    teamOf: new Map([...teamOf].map(([userId, { teamId }]) => [userId, teamId])),
    prizes: competition.prizes.map((prize) => ({ scoring: prize, podium: podiumOf(prize, everyone) })),
  }
}

/** A final competition's frozen boards. */
export async function frozenStandings(db: DbOrTx, competitionId: number): Promise<Standings> {
  const members = await rows<{
    user_id: number
    username: string
    avatar_url: string | null
    rank: number
    score: number
    steps: string
    days_on_target: number
    streak: number
    team_id: number | null
  }>(
    db,
    sql`select user_id, username, avatar_url, rank, score, steps, days_on_target, streak, team_id
        from competition_results where competition_id = ${competitionId} order by position`,
  )
  const teams = await rows<{ team_id: number; team_name: string; rank: number; score: number; members: number }>(
    db,
    sql`select team_id, team_name, rank, score, members
        from competition_team_results where competition_id = ${competitionId} order by position`,
  )
  // Every prize the competition awards, the ones nobody won too (no rows), in its order.
  const prizeRows = await rows<{
    prize: IndividualScoring
    user_id: number | null
    username: string | null
    avatar_url: string | null
    rank: number | null
    score: number | null
  }>(
    db,
    sql`select p.prize, r.user_id, r.username, r.avatar_url, r.rank, r.score
        from competitions c
        cross join unnest(c.prizes) with ordinality as p(prize, n)
        left join competition_prize_results r on r.competition_id = c.id and r.prize = p.prize
        where c.id = ${competitionId}
        order by p.n, r.position`,
  )
  const prizes: PrizePodium[] = []
  for (const row of prizeRows) {
    if (prizes.at(-1)?.scoring !== row.prize) prizes.push({ scoring: row.prize, podium: [] })
    if (row.user_id === null) continue
    prizes.at(-1)!.podium.push({
      rank: row.rank!,
      user: { id: row.user_id, username: row.username!, avatarUrl: row.avatar_url },
      score: row.score!,
    })
  }
  const users = members.map((row) => ({
    rank: row.rank,
    user: { id: row.user_id, username: row.username, avatarUrl: row.avatar_url },
    score: row.score,
    steps: num(row.steps),
    daysOnTarget: row.days_on_target,
    streak: row.streak,
  }))
  return {
    users,
    teams: teams.map((row) => ({
      rank: row.rank,
      teamId: row.team_id,
      teamName: row.team_name,
      score: row.score,
      members: row.members,
    })),
    positionOf: new Map(users.map((row, index) => [row.user.id, index])),
    teamOf: new Map(members.flatMap((row) => (row.team_id === null ? [] : [[row.user_id, row.team_id] as const]))),
    prizes,
  }
}

/** Writes a competition's boards as its final results, in the caller's transaction. */
export async function writeFrozenStandings(db: DbOrTx, competitionId: number, standings: Standings): Promise<void> {
  const { users, teams } = standings
  await db.execute(sql`
    insert into competition_results
      (competition_id, position, user_id, username, avatar_url, rank, score, steps, days_on_target, streak, team_id)
    select ${competitionId}, r.position - 1, r.user_id, r.username, r.avatar_url, r.rank, r.score, r.steps,
           r.days_on_target, r.streak, r.team_id
    from unnest(
      ${sql.param(users.map((row) => row.user.id))}::int[], ${sql.param(users.map((row) => row.user.username))}::text[],
      ${sql.param(users.map((row) => row.user.avatarUrl))}::text[], ${sql.param(users.map((row) => row.rank))}::int[],
      ${sql.param(users.map((row) => row.score))}::float8[], ${sql.param(users.map((row) => row.steps))}::bigint[],
      ${sql.param(users.map((row) => row.daysOnTarget))}::int[], ${sql.param(users.map((row) => row.streak))}::int[],
      ${sql.param(users.map((row) => standings.teamOf.get(row.user.id) ?? null))}::int[]
    ) with ordinality as r(user_id, username, avatar_url, rank, score, steps, days_on_target, streak, team_id, position)
  `)
  await db.execute(sql`
    insert into competition_team_results (competition_id, position, team_id, team_name, rank, score, members)
    select ${competitionId}, r.position - 1, r.team_id, r.team_name, r.rank, r.score, r.members
    from unnest(
      ${sql.param(teams.map((row) => row.teamId))}::int[], ${sql.param(teams.map((row) => row.teamName))}::text[],
      ${sql.param(teams.map((row) => row.rank))}::int[], ${sql.param(teams.map((row) => row.score))}::float8[],
      ${sql.param(teams.map((row) => row.members))}::int[]
    ) with ordinality as r(team_id, team_name, rank, score, members, position)
  `)
  const places = standings.prizes.flatMap(({ scoring, podium }) =>
    podium.map((place, position) => ({ scoring, position, ...place })),
  )
  await db.execute(sql`
    insert into competition_prize_results (competition_id, prize, position, user_id, username, avatar_url, rank, score)
    select ${competitionId}, r.prize, r.position, r.user_id, r.username, r.avatar_url, r.rank, r.score
    from unnest(
      ${sql.param(places.map((row) => row.scoring))}::text[], ${sql.param(places.map((row) => row.position))}::int[],
      ${sql.param(places.map((row) => row.user.id))}::int[], ${sql.param(places.map((row) => row.user.username))}::text[],
      ${sql.param(places.map((row) => row.user.avatarUrl))}::text[], ${sql.param(places.map((row) => row.rank))}::int[],
      ${sql.param(places.map((row) => row.score))}::float8[]
    ) as r(prize, position, user_id, username, avatar_url, rank, score)
  `)
}
