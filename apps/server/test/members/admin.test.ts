import fs from 'node:fs'
import path from 'node:path'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, sessions, users } from '../../src/db/schema/index.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { TEST_ORIGIN, createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, httpCall, type Member } from '../helpers/members.ts'
import { makeTeam } from '../helpers/scores-fixtures.ts'
import { inTransaction } from '../../src/db/transaction.ts'

type SignedUp = Awaited<ReturnType<TestApp['signUp']>>

const PASSWORD = 'correct horse'

/** Leaves `keep` as the only admins who can sign in: every other admin loses the role. */
async function onlyAdmins(t: TestApp, keep: number[]) {
  const admins = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deactivatedAt)))
  for (const { id } of admins)
    if (!keep.includes(id)) await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, id))
}

async function auditOf(t: TestApp, subjectId: number) {
  return t.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(asc(auditLog.id))
}

describe('member management', () => {
  let t: TestApp
  let admin: SignedUp

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ username: 'Organiser', admin: true })
  })
  afterAll(() => t.close())

  const get = (url: string, cookie = admin.cookie) => t.request('GET', url, { cookie })
  const post = (url: string, cookie = admin.cookie) => t.request('POST', url, { cookie })
  const setRole = (id: number, isAdmin: boolean, cookie = admin.cookie) =>
    t.request('PUT', `/api/admin/members/${id}/role`, { cookie, body: { admin: isAdmin } })

  it('finds members by name or email, any case, with % and _ taken literally, and pages them by name', async () => {
    const prefix = `Find${Math.random().toString(36).slice(2, 7)}`
    const made = []
    for (const name of ['Carla', 'alma', 'Bruno', 'Dora 100%', 'Dora_x']) {
      made.push(
        await t.signUp({ username: `${prefix} ${name}`, email: `${name.replace(/\W/g, '')}.${prefix}@Example.com` }),
      )
    }

    const all = await get(`/api/admin/members?search=${prefix.toUpperCase()}&limit=100`)
    expect(all.status, all.text).toBe(200)
    expect(all.body.total).toBe(5)
    expect(all.body.members.map((m: { username: string }) => m.username.slice(prefix.length + 1))).toEqual([
      'alma',
      'Bruno',
      'Carla',
      'Dora 100%',
      'Dora_x',
    ])

    const byEmail = await get(`/api/admin/members?search=${encodeURIComponent(`bruno.${prefix.toLowerCase()}`)}`)
    expect(byEmail.body.members.map((m: { id: number }) => m.id)).toEqual([made[2]!.user.id])
    const percent = await get(`/api/admin/members?search=${encodeURIComponent(`${prefix} Dora 100%`)}`)
    expect(percent.body.total).toBe(1)
    const underscore = await get(`/api/admin/members?search=${encodeURIComponent(`${prefix} Dora_`)}`)
    expect(underscore.body.members.map((m: { username: string }) => m.username)).toEqual([`${prefix} Dora_x`])
    expect((await get(`/api/admin/members?search=${encodeURIComponent(`${prefix}%`)}`)).body.total).toBe(0)

    const second = await get(`/api/admin/members?search=${prefix}&offset=2&limit=2`)
    expect(second.body.total).toBe(5)
    expect(second.body.members.map((m: { username: string }) => m.username)).toEqual([
      `${prefix} Carla`,
      `${prefix} Dora 100%`,
    ])

    const bad = await get('/api/admin/members?status=gone')
    expect(bad.status).toBe(400)
    expect(bad.body.key).toBe('memberStatusInvalid')
    expect((await get(`/api/admin/members?search=${'x'.repeat(81)}`)).body.key).toBe('searchTooLong')
  })

  it("shows each member's phone apps and when their steps last came in, and filters by connection", async () => {
    const prefix = `Conn${Math.random().toString(36).slice(2, 7)}`
    const [synced, waiting, never] = await addMembers(t.db, 3, { prefix })
    const tokenOf = async (member: typeof synced) =>
      (await t.request('POST', '/api/me/push-tokens', { cookie: member!.cookie })).body.token as string
    const syncedToken = await tokenOf(synced)
    await tokenOf(waiting)
    const today = todayIn('UTC')
    const pushed = await t.request('POST', '/api/push/steps', {
      headers: { authorization: `Bearer ${syncedToken}` },
      noOrigin: true,
      body: {
        timestamp: new Date().toISOString(),
        app_version: '1.9.13',
        steps: [
          {
            count: 3200,
            start_time: `${today}T08:00:00Z`,
            end_time: `${today}T08:30:00Z`,
            metadata: {
              data_origin: 'com.google.android.apps.fitness',
              recording_method: 'automatically_recorded',
              device: { manufacturer: 'Google', model: 'Pixel 8', type: 2 },
            },
          },
        ],
      },
    })
    expect(pushed.body).toEqual({ accepted: 1 })

    const all = (await get(`/api/admin/members?search=${prefix}`)).body.members
    const byId = new Map(all.map((m: { id: number }) => [m.id, m]))
    expect(byId.get(synced!.user.id)).toMatchObject({
      connections: [{ client: 'hc-webhook', device: 'Google Pixel 8', lastSyncAt: expect.any(String) }],
      lastDataAt: expect.any(String),
    })
    expect(byId.get(waiting!.user.id)).toMatchObject({
      connections: [{ client: null, device: null, lastSyncAt: null }],
      lastDataAt: null,
    })
    expect(byId.get(never!.user.id)).toMatchObject({ connections: [], lastDataAt: null })
    const ids = async (connection: string) =>
      (await get(`/api/admin/members?search=${prefix}&connection=${connection}`)).body.members.map(
        (m: { id: number }) => m.id,
      )
    expect(await ids('connected')).toEqual([synced!.user.id])
    expect((await ids('none')).sort()).toEqual([waiting!.user.id, never!.user.id].sort())
    expect((await get(`/api/admin/members?connection=sometimes`)).status).toBe(400)
  })

  it('filters by status and shows team, all-time steps and days waiting for review', async () => {
    const prefix = `Status${Math.random().toString(36).slice(2, 7)}`
    const [walker, resting] = await addMembers(t.db, 2, { prefix })
    const team = await makeTeam(t, `${prefix} team`, [walker!.user.id])
    const today = todayIn('UTC')
    await inTransaction(t.db, (tx) =>
      t.app.scores.recordSteps(tx, 'manual', [
        { userId: walker!.user.id, date: addDays(today, -1), steps: 4_000 },
        { userId: walker!.user.id, date: today, steps: 30_000 },
      ]),
    )
    expect((await post(`/api/admin/members/${resting!.user.id}/deactivate`)).status).toBe(200)

    const active = await get(`/api/admin/members?search=${prefix}&status=active`)
    expect(active.body.members).toEqual([
      {
        id: walker!.user.id,
        username: walker!.user.username,
        email: walker!.user.email,
        avatarUrl: null,
        isAdmin: false,
        deactivatedAt: null,
        teamName: team.name,
        // The manual cap holds the second day at 20,000, and flags it.
        steps: 24_000,
        pendingReviews: 1,
        createdAt: walker!.user.createdAt.toISOString(),
        connections: [],
        lastDataAt: null,
      },
    ])
    const deactivated = await get(`/api/admin/members?search=${prefix}&status=deactivated`)
    expect(deactivated.body.members.map((m: { id: number }) => m.id)).toEqual([resting!.user.id])
    expect(deactivated.body.members[0].deactivatedAt).toEqual(expect.any(String))
    expect((await get(`/api/admin/members?search=${prefix}`)).body.total).toBe(2)

    const one = await get(`/api/admin/members/${walker!.user.id}`)
    expect(one.body).toEqual(active.body.members[0])
    const missing = await get('/api/admin/members/999999')
    expect(missing.status).toBe(404)
    expect(missing.body.key).toBe('userNotFound')
  })

  it('ends a deactivated member’s sessions at once, refuses their login, and lets them back in once reactivated', async () => {
    const member = await t.signUp({ email: 'leaving@example.com' })
    const elsewhere = await t.request('POST', '/api/auth/login', {
      body: { email: 'leaving@example.com', password: PASSWORD },
    })
    // Both sessions have been used, so the embedded database keeps them in memory.
    expect((await get('/api/me', member.cookie)).status).toBe(200)
    expect((await get('/api/me', elsewhere.cookie)).status).toBe(200)

    const answer = await post(`/api/admin/members/${member.user.id}/deactivate`)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.deactivatedAt).toEqual(expect.any(String))
    expect((await get('/api/me', member.cookie)).status).toBe(401)
    expect((await get('/api/me', elsewhere.cookie)).status).toBe(401)
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toEqual([])

    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'leaving@example.com', password: PASSWORD },
    })
    expect(login.status).toBe(403)
    expect(login.body.key).toBe('accountDeactivated')
    expect(login.cookie).toBeUndefined()
    // A wrong password still says only that: the account's state is for whoever knows the password.
    const wrong = await t.request('POST', '/api/auth/login', {
      body: { email: 'leaving@example.com', password: 'nope nope' },
    })
    expect(wrong.status).toBe(401)

    // Deactivating again changes nothing and records nothing.
    const again = await post(`/api/admin/members/${member.user.id}/deactivate`)
    expect(again.status).toBe(200)
    expect(again.body.deactivatedAt).toBe(answer.body.deactivatedAt)

    const back = await post(`/api/admin/members/${member.user.id}/reactivate`)
    expect(back.status).toBe(200)
    expect(back.body.deactivatedAt).toBeNull()
    expect((await get('/api/me', member.cookie)).status).toBe(401)
    const relogin = await t.request('POST', '/api/auth/login', {
      body: { email: 'leaving@example.com', password: PASSWORD },
    })
    expect(relogin.status).toBe(200)
    expect((await get('/api/me', relogin.cookie)).status).toBe(200)

    expect((await auditOf(t, member.user.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['member.deactivate', admin.user.id],
      ['member.reactivate', admin.user.id],
    ])
  })

  it('refuses a session whose member is deactivated, even one nobody deleted', async () => {
    const member = await t.signUp()
    expect((await get('/api/me', member.cookie)).status).toBe(200)
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, member.user.id))
    expect((await get('/api/me', member.cookie)).status).toBe(401)
    await t.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, member.user.id))
    expect((await get('/api/me', member.cookie)).status).toBe(200)
  })

  it('hides deactivated members from the member search', async () => {
    const prefix = `Search${Math.random().toString(36).slice(2, 7)}`
    const [kept, gone] = await addMembers(t.db, 2, { prefix })
    await post(`/api/admin/members/${gone!.user.id}/deactivate`)
    const found = await get(`/api/users?search=${prefix}`, kept!.cookie)
    expect(found.status).toBe(200)
    expect(found.body.users.map((u: { id: number }) => u.id)).toEqual([])
    const byAdmin = await get(`/api/users?search=${prefix}`)
    expect(byAdmin.body.users.map((u: { id: number }) => u.id)).toEqual([kept!.user.id])
  })

  it('refuses to deactivate yourself', async () => {
    const answer = await post(`/api/admin/members/${admin.user.id}/deactivate`)
    expect(answer.status).toBe(409)
    expect(answer.body.key).toBe('ownDeactivation')
    expect((await get('/api/me')).status).toBe(200)
  })

  it('makes and removes admins, recording the role before and after', async () => {
    const member = await addMember(t.db)
    const made = await setRole(member.user.id, true)
    expect(made.status, made.text).toBe(200)
    expect(made.body.isAdmin).toBe(true)
    // Their session carries the new role at once.
    expect((await get('/api/admin/members', member.cookie)).status).toBe(200)
    expect((await setRole(member.user.id, true)).status).toBe(200)
    const removed = await setRole(member.user.id, false)
    expect(removed.body.isAdmin).toBe(false)
    expect((await get('/api/admin/members', member.cookie)).status).toBe(403)

    expect(
      (await auditOf(t, member.user.id)).map(({ action, actorId, before, after }) => ({
        action,
        actorId,
        before,
        after,
      })),
    ).toEqual([
      { action: 'member.role', actorId: admin.user.id, before: { isAdmin: false }, after: { isAdmin: true } },
      { action: 'member.role', actorId: admin.user.id, before: { isAdmin: true }, after: { isAdmin: false } },
    ])
    const bad = await t.request('PUT', `/api/admin/members/${member.user.id}/role`, {
      cookie: admin.cookie,
      body: { admin: 'yes' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.key).toBe('roleInvalid')
    expect((await setRole(999_999, true)).status).toBe(404)
  })

  it('never leaves the community without an admin who can sign in', async () => {
    const other = await t.signUp({ admin: true })
    await onlyAdmins(t, [admin.user.id, other.user.id])

    expect((await post(`/api/admin/members/${other.user.id}/deactivate`)).status).toBe(200)
    // A deactivated admin cannot sign in, so does not count: the organiser is the last admin.
    const demoteSelf = await setRole(admin.user.id, false)
    expect(demoteSelf.status).toBe(409)
    expect(demoteSelf.body.key).toBe('lastAdmin')
    expect((await get('/api/admin/members')).status).toBe(200)
    // The deactivated admin's role may go, though.
    expect((await setRole(other.user.id, false)).status).toBe(200)
    expect((await post(`/api/admin/members/${other.user.id}/reactivate`)).status).toBe(200)

    expect((await setRole(other.user.id, true)).status).toBe(200)
    expect((await post(`/api/admin/members/${admin.user.id}/deactivate`, other.cookie)).status).toBe(401)
    const otherSignedIn = (
      await t.request('POST', '/api/auth/login', { body: { email: other.user.email, password: PASSWORD } })
    ).cookie!
    expect((await post(`/api/admin/members/${admin.user.id}/deactivate`, otherSignedIn)).status).toBe(200)
    const last = await setRole(other.user.id, false, otherSignedIn)
    expect(last.status).toBe(409)
    expect(last.body.key).toBe('lastAdmin')
    expect(
      (await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, other.user.id)))[0]!.isAdmin,
    ).toBe(true)

    expect((await post(`/api/admin/members/${admin.user.id}/reactivate`, otherSignedIn)).status).toBe(200)
    const login = await t.request('POST', '/api/auth/login', { body: { email: admin.user.email, password: PASSWORD } })
    admin = { ...admin, cookie: login.cookie! }
    expect((await get('/api/admin/members')).status).toBe(200)
  })

  it('mails the member the reset link of "forgot password", and records it', async () => {
    const outbox = () =>
      fs.existsSync(t.config.outboxDir) ? fs.readdirSync(t.config.outboxDir).filter((f) => f.endsWith('.eml')) : []
    const member = await t.signUp({ email: 'forgetful@example.com', password: 'old password' })
    const before = new Set(outbox())
    const answer = await post(`/api/admin/members/${member.user.id}/password-reset`)
    expect(answer.status, answer.text).toBe(202)
    expect(answer.body).toEqual({ message: expect.any(String) })
    const file = await vi.waitFor(
      () => {
        const added = outbox().filter((name) => !before.has(name))
        if (added.length !== 1) throw new Error(`expected one new mail, found ${added.length}`)
        return added[0]!
      },
      { timeout: 5_000, interval: 20 },
    )
    const mail = fs.readFileSync(path.join(t.config.outboxDir, file), 'utf8')
    expect(mail).toMatch(/^To: forgetful@example\.com$/m)
    expect(mail).toMatch(/^Subject: Reset your StepUp password$/m)
    const link = mail.split('\n').find((line) => line.startsWith(`${TEST_ORIGIN}/reset-password?token=`))!
    const token = new URL(link).searchParams.get('token')!
    const reset = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'new password' } })
    expect(reset.status).toBe(200)
    expect((await get('/api/me', member.cookie)).status).toBe(401)
    expect((await auditOf(t, member.user.id)).map((entry) => entry.action)).toEqual(['member.password-reset'])
    expect((await post('/api/admin/members/999999/password-reset')).status).toBe(404)
  })

  it('sends a deactivated member no link, and refuses the links they had', async () => {
    const outbox = () =>
      fs.existsSync(t.config.outboxDir) ? fs.readdirSync(t.config.outboxDir).filter((f) => f.endsWith('.eml')) : []
    const member = await t.signUp({ email: 'away@example.com', password: 'old password' })
    await post(`/api/admin/members/${member.user.id}/password-reset`)
    const file = await vi.waitFor(
      () => {
        const found = outbox().find((name) => name.includes('away@example.com'))
        if (!found) throw new Error('no mail yet')
        return found
      },
      { timeout: 5_000 },
    )
    const mail = fs.readFileSync(path.join(t.config.outboxDir, file), 'utf8')
    const token = new URL(mail.split('\n').find((line) => line.startsWith(TEST_ORIGIN))!).searchParams.get('token')!
    await post(`/api/admin/members/${member.user.id}/deactivate`)

    const mailsBefore = outbox().length
    const forgot = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'away@example.com' } })
    const unknown = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' } })
    expect(forgot.status).toBe(200)
    expect(forgot.text).toBe(unknown.text)
    const byAdmin = await post(`/api/admin/members/${member.user.id}/password-reset`)
    expect(byAdmin.status).toBe(409)
    expect(byAdmin.body.key).toBe('accountDeactivated')
    const reset = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'new password' } })
    expect(reset.status).toBe(400)
    expect(reset.body.key).toBe('invalidResetToken')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(outbox().length).toBe(mailsBefore)
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'away@example.com', password: 'old password' },
    })
    expect(login.body.key).toBe('accountDeactivated')
  })
})

