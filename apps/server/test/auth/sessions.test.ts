import http from 'node:http'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { sessions, users } from '../../src/db/schema/index.ts'
import { hashToken } from '../../src/lib/tokens.ts'
import { deleteOtherSessions, deleteSession, findSessionUser } from '../../src/modules/auth/sessions.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { inTransaction } from '../../src/db/transaction.ts'

const DAY = 24 * 60 * 60 * 1000
const idHashOf = (cookie: string) => hashToken(cookie.replace(/^sid=/, ''))

describe('sessions', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('stores only the hash of the cookie token, with a 30-day expiry', async () => {
    const { user, cookie } = await t.signUp()
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.idHash).toBe(idHashOf(cookie))
    expect(rows[0]!.idHash).not.toContain(cookie.replace(/^sid=/, ''))
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / DAY
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
  })

  it('works on every app process sharing the database', async () => {
    const { user, cookie } = await t.signUp()
    const other = await buildApp({ config: t.config, database: t.database, logger: false })
    try {
      const response = await other.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
      expect(response.statusCode).toBe(200)
      expect(response.json().id).toBe(user.id)
      const logout = await other.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, origin: t.config.appOrigin },
      })
      expect(logout.statusCode).toBe(204)
    } finally {
      await other.close()
    }
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401)
  })

  it('ends a session idle for more than 7 days', async () => {
    const { cookie } = await t.signUp()
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 7 * DAY - 60_000) })
      .where(eq(sessions.idHash, idHashOf(cookie)))
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401)
  })

  it('keeps a session used within 7 days alive and records the use', async () => {
    const { cookie } = await t.signUp()
    const sixDaysAgo = new Date(Date.now() - 6 * DAY)
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sixDaysAgo })
      .where(eq(sessions.idHash, idHashOf(cookie)))
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200)
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, idHashOf(cookie)))
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000)
  })

  it('ends a session 30 days after login however busy it is', async () => {
    const { cookie } = await t.signUp()
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.idHash, idHashOf(cookie)))
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401)
  })

  it('answers concurrent calls of one session from one lookup, each with its own copy of the user', async () => {
    const { user, cookie } = await t.signUp({ username: 'Parallel Pages' })
    const idHash = idHashOf(cookie)
    const [first, second] = await Promise.all([findSessionUser(t.db, idHash), findSessionUser(t.db, idHash)])
    expect(first?.user.id).toBe(user.id)
    expect(second?.user).toEqual(first?.user)
    first!.user.username = 'Changed by one handler'
    expect(second?.user.username).toBe('Parallel Pages')
    const responses = await Promise.all(Array.from({ length: 6 }, () => t.request('GET', '/api/me', { cookie })))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200])
  })

  /**
   * Holds the embedded database busy, so the calls issued meanwhile queue in order behind it and
   * a lookup stays under way while the session ends. PostgreSQL runs them side by side on its
   * pool, so the order cannot be held still there.
   */
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
  async function withQueueHeld(issue: (release: () => void) => Promise<void>) {
    let release!: () => void
    const held = inTransaction(t.db, async (tx) => {
      await tx.select().from(sessions).limit(1)
      await new Promise<void>((resolve) => (release = resolve))
    })
    await nextTurn()
    await Promise.all([held, issue(release)])
  }

  it.runIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'never lets a request share a lookup that began before its session ended',
    async () => {
      const { cookie } = await t.signUp()
      const idHash = idHashOf(cookie)
      let after: Awaited<ReturnType<typeof findSessionUser>> | undefined
      await withQueueHeld(async (release) => {
        const before = findSessionUser(t.db, idHash)
        await nextTurn()
        const logout = deleteSession(t.db, idHash)
        await nextTurn()
        const arriving = findSessionUser(t.db, idHash)
        release()
        await Promise.all([before, logout])
        after = await arriving
      })
      expect(after).toBeNull()
    },
  )

  it.runIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'never lets a request share a lookup that began before a password reset ended every session',
    async () => {
      const { user, cookie } = await t.signUp()
      const idHash = idHashOf(cookie)
      let after: Awaited<ReturnType<typeof findSessionUser>> | undefined
      await withQueueHeld(async (release) => {
        const before = findSessionUser(t.db, idHash)
        await nextTurn()
        const reset = deleteOtherSessions(t.db, user.id)
        await nextTurn()
        const arriving = findSessionUser(t.db, idHash)
        release()
        await Promise.all([before, reset])
        after = await arriving
      })
      expect(after).toBeNull()
    },
  )

  it('answers 401 once logged out, to calls arriving after the logout', async () => {
    const { cookie } = await t.signUp()
    const calls = Array.from({ length: 4 }, () => t.request('GET', '/api/me', { cookie }))
    await t.request('POST', '/api/auth/logout', { cookie })
    await Promise.all(calls)
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401)
  })

  it('tells apart the members whose calls share one keep-alive connection', async () => {
    const first = await t.signUp()
    const second = await t.signUp()
    const server = await buildApp({ config: t.config, database: t.database, logger: false })
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const base = await server.listen({ port: 0, host: '127.0.0.1' })
      /** The client-side port of each call's connection. */
      const ports = new Set<number | undefined>()
      const call = (method: string, path: string, cookie: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request(
            `${base}${path}`,
            { method, agent, headers: { cookie, origin: t.config.appOrigin } },
            (response) => {
              ports.add(response.socket.localPort)
              let body = ''
              response.setEncoding('utf8')
              response.on('data', (chunk: string) => (body += chunk))
              response.on('end', () => resolve({ status: response.statusCode!, body }))
            },
          )
          request.on('error', reject).end()
        })
      const idOf = async (cookie: string) => {
        const response = await call('GET', '/api/me', cookie)
        return response.status === 200 ? (JSON.parse(response.body) as { id: number }).id : response.status
      }

      expect(await idOf(first.cookie)).toBe(first.user.id)
      expect(await idOf(second.cookie)).toBe(second.user.id)
      expect(await idOf(first.cookie)).toBe(first.user.id)
      expect((await call('POST', '/api/auth/logout', first.cookie)).status).toBe(204)
      expect(await idOf(first.cookie)).toBe(401)
      expect(await idOf(second.cookie)).toBe(second.user.id)
      // Every call went over the same connection.
      expect(ports.size).toBe(1)
    } finally {
      agent.destroy()
      await server.close()
    }
  })
})

describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('sessions kept in memory on the embedded database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const me = async (cookie: string) => {
    const response = await t.request('GET', '/api/me', { cookie })
    return response.status === 200 ? (response.body as { username: string; isAdmin: boolean }) : response.status
  }

  it('answers from memory: a change the database does not announce goes unseen', async () => {
    const { user, cookie } = await t.signUp({ username: 'Remembered' })
    expect(await me(cookie)).toMatchObject({ username: 'Remembered' })
    await t.db.execute(sql`alter table users disable trigger users_account_change`)
    try {
      await t.db.update(users).set({ username: 'Unannounced' }).where(eq(users.id, user.id))
      expect(await me(cookie)).toMatchObject({ username: 'Remembered' })
    } finally {
      await t.db.execute(sql`alter table users enable trigger users_account_change`)
    }
  })

  it('sees every change to a member or a session at once, whichever code makes it', async () => {
    const { user, cookie } = await t.signUp({ username: 'Watched' })
    expect(await me(cookie)).toMatchObject({ username: 'Watched', isAdmin: false })
    await t.db.update(users).set({ username: 'Renamed', isAdmin: true }).where(eq(users.id, user.id))
    expect(await me(cookie)).toMatchObject({ username: 'Renamed', isAdmin: true })
    expect((await t.request('GET', '/api/admin/summary', { cookie })).status).toBe(200)

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHashOf(cookie)))
    expect(await me(cookie)).toBe(401)

    const second = await t.signUp()
    expect(await me(second.cookie)).toMatchObject({ id: second.user.id })
    await t.db.delete(sessions).where(eq(sessions.idHash, idHashOf(second.cookie)))
    expect(await me(second.cookie)).toBe(401)
  })

  it('looks a session up again once its last use is a minute old, and records the use', async () => {
    const { cookie } = await t.signUp()
    expect(await me(cookie)).toMatchObject({})
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000)
    await t.db
      .update(sessions)
      .set({ lastSeenAt: twoMinutesAgo })
      .where(eq(sessions.idHash, idHashOf(cookie)))
    expect(await me(cookie)).toMatchObject({})
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, idHashOf(cookie)))
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000)
  })
})
