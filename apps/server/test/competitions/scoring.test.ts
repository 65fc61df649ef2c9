import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { individualScorings, type IndividualScoring, type Participation, type TeamScoring } from '@stepup/contract'
import { addDays, daysBetween } from '../../src/lib/days.ts'
import {
  frozenStandings,
  liveStandings,
  writeFrozenStandings,
  type ScoredCompetition,
} from '../../src/modules/competitions/standings.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMembers } from '../helpers/members.ts'

/** The first day of the generated window; competitions and days fall around it. */
const WINDOW_START = '2026-03-02'
const WINDOW_DAYS = 18
/** Zones with offsets off the hour, daylight saving, and midnights that always exist. */
const TIME_ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/Berlin']

/** The offset of `timeZone` from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant a local date and minute of the day is in `timeZone`. */
function zonedInstant(date: string, minute: number, timeZone: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`) + minute * 60_000
  const guess = naive - offsetAt(naive, timeZone)
  return naive - offsetAt(guess, timeZone)
}

interface World {
  timeZone: string
  members: number
  teams: number
  competition: Omit<ScoredCompetition, 'id'>
  today: string
  joined: boolean[]
  /** Per member: their days, by offset into the window. */
  days: { member: number; day: number; steps: number; bonus: number }[]
  /** Per member: their stays, in order, as [team, start, end] with times as (day, minute) in the window. */
  stays: { member: number; team: number; start: [number, number]; end: [number, number] | null }[]
}

const dayOf = (offset: number) => addDays(WINDOW_START, offset)

const worldArbitrary = (target: number) =>
  fc
    .record({
      timeZone: fc.constantFrom(...TIME_ZONES),
      members: fc.integer({ min: 1, max: 9 }),
      teams: fc.integer({ min: 1, max: 3 }),
      start: fc.integer({ min: 2, max: 8 }),
      length: fc.integer({ min: 1, max: 8 }),
      today: fc.integer({ min: 0, max: WINDOW_DAYS - 1 }),
      participation: fc.constantFrom<Participation>('everyone', 'opt-in'),
      individualScoring: fc.constantFrom<IndividualScoring>(...individualScorings),
      prizes: fc.subarray([...individualScorings], { maxLength: 4 }),
      teamScoring: fc.constantFrom<TeamScoring>('sum', 'average'),
      seedDays: fc.array(
        fc.record({
          member: fc.nat(),
          day: fc.integer({ min: 0, max: WINDOW_DAYS - 1 }),
          // Mostly days on target, so that streaks run across moves between teams.
          steps: fc.oneof(
            { arbitrary: fc.constantFrom(target, target + 1, 20_000), weight: 3 },
            { arbitrary: fc.constantFrom(0, target - 1), weight: 1 },
            { arbitrary: fc.integer({ min: 0, max: 20_000 }), weight: 1 },
          ),
          bonus: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 })),
        }),
        { maxLength: 120 },
      ),
      seedStays: fc.array(
        fc.record({
          member: fc.nat(),
          team: fc.nat(),
          day: fc.integer({ min: 0, max: WINDOW_DAYS - 1 }),
          // Midnight, the minute before it, and any minute of the day.
          minute: fc.oneof(fc.constantFrom(0, 1439), fc.integer({ min: 0, max: 1439 })),
          leaves: fc.boolean(),
        }),
        { maxLength: 30 },
      ),
      joined: fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
    })
    .map((seed): World => {
      const unique = new Map<string, World['days'][number]>()
      for (const day of seed.seedDays) {
        const member = day.member % seed.members
        unique.set(`${member}:${day.day}`, { ...day, member })
      }
      // Each member's changes of team in time order: a change either moves them to a team or out of any.
      const stays: World['stays'] = []
      for (let member = 0; member < seed.members; member += 1) {
        const changes = seed.seedStays
          .filter((change) => change.member % seed.members === member)
          .map((change) => ({ ...change, at: change.day * 1440 + change.minute }))
          .sort((a, b) => a.at - b.at)
          .filter((change, index, all) => index === 0 || change.at !== all[index - 1]!.at)
        let open: World['stays'][number] | undefined
        for (const change of changes) {
          const when: [number, number] = [change.day, change.minute]
          if (open) open.end = when
          open = change.leaves ? undefined : { member, team: change.team % seed.teams, start: when, end: null }
          if (open) stays.push(open)
        }
      }
      return {
        timeZone: seed.timeZone,
        members: seed.members,
        teams: seed.teams,
        competition: {
          startDate: dayOf(seed.start),
          endDate: dayOf(seed.start + seed.length - 1),
          participation: seed.participation,
          individualScoring: seed.individualScoring,
          target,
          teamScoring: seed.teamScoring,
          // At most three, never the main scoring, as the contract allows.
          prizes: seed.prizes.filter((prize) => prize !== seed.individualScoring).slice(0, 3),
        },
        today: dayOf(seed.today),
        joined: seed.joined.slice(0, seed.members),
        days: [...unique.values()],
        stays,
      }
    })

interface Reference {
  users: { rank: number; userId: number; score: number; steps: number; daysOnTarget: number; streak: number }[]
  teams: { rank: number; teamId: number; score: number; members: number }[]
  prizes: { scoring: IndividualScoring; podium: { rank: number; userId: number; score: number }[] }[]
}

/**
 * The boards worked out day by day from the rules as members read them: each day of a member
 * counts for the team they were in at the last moment of that day; a team's average is its
 * members' scores divided by the members it had on an average day so far.
 */
function reference(world: World, userIds: number[], usernames: string[], teamIds: number[]): Reference {
  const { competition, timeZone } = world
  const dates: string[] = []
  for (let day = competition.startDate; day <= competition.endDate; day = addDays(day, 1)) dates.push(day)
  const lastDay = world.today < competition.endDate ? world.today : competition.endDate
  const daysSoFar = Math.max(0, daysBetween(competition.startDate, lastDay) + 1)
  const takesPart = (member: number) => competition.participation === 'everyone' || world.joined[member]
  const stepsOn = new Map(world.days.map((day) => [`${day.member}:${dayOf(day.day)}`, day]))
  const instant = ([day, minute]: [number, number]) => zonedInstant(dayOf(day), minute, timeZone)
  const teamOn = (member: number, date: string): number | null => {
    const lastMoment = zonedInstant(addDays(date, 1), 0, timeZone) - 1
    const stay = world.stays.find(
      (s) => s.member === member && instant(s.start) <= lastMoment && (s.end === null || lastMoment < instant(s.end)),
    )
    return stay ? stay.team : null
  }

  // "Most improved" measures against the higher average day of the two four-week spans before the start.
  const averageBefore = (member: number, from: number, to: number) => {
    let sum = 0
    for (let back = from; back <= to; back += 1)
      sum += stepsOn.get(`${member}:${addDays(competition.startDate, -back)}`)?.steps ?? 0
    return sum / 28
  }
  const baselineOf = (member: number) => Math.max(3_000, averageBefore(member, 1, 28), averageBefore(member, 29, 56))
  const scoreOf = (days: { steps: number; bonus: number; date: string }[], member: number, dayCount: number) => {
    const onTarget = days.filter((day) => day.steps >= competition.target).map((day) => day.date)
    let streak = 0
    let run = 0
    let previous: string | undefined
    for (const date of onTarget) {
      run = previous !== undefined && addDays(previous, 1) === date ? run + 1 : 1
      streak = Math.max(streak, run)
      previous = date
    }
    const steps = days.reduce((sum, day) => sum + day.steps, 0)
    const total = days.reduce((sum, day) => sum + day.steps + day.bonus, 0)
    const goalPercent = days.reduce((sum, day) => sum + Math.min(200, Math.floor((day.steps * 100) / 10_000)), 0)
    const baseline = baselineOf(member)
    const improved = dayCount > 0 ? Math.round(((steps / dayCount - baseline) * 100) / baseline) : 0
    const scores = { steps, 'steps+bonus': total, daysOnTarget: onTarget.length, streak, goalPercent, improved }
    return { score: scores[competition.individualScoring], scores, steps, daysOnTarget: onTarget.length, streak }
  }

  const members = [...Array(world.members).keys()].filter(takesPart)
  const daysOf = (member: number, team?: number | null) =>
    dates.flatMap((date) => {
      const day = stepsOn.get(`${member}:${date}`)
      if (!day || (team !== undefined && teamOn(member, date) !== team)) return []
      return [{ steps: day.steps, bonus: day.bonus, date }]
    })

  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const byScore = (a: { score: number; username: string; userId: number }, b: typeof a) =>
    b.score - a.score || byText(a.username, b.username) || a.userId - b.userId
  const everyone = members.map((member) => ({
    userId: userIds[member]!,
    username: usernames[member]!,
    ...scoreOf(daysOf(member), member, daysSoFar),
  }))
  const users = everyone.map(({ scores: _, ...row }) => row).sort(byScore)

  const teams = [...Array(world.teams).keys()].flatMap((team) => {
    let memberDays = 0
    let counted = 0
    let sum = 0
    for (const member of members) {
      const mine = dates.filter((date) => date <= lastDay && teamOn(member, date) === team).length
      memberDays += mine
      if (mine > 0) counted += 1
      sum += scoreOf(daysOf(member, team), member, mine).score
    }
    if (memberDays === 0) return []
    let score = sum
    if (competition.teamScoring === 'average') {
      const average = (sum * daysSoFar) / memberDays
      score = ['daysOnTarget', 'streak'].includes(competition.individualScoring)
        ? Math.round(average * 10) / 10
        : Math.round(average)
    }
    return [{ teamId: teamIds[team]!, name: `Team ${team}`, score, members: counted }]
  })
  teams.sort((a, b) => b.score - a.score || byText(a.name, b.name) || a.teamId - b.teamId)

  const ranked = <T extends { score: number }>(rows: T[]) => {
    let rank = 0
    return rows.map((row, index) => {
      if (index === 0 || row.score !== rows[index - 1]!.score) rank = index + 1
      return { ...row, rank }
    })
  }
  // A prize's podium: the first three places by its scoring, ties included, for scores above 0.
  const prizes = competition.prizes.map((scoring) => ({
    scoring,
    podium: ranked(everyone.map((row) => ({ ...row, score: row.scores[scoring] })).sort(byScore))
      .filter((row) => row.rank <= 3 && row.score > 0)
      .map((row) => ({ rank: row.rank, userId: row.userId, score: row.score })),
  }))
  return {
    users: ranked(users).map(({ username: _, ...row }) => row),
    teams: ranked(teams).map(({ name: _, ...row }) => row),
    prizes,
  }
}

describe('competition scoring against a day-by-day reference', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function build(world: World) {
    await t.db.execute(sql`delete from competitions`)
    await t.db.execute(sql`delete from teams`)
    await t.db.execute(sql`delete from users`)
    const members = await addMembers(t.db, world.members)
    const userIds = members.map((member) => member.user.id)
    const teamIds: number[] = []
    for (let team = 0; team < world.teams; team += 1) {
      const result = await t.db.execute(
        sql`insert into teams (name, leader_id) values (${`Team ${team}`}, ${userIds[0]}) returning id`,
      )
      teamIds.push((result as unknown as { rows: { id: number }[] }).rows[0]!.id)
    }
    const at = ([day, minute]: [number, number]) =>
      new Date(zonedInstant(dayOf(day), minute, world.timeZone)).toISOString()
    if (world.days.length > 0)
      await t.db.execute(sql`
        insert into day_scores (user_id, day, steps, bonus, total) values ${sql.join(
          world.days.map(
            (day) =>
              sql`(${userIds[day.member]}, ${dayOf(day.day)}::date, ${day.steps}, ${day.bonus}, ${day.steps + day.bonus})`,
          ),
          sql`, `,
        )}`)
    if (world.stays.length > 0)
      await t.db.execute(sql`
        insert into team_memberships (user_id, team_id, started_at, ended_at) values ${sql.join(
          world.stays.map(
            (stay) =>
              sql`(${userIds[stay.member]}, ${teamIds[stay.team]}, ${at(stay.start)}::timestamptz,
                   ${stay.end ? at(stay.end) : null}::timestamptz)`,
          ),
          sql`, `,
        )}`)
    const { competition } = world
    const inserted = await t.db.execute(sql`
      insert into competitions
        (name, start_date, end_date, grace_hours, participation, individual_scoring, target, team_scoring, prizes)
      values ('Generated', ${competition.startDate}, ${competition.endDate}, 0, ${competition.participation},
              ${competition.individualScoring}, ${competition.target}, ${competition.teamScoring},
              ${sql.param([...competition.prizes])}::text[])
      returning id`)
    const id = (inserted as unknown as { rows: { id: number }[] }).rows[0]!.id
    const joined = userIds.filter((_, member) => world.joined[member])
    if (joined.length > 0)
      await t.db.execute(sql`
        insert into competition_participants (competition_id, user_id)
        select ${id}, unnest(${sql.param(joined)}::int[])`)
    return { id, userIds, usernames: members.map((member) => member.user.username), teamIds }
  }

  it('ranks members, teams and prize podiums as the reference does, for every scoring mode, and freezes them unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary(8000), async (world) => {
        const { id, userIds, usernames, teamIds } = await build(world)
        const scored = { ...world.competition, id }
        const standings = await liveStandings(t.db, scored, { timeZone: world.timeZone, today: world.today })
        const expected = reference(world, userIds, usernames, teamIds)
        expect(
          standings.users.map((row) => ({
            rank: row.rank,
            userId: row.user.id,
            score: row.score,
            steps: row.steps,
            daysOnTarget: row.daysOnTarget,
            streak: row.streak,
          })),
        ).toEqual(expected.users)
        expect(standings.teams.map(({ teamName: _, ...row }) => row)).toEqual(expected.teams)
        expect(
          standings.prizes.map(({ scoring, podium }) => ({
            scoring,
            podium: podium.map((place) => ({ rank: place.rank, userId: place.user.id, score: place.score })),
          })),
        ).toEqual(expected.prizes)

        await writeFrozenStandings(t.db, id, standings)
        const frozen = await frozenStandings(t.db, id)
        expect(frozen.users).toEqual(standings.users)
        expect(frozen.teams).toEqual(standings.teams)
        expect(frozen.teamOf).toEqual(standings.teamOf)
        expect(frozen.prizes).toEqual(standings.prizes)
      }),
      { numRuns: 50 },
    )
  }, 120_000)
})
