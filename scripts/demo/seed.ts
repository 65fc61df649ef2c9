import fs from 'node:fs/promises'
import { count, sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/db/client.ts'
import { challengeCompletions, users, type UserRow } from '../../apps/server/src/db/schema/index.ts'
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts'
import {
  createChallenge,
  judgeCompletion,
  submitProof,
} from '../../apps/server/src/modules/challenges/challenges.service.ts'
import {
  competitionsContext,
  createCompetition,
  setParticipation,
} from '../../apps/server/src/modules/competitions/competitions.service.ts'
import { answerFriendRequest, sendFriendRequest } from '../../apps/server/src/modules/friends/friends.service.ts'
import { Scores, type StepsEntry } from '../../apps/server/src/modules/scores/index.ts'
import { addDays, todayIn } from '../../apps/server/src/lib/days.ts'
import { recordActivity } from '../../apps/server/src/modules/fair-play/activities.service.ts'
import { correctDay } from '../../apps/server/src/modules/fair-play/corrections.service.ts'
import { reviewDays } from '../../apps/server/src/modules/fair-play/review.service.ts'
import { updateSettings } from '../../apps/server/src/modules/settings/settings.service.ts'
import { acceptTeamInvite, createTeam, inviteToTeam } from '../../apps/server/src/modules/teams/teams.service.ts'
import { createAvatar, createProofPhoto } from './images.ts'
import { ADMIN_NAME, CHALLENGES, MEMBER_NAMES, TEAM_NAMES, TEAM_SIZES, emailOf } from './people.ts'
import { seededRandom, type Random } from './random.ts'
import { inTransaction } from '../../apps/server/src/db/transaction.ts'

export const DEMO_PASSWORD = 'stepup-demo'
export const DEMO_DAYS = 120
export const DEMO_COMMUNITY_URL = 'https://community.example.com/stepup-demo'

export interface DemoLogin {
  role: string
  username: string
  email: string
  password: string
}

export interface DemoSeedOptions {
  uploadsDir: string
  /** The server's time zone: day rows and proof dates are calendar dates in it. */
  timeZone: string
  now?: Date
  seed?: number
  /** Told when each part is done, with the seconds it took. */
  onProgress?: (message: string) => void
}

const DAY_MS = 24 * 60 * 60 * 1000

/** True when no account exists yet: the demo fills only an empty database. */
export async function isEmptyDatabase(db: Db) {
  const [row] = await db.select({ users: count() }).from(users)
  return row!.users === 0
}

/**
 * Fills an empty database with a believable community through the product's own services, so
 * every rule (team limits, friendships before invites, bonus following judgments, totals kept
 * with day rows) holds exactly as it would after months of real use.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<{ logins: DemoLogin[] }> {
  if (!(await isEmptyDatabase(db))) throw new Error('The demo fills only an empty database')
  const random = seededRandom(options.seed ?? 2026)
  const now = options.now ?? new Date()
  const today = todayIn(options.timeZone, now)
  await fs.mkdir(options.uploadsDir, { recursive: true })

  let started = performance.now()
  const done = (message: string) => {
    options.onProgress?.(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
    started = performance.now()
  }

  await updateSettings(db, { moneyPer100Steps: 0.05, maxTeamMembers: 8, communityUrl: DEMO_COMMUNITY_URL })
  const { admin, members } = await createPeople(db, options.uploadsDir, random)
  done(`${members.length + 1} people with avatars`)
  const teamLeaders = await createTeams(db, admin, members, random)
  // The teams were formed before the history written below begins, so competitions count every
  // one of its days for them.
  await db.execute(sql`update team_memberships set started_at = '-infinity'`)
  done(`${TEAM_NAMES.length} teams`)
  await createFriendships(db, members, random)
  done('friendships and open requests')
  // Writes before the server starts: no board is cached yet, and problems surface on the console.
  const scores = new Scores(db, console)
  await recordStepHistory(db, scores, members, today, random)
  done(`${DEMO_DAYS} days of steps`)
  await runChallenges(db, scores, {
    admin,
    members,
    now,
    timeZone: options.timeZone,
    uploadsDir: options.uploadsDir,
    random,
  })
  done(`${CHALLENGES.length} challenges with photo proofs`)
  await runCompetitions(db, scores, { admin, members, now, timeZone: options.timeZone, random })
  done(`${COMPETITIONS.length} competitions`)
  await runFairPlay(db, scores, { admin, members, today })
  done('flagged days, a decision, a correction and activities')

  const [leader] = teamLeaders
  const loner = members.find((member) => member.teamId === null && member.id !== admin.id)!
  const teamMember = members.find((member) => member.teamId !== null && !teamLeaders.includes(member))!
  return {
    logins: [
      { role: 'admin', username: admin.username, email: admin.email, password: DEMO_PASSWORD },
      { role: 'team leader', username: leader!.username, email: leader!.email, password: DEMO_PASSWORD },
      { role: 'team member', username: teamMember.username, email: teamMember.email, password: DEMO_PASSWORD },
      { role: 'member without a team', username: loner.username, email: loner.email, password: DEMO_PASSWORD },
    ],
  }
}

async function createPeople(db: Db, uploadsDir: string, random: Random) {
  // One hash for everyone: hashing 60 passwords would take most of the seeding time.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const names = [ADMIN_NAME, ...MEMBER_NAMES]
  const avatars = await Promise.all(
    names.map((name, index) =>
      // A few members never set a picture and show their initials.
      index % 13 === 7 ? null : createAvatar(uploadsDir, name, seededRandom(index + 1)),
    ),
  )
  const rows = await db
    .insert(users)
    .values(
      names.map((name, index) => ({
        username: name,
        email: emailOf(name),
        passwordHash,
        isAdmin: index === 0,
        avatarUrl: avatars[index],
        phoneNumber: random.chance(0.7) ? `+1 555 01${String(index).padStart(2, '0')}` : null,
        sensorUserId: index === 0 ? null : `band-${1000 + index}`,
      })),
    )
    .returning()
  const [admin, ...members] = rows
  return { admin: admin!, members }
}

/** Leaders befriend their members first: only friends can be invited. */
async function createTeams(db: Db, admin: UserRow, members: UserRow[], random: Random) {
  const pool = random.shuffle(members)
  const leaders: UserRow[] = []
  let next = 0
  for (const [index, name] of TEAM_NAMES.entries()) {
    const teamMembers = pool.slice(next, next + TEAM_SIZES[index]!)
    next += TEAM_SIZES[index]!
    const [leader, ...rest] = teamMembers
    const team = await createTeam(db, leader!.id, name)
    leader!.teamId = team.id
    leaders.push(leader!)
    for (const member of rest) {
      const { request } = await sendFriendRequest(db, leader!.id, member.id)
      await answerFriendRequest(db, member.id, request.id, 'ACCEPTED')
      const invite = await inviteToTeam(db, leader!, team.id, member.id)
      await acceptTeamInvite(db, member.id, invite.id)
      member.teamId = team.id
    }
  }
  // Members still without a team have an open invite or two waiting, from a team with room.
  const withoutTeam = pool.slice(next)
  for (const [index, member] of withoutTeam.slice(0, 3).entries()) {
    await inviteToTeam(db, admin, leaders[TEAM_NAMES.length - 1 - index]!.teamId!, member.id)
  }
  return leaders
}

/** Friends across teams, with some requests still waiting for an answer and a few turned down. */
async function createFriendships(db: Db, members: UserRow[], random: Random) {
  for (const member of members) {
    for (let i = 0; i < 2; i += 1) {
      const other = random.pick(members)
      if (other.id === member.id) continue
      try {
        const { request, created } = await sendFriendRequest(db, member.id, other.id)
        if (!created) continue
        const answer = random.next()
        if (answer < 0.65) await answerFriendRequest(db, other.id, request.id, 'ACCEPTED')
        else if (answer < 0.75) await answerFriendRequest(db, other.id, request.id, 'REJECTED')
        // else: left pending, so the friends page has requests to answer
      } catch {
        // Already friends or already asked: a real person would simply not ask again.
      }
    }
  }
}

/**
 * 120 days of steps with a weekly rhythm: each member has their own level, weekends differ from
 * weekdays (long Saturday walks, quiet Sundays), activity drifts up over the weeks, and there are
 * gaps (a forgotten band, a holiday). Today has only part of a day's steps.
 */
async function recordStepHistory(db: Db, scores: Scores, members: UserRow[], today: string, random: Random) {
  const entries: StepsEntry[] = []
  for (const member of members) {
    const level = 3500 + Math.round(random.next() ** 1.6 * 11_000)
    const saturday = 0.9 + random.next() * 0.6
    const sunday = 0.6 + random.next() * 0.4
    const joinedDaysAgo = random.chance(0.15) ? random.int(20, 90) : DEMO_DAYS - 1
    // Holidays lie in the past; the last days are complete, as a fresh sync would leave them.
    const holidayStart = random.chance(0.25) ? random.int(12, 100) : -1
    const holidayDays = random.int(3, 8)
    for (let ago = joinedDaysAgo; ago >= 0; ago -= 1) {
      if (holidayStart >= 0 && ago <= holidayStart && ago > holidayStart - holidayDays) continue
      if (ago > 2 && random.chance(0.04)) continue
      const date = addDays(today, -ago)
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
      const rhythm = weekday === 6 ? saturday : weekday === 0 ? sunday : 1
      const trend = 1 + ((DEMO_DAYS - ago) / DEMO_DAYS) * 0.15
      const noise = 0.7 + random.next() * 0.6
      const partOfDay = ago === 0 ? 0.55 : 1
      const steps = Math.round(level * rhythm * trend * noise * partOfDay)
      entries.push({ userId: member.id, date, steps: Math.min(steps, 100_000) })
    }
  }
  // A day at a time, oldest first, as syncs bring them: each day's outlier rule compares it with
  // the days already there.
  const byDate = new Map<string, StepsEntry[]>()
  for (const entry of entries) {
    const day = byDate.get(entry.date) ?? []
    day.push(entry)
    byDate.set(entry.date, day)
  }
  for (const date of [...byDate.keys()].sort()) {
    await inTransaction(db, (tx) => scores.recordSteps(tx, 'wearable', byDate.get(date)!))
  }
}

/**
 * What an organiser finds on their desk: members who typed round or repeated counts this week, a
 * phone on a drawer-shaker, one day voided with its reason, one day corrected, and members who
 * count cycling and wheelchair pushing through the activity converter.
 */
async function runFairPlay(db: Db, scores: Scores, options: { admin: UserRow; members: UserRow[]; today: string }) {
  const { admin, members, today } = options
  const [typist, repeater, shaker, voided, corrected, cyclist, pusher] = members.slice(-7)
  // Days the watch stayed at home: no sync, and the member typed a count instead.
  const typed = async (member: UserRow, back: number, steps: number) => {
    const day = { userId: member.id, date: addDays(today, -back) }
    await inTransaction(db, async (tx) => {
      await scores.recordSteps(tx, 'wearable', [{ ...day, steps: null }])
      await scores.recordSteps(tx, 'manual', [{ ...day, steps }])
    })
  }
  await typed(typist!, 2, 25_000)
  for (const back of [5, 4, 3]) await typed(repeater!, back, 12_345)
  await inTransaction(db, (tx) =>
    scores.recordSteps(tx, 'wearable', [{ userId: shaker!.id, date: addDays(today, -1), steps: 91_000 }]),
  )
  await typed(voided!, 6, 30_000)
  await reviewDays(db, scores, {
    actorId: admin.id,
    userId: voided!.id,
    dates: [addDays(today, -6)],
    decision: 'void',
    reason: 'Typed twice: the watch already counted this walk.',
  })
  await correctDay(db, scores, {
    actorId: admin.id,
    userId: corrected!.id,
    date: addDays(today, -3),
    today,
    steps: 11_200,
    reason: 'The watch missed the charity walk: 11,200 steps by the route map.',
  })
  await updateSettings(db, { activityEnabled: true })
  for (const [member, activity, minutes] of [
    [cyclist!, 'cycling', 45],
    [pusher!, 'wheelchair', 40],
    [pusher!, 'swimming', 30],
  ] as const) {
    await recordActivity(db, scores, {
      userId: member.id,
      date: addDays(today, -1),
      activity,
      intensity: 'moderate',
      minutes,
      today,
    })
  }
}

/** A final, two running and an upcoming competition, relative to today. */
const COMPETITIONS = [
  {
    name: 'Summer step-off',
    description: 'Four weeks, every member, teams by their average per member.',
    days: [-75, -48],
    participation: 'everyone',
    scoring: { individual: 'steps', target: 10_000, team: 'average' },
    prizes: ['daysOnTarget', 'improved'],
  },
  {
    name: 'Autumn team challenge',
    description: 'Every step counts for your team. Small teams are scored by their average, so they can win too.',
    days: [-20, 8],
    participation: 'everyone',
    scoring: { individual: 'steps', target: 10_000, team: 'average' },
    prizes: ['daysOnTarget', 'streak', 'improved'],
  },
  {
    name: 'Ten-thousand streak',
    description: 'How many days in a row can you reach 10,000 steps? Join to take part.',
    days: [-10, 18],
    participation: 'opt-in',
    scoring: { individual: 'streak', target: 10_000, team: 'sum' },
    prizes: [],
  },
  {
    name: 'Winter walk',
    description: 'Days with at least 8,000 steps count. Starts soon: join now.',
    days: [12, 40],
    participation: 'opt-in',
    scoring: { individual: 'daysOnTarget', target: 8000, team: 'sum' },
    prizes: [],
  },
] as const

/** The competitions, through the service; about half the members join the opt-in ones. */
async function runCompetitions(
  db: Db,
  scores: Scores,
  context: { admin: UserRow; members: UserRow[]; now: Date; timeZone: string; random: Random },
) {
  const { admin, members, now, timeZone, random } = context
  const ctx = competitionsContext(db, scores, timeZone)
  const today = todayIn(timeZone, now)
  for (const spec of COMPETITIONS) {
    const competition = await createCompetition(
      ctx,
      {
        name: spec.name,
        description: spec.description,
        startDate: addDays(today, spec.days[0]),
        endDate: addDays(today, spec.days[1]),
        graceHours: 72,
        participation: spec.participation,
        scoring: spec.scoring,
        prizes: [...spec.prizes],
      },
      admin.id,
      now,
    )
    if (spec.participation !== 'opt-in') continue
    for (const member of [admin, ...members])
      if (random.chance(0.5)) await setParticipation(ctx, competition.id, member.id, true, now)
  }
}

/**
 * Six challenges, four over and two running, with photo proofs submitted during each one and
 * judged by the admin: mostly approved, some rejected (a few then resubmitted), and some still
 * pending. Judging goes through the service, so the bonus follows every approval.
 */
async function runChallenges(
  db: Db,
  scores: Scores,
  context: { admin: UserRow; members: UserRow[]; now: Date; timeZone: string; uploadsDir: string; random: Random },
) {
  const { admin, members, now, timeZone, uploadsDir, random } = context
  for (const spec of CHALLENGES) {
    const start = new Date(now.getTime() + spec.startDay * DAY_MS)
    start.setUTCHours(6, 0, 0, 0)
    const end = new Date(start.getTime() + spec.days * DAY_MS)
    const challenge = await createChallenge(
      db,
      { name: spec.name, startDate: start.toISOString(), endDate: end.toISOString(), points: spec.points },
      admin.id,
    )
    const running = end.getTime() > now.getTime()
    const lastMoment = Math.min(end.getTime(), now.getTime()) - 60_000
    const participants = random.shuffle(members).slice(0, random.int(running ? 9 : 12, running ? 14 : 20))
    const submissions = participants.map((member) => ({
      member,
      at: new Date(start.getTime() + random.next() * (lastMoment - start.getTime())),
    }))
    submissions.sort((a, b) => a.at.getTime() - b.at.getTime())
    // Photos are drawn side by side; the proofs are then submitted in time order.
    const photos = await Promise.all(
      submissions.map((_, index) =>
        createProofPhoto(uploadsDir, spec.name, random.int(6000, 21_000), seededRandom(challenge.id * 100 + index)),
      ),
    )
    for (const [index, { member, at }] of submissions.entries()) {
      const photo = photos[index]!
      const proof = await submitProof(db, {
        challengeId: challenge.id,
        userId: member.id,
        imageUrl: photo,
        now: at,
        timeZone,
      })
      const outcome = random.next()
      const pendingShare = running ? 0.45 : 0.1
      if (outcome < pendingShare) continue
      const judge = (completionId: number, status: 'approved' | 'rejected') =>
        judgeCompletion(db, scores, { challengeId: challenge.id, completionId, status, judgedBy: admin.id })
      if (outcome < pendingShare + 0.17) {
        await judge(proof.id, 'rejected')
        // Some try again with a better photo, a little later.
        const retryAt = new Date(at.getTime() + random.int(2, 20) * 60 * 60 * 1000)
        if (random.chance(0.5) && retryAt.getTime() < lastMoment) {
          const retryPhoto = await createProofPhoto(uploadsDir, spec.name, random.int(9000, 22_000), random)
          const retry = await submitProof(db, {
            challengeId: challenge.id,
            userId: member.id,
            imageUrl: retryPhoto,
            now: retryAt,
            timeZone,
          })
          if (!running || random.chance(0.5)) await judge(retry.id, 'approved')
        }
        continue
      }
      await judge(proof.id, 'approved')
    }
  }
}

/** Counts for the start-up message and the tests. */
export async function demoCounts(db: Db) {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from teams) as teams,
      (select count(*)::int from friendships) as friendships,
      (select count(*)::int from day_scores) as day_rows,
      (select count(*)::int from challenges) as challenges,
      (select count(*)::int from competitions) as competitions
  `)) as unknown as {
    rows: {
      users: number
      teams: number
      friendships: number
      day_rows: number
      challenges: number
      competitions: number
    }[]
  }
  const statuses = await db
    .select({ status: challengeCompletions.status, count: count() })
    .from(challengeCompletions)
    .groupBy(challengeCompletions.status)
  const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.count]))
  return { ...result.rows[0]!, proofs: byStatus as Partial<Record<'pending' | 'approved' | 'rejected', number>> }
}
