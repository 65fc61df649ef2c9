import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema/index.ts'
import { TEST_ADMIN_TOKEN, TEST_ORIGIN, createTestApp, type TestApp } from '../helpers/app.ts'

describe('accounts: register, login, logout', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('registers a member with a session cookie and never returns the password hash', async () => {
    const response = await t.request('POST', '/api/auth/register', {
      body: { username: 'Ada Lovelace', email: '  Ada@Example.com ', password: 'secret1', adminToken: '' },
    })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      user: {
        id: expect.any(Number),
        username: 'Ada Lovelace',
        email: 'ada@example.com',
        avatarUrl: null,
        phoneNumber: null,
        sensorUserId: null,
        isAdmin: false,
        teamId: null,
        timeZone: null,
        achievementsVisibility: 'everyone',
        emailVerified: false,
        mustVerifyEmail: false,
      },
    })
    expect(response.text).not.toMatch(/argon2|passwordHash/)
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/sid=[\w-]{43}/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const me = await t.request('GET', '/api/me', { cookie: response.cookie })
    expect(me.status).toBe(200)
    expect(me.body.email).toBe('ada@example.com')

    const [row] = await t.db.select().from(users).where(eq(users.id, response.body.user.id))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
  })

  it('refuses a taken email, whatever its case, with 409', async () => {
    await t.signUp({ email: 'taken@example.com' })
    const response = await t.request('POST', '/api/auth/register', {
      body: { username: 'Someone Else', email: 'TAKEN@example.com', password: 'secret1' },
    })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ error: 'An account with this email already exists.', key: 'emailTaken' })
  })

  it('gives one 201 and one 409 when two sign-ups race for one email', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    const register = (username: string, email: string) =>
      fetch(`http://127.0.0.1:${address.port}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ username, email, password: 'secret1' }),
      })
    for (const [round, names] of [
      ['First', 'Second'],
      ['One', 'Two', 'Three'],
    ].entries()) {
      const email = `race${round}@example.com`
      const responses = await Promise.all(names.map((username) => register(username, email)))
      const statuses = responses.map((response) => response.status).sort()
      expect(statuses).toEqual([201, ...names.slice(1).map(() => 409)])
      const bodies = (await Promise.all(responses.map((response) => response.json()))) as { error?: string }[]
      const refused = bodies.filter((body) => body.error === 'An account with this email already exists.')
      expect(refused).toHaveLength(names.length - 1)
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
    }
  })

  it('lets two people share a display name', async () => {
    const first = await t.signUp({ username: 'Sam' })
    const second = await t.signUp({ username: 'Sam' })
    expect(first.user.id).not.toBe(second.user.id)
  })

  it('validates the sign-up body and names the field', async () => {
    const shortPassword = await t.request('POST', '/api/auth/register', {
      body: { username: 'Bob', email: 'bob@example.com', password: '12345' },
    })
    expect(shortPassword.status).toBe(400)
    expect(shortPassword.body.error).toMatch(/password.*at least 6 characters/i)

    const badEmail = await t.request('POST', '/api/auth/register', {
      body: { username: 'Bob', email: 'not-an-email', password: 'secret1' },
    })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.error).toMatch(/email/i)

    const noUsername = await t.request('POST', '/api/auth/register', {
      body: { username: '   ', email: 'bob@example.com', password: 'secret1' },
    })
    expect(noUsername.status).toBe(400)
    expect(noUsername.body.error).toMatch(/username/i)
  })

  it('keeps the language chosen on the sign-up form as the member’s, and refuses one the app is not written in', async () => {
    const spanish = await t.request('POST', '/api/auth/register', {
      body: { username: 'Lucía', email: 'lucia-idioma@example.com', password: 'secret1', language: 'es' },
    })
    expect(spanish.status).toBe(201)
    const unsaid = await t.request('POST', '/api/auth/register', {
      body: { username: 'Sam', email: 'sam-idioma@example.com', password: 'secret1' },
    })
    expect(unsaid.status).toBe(201)
    const languageOf = async (id: number) =>
      (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language
    await expect(languageOf(spanish.body.user.id)).resolves.toBe('es')
    // Never chosen: mails follow the asking browser's language until the member picks one.
    await expect(languageOf(unsaid.body.user.id)).resolves.toBeNull()

    const french = await t.request('POST', '/api/auth/register', {
      body: { username: 'Léa', email: 'lea-idioma@example.com', password: 'secret1', language: 'fr' },
    })
    expect(french.status).toBe(400)
    expect(french.body.error).toMatch(/language/i)
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'lea-idioma@example.com'))
    expect(row).toBeUndefined()
  })

  it('makes an admin with the right token and refuses a wrong one', async () => {
    const admin = await t.request('POST', '/api/auth/register', {
      body: { username: 'Root', email: 'root@example.com', password: 'secret1', adminToken: TEST_ADMIN_TOKEN },
    })
    expect(admin.status).toBe(201)
    expect(admin.body.user.isAdmin).toBe(true)

    const wrong = await t.request('POST', '/api/auth/register', {
      body: { username: 'Mallory', email: 'mallory@example.com', password: 'secret1', adminToken: 'guess' },
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body.error).toBe('The admin token is not valid.')
    const [row] = await t.db.select().from(users).where(eq(users.email, 'mallory@example.com'))
    expect(row).toBeUndefined()

    const absent = await t.request('POST', '/api/auth/register', {
      body: { username: 'Member', email: 'member-null-token@example.com', password: 'secret1', adminToken: null },
    })
    expect(absent.status).toBe(201)
    expect(absent.body.user.isAdmin).toBe(false)
  })

  it('refuses every admin token when the server has none configured', async () => {
    const noAdmin = await createTestApp({ ADMIN_TOKEN: '' })
    try {
      const response = await noAdmin.request('POST', '/api/auth/register', {
        body: { username: 'Root', email: 'root@example.com', password: 'secret1', adminToken: TEST_ADMIN_TOKEN },
      })
      expect(response.status).toBe(403)
      expect(response.body.error).toBe('Admin sign-up is disabled on this server.')
      const member = await noAdmin.request('POST', '/api/auth/register', {
        body: { username: 'Member', email: 'member@example.com', password: 'secret1' },
      })
      expect(member.status).toBe(201)
      expect(member.body.user.isAdmin).toBe(false)
    } finally {
      await noAdmin.close()
    }
  })

  it('logs in with a trimmed, case-insensitive email and answers wrong credentials alike', async () => {
    const { user } = await t.signUp({ email: 'login@example.com', password: 'correct horse' })
    const ok = await t.request('POST', '/api/auth/login', {
      body: { email: '  LOGIN@example.com  ', password: 'correct horse' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.user.id).toBe(user.id)
    expect(ok.cookie).toBeDefined()

    const wrongPassword = await t.request('POST', '/api/auth/login', {
      body: { email: 'login@example.com', password: 'wrong horse' },
    })
    const unknownEmail = await t.request('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'correct horse' },
    })
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ error: 'Invalid email or password', key: 'invalidCredentials' })
      expect(response.cookie).toBeUndefined()
    }
  })

  it('gives a new session on every login and deletes the one the request came with', async () => {
    const { cookie: signUpCookie } = await t.signUp({ email: 'rotate@example.com', password: 'correct horse' })
    const login = await t.request('POST', '/api/auth/login', {
      cookie: signUpCookie,
      body: { email: 'rotate@example.com', password: 'correct horse' },
    })
    expect(login.status).toBe(200)
    expect(login.cookie).toBeDefined()
    expect(login.cookie).not.toBe(signUpCookie)
    expect((await t.request('GET', '/api/me', { cookie: signUpCookie })).status).toBe(401)
    expect((await t.request('GET', '/api/me', { cookie: login.cookie })).status).toBe(200)
  })

  it('keeps other devices logged in when one logs in again', async () => {
    const { cookie: phone } = await t.signUp({ email: 'devices@example.com', password: 'correct horse' })
    const laptop = await t.request('POST', '/api/auth/login', {
      body: { email: 'devices@example.com', password: 'correct horse' },
    })
    expect((await t.request('GET', '/api/me', { cookie: phone })).status).toBe(200)
    expect((await t.request('GET', '/api/me', { cookie: laptop.cookie })).status).toBe(200)
  })

  it('logs out: deletes the session, clears the cookie, and a replayed cookie is 401', async () => {
    const { cookie } = await t.signUp()
    const logout = await t.request('POST', '/api/auth/logout', { cookie })
    expect(logout.status).toBe(204)
    expect(logout.text).toBe('')
    expect(String(logout.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/i)

    const replay = await t.request('GET', '/api/me', { cookie })
    expect(replay.status).toBe(401)
    expect(replay.body.error).toEqual(expect.any(String))
  })

  it('answers GET /api/me with 401 for a guest or an unknown cookie', async () => {
    expect((await t.request('GET', '/api/me')).status).toBe(401)
    expect((await t.request('GET', '/api/me', { cookie: 'sid=not-a-session' })).status).toBe(401)
  })
})