describe('a deactivated member on the boards', () => {
  let t: TestApp
  let admin: SignedUp
  let walkers: Member[]
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ admin: true })
    walkers = await addMembers(t.db, 3, { prefix: 'Walker' })
    await makeTeam(t, 'Striders', [walkers[0]!.user.id, walkers[1]!.user.id])
    await inTransaction(t.db, (tx) =>
      t.app.scores.recordSteps(
        tx,
        'manual',
        walkers.map((walker, index) => ({ userId: walker.user.id, date: today, steps: 9_000 - index * 1_000 })),
      ),
    )
  })
  afterAll(() => t.close())

  const get = (url: string) => t.request('GET', url, { cookie: walkers[2]!.cookie })
  const act = (action: 'deactivate' | 'reactivate', id: number) =>
    t.request('POST', `/api/admin/members/${id}/${action}`, { cookie: admin.cookie })
  const ids = (rows: { user: { id: number } }[]) => rows.map((row) => row.user.id)

  /** Waits until a competition's boards pass `check`. */
  async function competitionShows(id: number, check: (board: any, teams: any) => void) {
    await vi.waitFor(
      async () =>
        check((await get(`/api/competitions/${id}/board`)).body, (await get(`/api/competitions/${id}/teams`)).body),
      { timeout: 5_000, interval: 50 },
    )
  }

  async function boardsOf(competitionId: number) {
    const individual = await Promise.all(
      (['all', 'week', 'month'] as const).map(async (period) => (await get(`/api/scores/users?period=${period}`)).body),
    )
    const teams = (await get('/api/scores/team')).body
    const standing = (await get('/api/scores/me')).body
    const competition = (await get(`/api/competitions/${competitionId}/board`)).body
    const competitionTeams = (await get(`/api/competitions/${competitionId}/teams`)).body
    return { individual, teams, standing, competition, competitionTeams }
  }

  it('leaves every board, live competitions included, and comes back when reactivated', async () => {
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'November walk',
        startDate: addDays(today, -2),
        endDate: addDays(today, 5),
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status, created.text).toBe(201)
    const competitionId = created.body.id as number
    const [first, second, third] = walkers.map((walker) => walker.user.id)

    const before = await boardsOf(competitionId)
    for (const board of before.individual) {
      expect(ids(board.users)).toEqual([first, second, third, admin.user.id])
      expect(board.total).toBe(4)
      expect(board.totals.steps).toBe(24_000)
    }
    expect(before.teams).toMatchObject([{ teamName: 'Striders', teamTotal: 17_000, totalMembers: 2 }])
    expect(before.standing.rank).toBe(3)
    expect(ids(before.competition.users)).toEqual([first, second, third, admin.user.id])
    expect(before.competitionTeams.teams).toMatchObject([{ teamName: 'Striders', score: 17_000, members: 2 }])

    expect(ids((await get('/api/scores/users')).body.users)).toEqual([first, second, third, admin.user.id])
    expect((await act('deactivate', first!)).status).toBe(200)
    // The boards just read are not answered from the cache again.
    expect(ids((await get('/api/scores/users')).body.users)).toEqual([second, third, admin.user.id])
    // A live competition's boards are rebuilt behind their last answer: the next build shows it.
    await competitionShows(competitionId, (board, teams) => {
      expect(ids(board.users)).not.toContain(first)
      expect(teams.teams[0].score).toBe(8_000)
    })
    const after = await boardsOf(competitionId)
    for (const board of after.individual) {
      expect(ids(board.users)).toEqual([second, third, admin.user.id])
      expect(board.users.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3])
      expect(board.total).toBe(3)
      expect(board.totals.steps).toBe(15_000)
    }
    // A page after the first counts its ranks without them too.
    const secondPage = await get('/api/scores/users?limit=1&offset=1')
    expect(secondPage.body.users).toMatchObject([{ rank: 2, user: { id: third } }])
    expect(after.teams).toMatchObject([{ teamName: 'Striders', teamTotal: 8_000, totalMembers: 1 }])
    expect(after.standing.rank).toBe(2)
    expect(ids(after.competition.users)).toEqual([second, third, admin.user.id])
    expect(after.competition.total).toBe(3)
    expect(after.competitionTeams.teams).toMatchObject([{ teamName: 'Striders', score: 8_000, members: 1 }])

    expect((await get('/api/scores/team')).body).toEqual(after.teams)
    expect((await act('reactivate', first!)).status).toBe(200)
    expect((await get('/api/scores/team')).body).toEqual(before.teams)
    await competitionShows(competitionId, (board, teams) => {
      expect(ids(board.users)).toContain(first)
      expect(teams.teams[0].score).toBe(17_000)
    })
    expect(await boardsOf(competitionId)).toEqual(before)
  })
})

