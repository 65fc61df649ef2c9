import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { activityEntries, competitions, dayRequests, friendRequests } from '../../src/db/schema/index.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addInvite, addMember, addMembers, addTeam, befriend, type Member } from '../helpers/members.ts'

const ROLES = ['guest', 'member', 'otherTeamMember', 'teamMember', 'leader', 'admin'] as const
type Role = (typeof ROLES)[number]

/**
 * One world per cell, so a request that changes state cannot affect the next one: team T
 * (leader + member), team O (leader + member, whose member plays "member of another team"),
 * a member without a team, an admin in no team, and the people the calls point at.
 */
async function buildWorld(t: TestApp) {
  const [leader, teamMember, otherLeader, otherTeamMember, member, outsider, requester, stranger] = await addMembers(
    t.db,
    8,
  )
  const admin = await addMember(t.db, { admin: true })
  const team = await addTeam(t.db, leader!.user, [teamMember!.user])
  await addTeam(t.db, otherLeader!.user, [otherTeamMember!.user])
  // The outsider has no team and is everyone's friend: the one to invite and to unfriend.
  for (const friend of [leader!, teamMember!, otherTeamMember!, member!, admin]) {
    await befriend(t.db, outsider!.user.id, friend.user.id)
  }
  const [friendRequest] = await t.db
    .insert(friendRequests)
    .values({ senderId: requester!.user.id, receiverId: leader!.user.id })
    .returning()
  const invite = await addInvite(t.db, team.id, leader!.user.id, member!.user.id)
  const today = todayIn('UTC')
  // A flagged day to review, and the activity converter on with one entry of the member's.
  await t.db.execute(sql`
    insert into day_scores (user_id, day, manual_steps, steps, total, flags)
    values (${outsider!.user.id}, ${today}, 30000, 20000, 20000, '{cap}')
  `)
  await t.db.execute(sql`update app_settings set activity_enabled = true`)
  const [activity] = await t.db
    .insert(activityEntries)
    .values({ userId: member!.user.id, day: today, activity: 'yoga', intensity: 'light', minutes: 10, steps: 400 })
    .returning()
  const [dayRequest] = await t.db
    .insert(dayRequests)
    .values({ userId: member!.user.id, day: today, note: 'My watch was off' })
    .returning()
  const [competition] = await t.db
    .insert(competitions)
    .values({
      name: 'Open walk',
      startDate: addDays(today, -1),
      endDate: addDays(today, 7),
      graceHours: 72,
      participation: 'opt-in',
      individualScoring: 'steps',
      target: 10_000,
      teamScoring: 'average',
    })
    .returning()
  const actors: Record<Exclude<Role, 'guest'>, Member> = {
    member: member!,
    otherTeamMember: otherTeamMember!,
    teamMember: teamMember!,
    leader: leader!,
    admin,
  }
  return {
    actors,
    team,
    teamMember: teamMember!,
    outsider: outsider!,
    stranger: stranger!,
    friendRequest: friendRequest!,
    invite,
    competition: competition!,
    activity: activity!,
    dayRequest: dayRequest!,
    today,
  }
}
type World = Awaited<ReturnType<typeof buildWorld>>

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The route as registered. */
  route: string
  url: (w: World) => string
  body?: (w: World) => unknown
  /** Expected status for guest, member, member of another team, team member, leader, admin. */
  expect: [number, number, number, number, number, number]
}

let teamNames = 0
const MATRIX: Row[] = [
  { method: 'GET', route: '/api/users', url: () => '/api/users', expect: [401, 200, 200, 200, 200, 200] },
  {
    method: 'GET',
    route: '/api/users/me/friends',
    url: () => '/api/users/me/friends',
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/users/me/requests',
    url: () => '/api/users/me/requests',
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/users/:id/friends',
    url: (w) => `/api/users/${w.stranger.user.id}/friends`,
    expect: [401, 201, 201, 201, 201, 201],
  },
  {
    // Shown to every signed-in member until the member chooses otherwise.
    method: 'GET',
    route: '/api/users/:id/achievements',
    url: (w) => `/api/users/${w.stranger.user.id}/achievements`,
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    // Not earned by the member: there is no card to draw.
    method: 'GET',
    route: '/api/users/:id/achievements/:key/card.png',
    url: (w) => `/api/users/${w.stranger.user.id}/achievements/streak-7/card.png`,
    expect: [401, 404, 404, 404, 404, 404],
  },
  {
    method: 'PATCH',
    route: '/api/users/friends/:id',
    url: (w) => `/api/users/friends/${w.friendRequest.id}`,
    body: () => ({ status: 'ACCEPTED' }),
    expect: [401, 404, 404, 404, 200, 404],
  },
  {
    method: 'DELETE',
    route: '/api/users/me/friends/:userId',
    url: (w) => `/api/users/me/friends/${w.outsider.user.id}`,
    expect: [401, 204, 204, 204, 204, 204],
  },
  {
    method: 'GET',
    route: '/api/me/friends/:userId',
    url: (w) => `/api/me/friends/${w.teamMember.user.id}`,
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/teams/config',
    url: () => '/api/teams/config',
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/teams/config',
    url: () => '/api/teams/config',
    body: () => ({ maxTeamMembers: 10 }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  { method: 'GET', route: '/api/teams/me', url: () => '/api/teams/me', expect: [401, 204, 200, 200, 200, 204] },
  {
    method: 'GET',
    route: '/api/teams/invites/me',
    url: () => '/api/teams/invites/me',
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/teams',
    url: () => '/api/teams',
    body: () => ({ name: `Matrix team ${(teamNames += 1)}` }),
    expect: [401, 201, 409, 409, 409, 201],
  },
  {
    method: 'POST',
    route: '/api/teams/:id/invite/:userId',
    url: (w) => `/api/teams/${w.team.id}/invite/${w.outsider.user.id}`,
    expect: [401, 403, 403, 403, 201, 201],
  },
  {
    method: 'POST',
    route: '/api/teams/invites/:inviteId/accept',
    url: (w) => `/api/teams/invites/${w.invite.id}/accept`,
    expect: [401, 200, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/teams/invites/:inviteId/reject',
    url: (w) => `/api/teams/invites/${w.invite.id}/reject`,
    expect: [401, 204, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/teams/:id',
    url: (w) => `/api/teams/${w.team.id}`,
    expect: [401, 403, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/teams/:id/invites',
    url: (w) => `/api/teams/${w.team.id}/invites`,
    expect: [401, 403, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/teams/:id/transfer-leader/:userId',
    url: (w) => `/api/teams/${w.team.id}/transfer-leader/${w.teamMember.user.id}`,
    expect: [401, 403, 403, 403, 200, 200],
  },
  {
    method: 'DELETE',
    route: '/api/teams/:id/remove/:userId',
    url: (w) => `/api/teams/${w.team.id}/remove/${w.teamMember.user.id}`,
    // The team member removing themself is leaving, which every member may do.
    expect: [401, 403, 403, 200, 200, 200],
  },
  {
    method: 'DELETE',
    route: '/api/teams/:id',
    url: (w) => `/api/teams/${w.team.id}`,
    expect: [401, 403, 403, 403, 204, 204],
  },
  { method: 'GET', route: '/api/admin/teams', url: () => '/api/admin/teams', expect: [401, 403, 403, 403, 403, 200] },
  {
    method: 'DELETE',
    route: '/api/admin/teams/:id',
    url: (w) => `/api/admin/teams/${w.team.id}`,
    expect: [401, 403, 403, 403, 403, 204],
  },
  {
    method: 'GET',
    route: '/api/admin/members',
    url: () => '/api/admin/members',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/members/:id',
    url: (w) => `/api/admin/members/${w.stranger.user.id}`,
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/members/:id/deactivate',
    url: (w) => `/api/admin/members/${w.stranger.user.id}/deactivate`,
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/members/:id/reactivate',
    url: (w) => `/api/admin/members/${w.stranger.user.id}/reactivate`,
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    route: '/api/admin/members/:id/role',
    url: (w) => `/api/admin/members/${w.stranger.user.id}/role`,
    body: () => ({ admin: true }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/members/:id/password-reset',
    url: (w) => `/api/admin/members/${w.stranger.user.id}/password-reset`,
    expect: [401, 403, 403, 403, 403, 202],
  },
  { method: 'GET', route: '/api/competitions', url: () => '/api/competitions', expect: [401, 200, 200, 200, 200, 200] },
  {
    method: 'POST',
    route: '/api/competitions',
    url: () => '/api/competitions',
    body: () => ({
      name: 'New walk',
      startDate: '2026-01-05',
      endDate: '2026-01-06',
      scoring: { individual: 'steps', team: 'sum' },
    }),
    expect: [401, 403, 403, 403, 403, 201],
  },
  {
    method: 'GET',
    route: '/api/competitions/:id',
    url: (w) => `/api/competitions/${w.competition.id}`,
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    route: '/api/competitions/:id',
    url: (w) => `/api/competitions/${w.competition.id}`,
    body: () => ({ name: 'Renamed walk' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/competitions/:id',
    url: (w) => `/api/competitions/${w.competition.id}`,
    expect: [401, 403, 403, 403, 403, 204],
  },
  {
    method: 'POST',
    route: '/api/competitions/:id/participants/me',
    url: (w) => `/api/competitions/${w.competition.id}/participants/me`,
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'DELETE',
    route: '/api/competitions/:id/participants/me',
    url: (w) => `/api/competitions/${w.competition.id}/participants/me`,
    expect: [401, 204, 204, 204, 204, 204],
  },
  {
    method: 'GET',
    route: '/api/competitions/:id/board',
    url: (w) => `/api/competitions/${w.competition.id}/board`,
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/competitions/:id/teams',
    url: (w) => `/api/competitions/${w.competition.id}/teams`,
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/competitions/:id/prizes',
    url: (w) => `/api/competitions/${w.competition.id}/prizes`,
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/competitions/:id/export.csv',
    url: (w) => `/api/competitions/${w.competition.id}/export.csv`,
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/me/competitions',
    url: () => '/api/me/competitions',
    expect: [401, 200, 200, 200, 200, 200],
  },
  { method: 'GET', route: '/api/fair-play', url: () => '/api/fair-play', expect: [401, 200, 200, 200, 200, 200] },
  {
    method: 'PUT',
    route: '/api/admin/fair-play',
    url: () => '/api/admin/fair-play',
    body: () => ({ holdFlaggedDays: true }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  { method: 'GET', route: '/api/admin/review', url: () => '/api/admin/review', expect: [401, 403, 403, 403, 403, 200] },
  {
    method: 'POST',
    route: '/api/admin/review/:userId/:date',
    url: (w) => `/api/admin/review/${w.outsider.user.id}/${w.today}`,
    body: () => ({ decision: 'approve' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/review/:userId',
    url: (w) => `/api/admin/review/${w.outsider.user.id}`,
    body: (w) => ({ decision: 'void', reason: 'Not walked', dates: [w.today] }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/members/:id/days',
    url: (w) => `/api/admin/members/${w.outsider.user.id}/days`,
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/reports/members.csv',
    url: () => '/api/admin/reports/members.csv',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/reports/days.csv',
    url: (w) => `/api/admin/reports/days.csv?from=${w.today}&to=${w.today}`,
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/reports/teams.csv',
    url: () => '/api/admin/reports/teams.csv',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    route: '/api/admin/members/:id/days/:date',
    url: (w) => `/api/admin/members/${w.outsider.user.id}/days/${w.today}`,
    body: () => ({ steps: 1234, reason: 'Counted twice' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/members/:id/days/:date/undo',
    url: (w) => `/api/admin/members/${w.outsider.user.id}/days/${w.today}/undo`,
    body: () => ({ decision: 'correct' }),
    // The admin has decided nothing on the day: nothing to undo.
    expect: [401, 403, 403, 403, 403, 409],
  },
  { method: 'GET', route: '/api/day-requests', url: () => '/api/day-requests', expect: [401, 200, 200, 200, 200, 200] },
  {
    method: 'POST',
    route: '/api/day-requests',
    url: () => '/api/day-requests',
    body: (w) => ({ date: addDays(w.today, -1), note: 'Forgot my phone' }),
    expect: [401, 201, 201, 201, 201, 201],
  },
  {
    method: 'DELETE',
    route: '/api/day-requests/:id',
    url: (w) => `/api/day-requests/${w.dayRequest.id}`,
    expect: [401, 204, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/admin/day-requests',
    url: () => '/api/admin/day-requests',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/day-requests/:id/dismiss',
    url: (w) => `/api/admin/day-requests/${w.dayRequest.id}/dismiss`,
    body: () => ({}),
    expect: [401, 403, 403, 403, 403, 200],
  },
  { method: 'GET', route: '/api/activities', url: () => '/api/activities', expect: [401, 200, 200, 200, 200, 200] },
  {
    method: 'POST',
    route: '/api/activities',
    url: () => '/api/activities',
    body: (w) => ({ date: w.today, activity: 'cycling', intensity: 'moderate', minutes: 30 }),
    expect: [401, 201, 201, 201, 201, 201],
  },
  {
    method: 'DELETE',
    route: '/api/activities/:id',
    url: (w) => `/api/activities/${w.activity.id}`,
    expect: [401, 204, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/admin/audit',
    url: () => '/api/admin/audit',
    expect: [401, 403, 403, 403, 403, 200],
  },
  { method: 'GET', route: '/api/me/audit', url: () => '/api/me/audit', expect: [401, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/me/export', url: () => '/api/me/export', expect: [401, 200, 200, 200, 200, 200] },
  {
    method: 'DELETE',
    route: '/api/me',
    url: () => '/api/me',
    body: () => ({ currentPassword: 'not their password' }),
    expect: [401, 403, 403, 403, 403, 403],
  },
]

const PREFIXES = [
  '/api/users',
  '/api/me/friends',
  '/api/teams',
  '/api/admin/teams',
  '/api/competitions',
  '/api/me/competitions',
  '/api/fair-play',
  '/api/admin/fair-play',
  '/api/admin/review',
  '/api/admin/members',
  '/api/activities',
  '/api/day-requests',
  '/api/admin/day-requests',
  '/api/admin/audit',
  '/api/admin/reports',
  '/api/me/audit',
  '/api/me/export',
]
/** Routes checked here whose path is the prefix of many others checked elsewhere. */
const EXACT_ROUTES = ['DELETE /api/me']

/** Every method and full path in the app's route tree (`printRoutes`), HEAD left out. */
function registeredRoutes(tree: string) {
  const found: string[] = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = (match[1]!.length + 4) / 4 - 1
    stack.length = depth
    const path = (stack[depth - 1] ?? '') + match[2]
    stack[depth] = path
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') found.push(`${method} ${path}`)
    }
  }
  return found
}

describe('access to friends, teams, competitions, fair-play, audit trail and member management endpoints', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('has a row for every friends, teams, competitions, fair-play, audit trail and member management route the app registers', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => PREFIXES.some((prefix) => route.split(' ')[1]!.startsWith(prefix)) || EXACT_ROUTES.includes(route),
    )
    expect(routes.length).toBeGreaterThan(15)
    const covered = new Set(MATRIX.map((row) => `${row.method} ${row.route}`))
    expect(routes.filter((route) => !covered.has(route))).toEqual([])
    expect([...covered].filter((route) => !routes.includes(route))).toEqual([])
  })

  for (const row of MATRIX) {
    it(`${row.method} ${row.route}`, async () => {
      const answers: Record<string, number> = {}
      for (const role of ROLES) {
        const world = await buildWorld(t)
        const response = await t.request(row.method, row.url(world), {
          ...(role === 'guest' ? {} : { cookie: world.actors[role].cookie }),
          ...(row.body ? { body: row.body(world) } : {}),
        })
        answers[role] = response.status
      }
      expect(answers).toEqual(Object.fromEntries(ROLES.map((role, index) => [role, row.expect[index]])))
    })
  }
})