/**
 * Real parallel HTTP requests against a listening app: every request its own transaction. Both
 * callers are admins when their calls arrive; the second to get the admins' row locks must find
 * the first's change and refuse its own.
 */
describe('two admins demoting or deactivating each other at once', () => {
  let t: TestApp
  let address: string
  beforeAll(async () => {
    t = await createTestApp()
    address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  async function activeAdmins() {
    return (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.deactivatedAt)))
    ).map((row) => row.id)
  }

  /**
   * Two admins, the only ones, each making a call against the other at the same moment. On
   * PostgreSQL the test holds the admins' rows until both calls wait for them, so both are past
   * the admin check before either changes anything, and the loser must be refused by the count
   * (409). The embedded database runs one statement at a time, and a call may start only after the
   * other's has committed: then it is refused at the door instead, its caller no longer an admin
   * (403) or signed out (401).
   */
  const refusals = process.env.TEST_DB_DRIVER === 'postgres' ? [409] : [409, 403, 401]

  async function atOnce(calls: (a: Member, b: Member) => Promise<{ status: number; body: any }>[]) {
    const [a, b] = await addMembers(t.db, 2, { admin: true })
    await onlyAdmins(t, [a!.user.id, b!.user.id])
    for (const admin of [a!, b!])
      expect((await httpCall(address, 'GET', '/api/admin/members', admin.cookie)).status).toBe(200)
    if (process.env.TEST_DB_DRIVER !== 'postgres') return Promise.all(calls(a!, b!))
    let answers!: Promise<{ status: number; body: any }[]>
    await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`select id from users where is_admin and deactivated_at is null for no key update`)
      answers = Promise.all(calls(a!, b!))
      await vi.waitFor(
        async () => {
          const [row] = (
            (await t.db.execute(sql`
              select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
            `)) as unknown as { rows: { waiting: number }[] }
          ).rows
          expect(row!.waiting).toBe(2)
        },
        { timeout: 5_000, interval: 10 },
      )
    })
    return answers
  }

  function expectOneThrough(answers: { status: number; body: any }[]) {
    const [through, refused] = [...answers].sort((x, y) => x.status - y.status)
    expect(through!.status, JSON.stringify(answers)).toBe(200)
    expect(refusals, JSON.stringify(answers)).toContain(refused!.status)
    if (refused!.status === 409) expect(refused!.body.key).toBe('lastAdmin')
  }

  it('lets exactly one of two demotions through, 10 times over', async () => {
    for (let round = 0; round < 10; round += 1) {
      const answers = await atOnce((a, b) => [
        httpCall(address, 'PUT', `/api/admin/members/${b.user.id}/role`, a.cookie, { admin: false }),
        httpCall(address, 'PUT', `/api/admin/members/${a.user.id}/role`, b.cookie, { admin: false }),
      ])
      expectOneThrough(answers)
      expect(await activeAdmins()).toHaveLength(1)
    }
  })

  it('lets exactly one of two deactivations through, 10 times over', async () => {
    for (let round = 0; round < 10; round += 1) {
      const answers = await atOnce((a, b) => [
        httpCall(address, 'POST', `/api/admin/members/${b.user.id}/deactivate`, a.cookie),
        httpCall(address, 'POST', `/api/admin/members/${a.user.id}/deactivate`, b.cookie),
      ])
      expectOneThrough(answers)
      expect(await activeAdmins()).toHaveLength(1)
    }
  })
})
