import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teams, users } from '../../src/db/schema/index.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'

describe('GET and PATCH /api/me', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('updates every profile field of the User and answers the whole User', async () => {
    const { user, cookie } = await t.signUp({ username: 'Before' })
    const response = await t.request('PATCH', '/api/me', {
      cookie,
      body: {
        username: '  After  ',
        email: ' New.Address@Example.com ',
        avatarUrl: 'https://res.cloudinary.com/demo/image/upload/avatar.png',
        phoneNumber: '+1 (555) 010-2030',
        sensorUserId: 'fitbit-123',
        timeZone: ' Europe/Madrid ',
        achievementsVisibility: 'friends',
        currentPassword: 'correct horse',
      },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: user.id,
      username: 'After',
      email: 'new.address@example.com',
      avatarUrl: 'https://res.cloudinary.com/demo/image/upload/avatar.png',
      phoneNumber: '+1 (555) 010-2030',
      sensorUserId: 'fitbit-123',
      isAdmin: false,
      teamId: null,
      timeZone: 'Europe/Madrid',
      achievementsVisibility: 'friends',
      emailVerified: false,
      mustVerifyEmail: false,
    })
    const me = await t.request('GET', '/api/me', { cookie })
    expect(me.body).toEqual(response.body)
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'new.address@example.com', password: 'correct horse' },
    })
    expect(login.status).toBe(200)
  })

  it('changes only the fields sent, and clears optional ones with null or an empty string', async () => {
    const { cookie } = await t.signUp({ username: 'Partial' })
    await t.request('PATCH', '/api/me', {
      cookie,
      body: { phoneNumber: '555 0100', sensorUserId: 'garmin-1', avatarUrl: 'https://images.example.com/me.webp' },
    })
    const renamed = await t.request('PATCH', '/api/me', { cookie, body: { username: 'Renamed' } })
    expect(renamed.body).toMatchObject({ username: 'Renamed', phoneNumber: '555 0100', sensorUserId: 'garmin-1' })
    const cleared = await t.request('PATCH', '/api/me', {
      cookie,
      body: { phoneNumber: null, sensorUserId: '', avatarUrl: null },
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body).toMatchObject({ username: 'Renamed', phoneNumber: null, sensorUserId: null, avatarUrl: null })
  })

  it('refuses isAdmin, teamId and any other unknown field with 400 and changes nothing', async () => {
    const { user, cookie } = await t.signUp({ username: 'Sneaky' })
    const [team] = await t.db.insert(teams).values({ name: 'Someone else’s', leaderId: user.id }).returning()
    for (const body of [{ isAdmin: true }, { teamId: team!.id }, { username: 'Ok', id: 1 }, { passwordHash: 'x' }]) {
      const response = await t.request('PATCH', '/api/me', { cookie, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toMatch(/cannot be changed here/)
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ isAdmin: false, teamId: null, username: 'Sneaky' })
  })

  it('changes only the caller’s own row', async () => {
    const alice = await t.signUp({ username: 'Alice' })
    const bob = await t.signUp({ username: 'Bob' })
    const response = await t.request('PATCH', '/api/me', { cookie: alice.cookie, body: { username: 'Alice B.' } })
    expect(response.body.id).toBe(alice.user.id)
    const [bobRow] = await t.db.select().from(users).where(eq(users.id, bob.user.id))
    expect(bobRow!.username).toBe('Bob')
    const takeOver = await t.request('PATCH', '/api/me', {
      cookie: alice.cookie,
      body: { id: bob.user.id, username: 'Owned' },
    })
    expect(takeOver.status).toBe(400)
  })

  it('refuses an email or sensor user id another account has, with 409', async () => {
    const taken = await t.signUp({ email: 'owner@example.com' })
    await t.request('PATCH', '/api/me', { cookie: taken.cookie, body: { sensorUserId: 'shared-sensor' } })
    const { cookie } = await t.signUp()

    const email = await t.request('PATCH', '/api/me', {
      cookie,
      body: { email: 'OWNER@example.com', currentPassword: 'correct horse' },
    })
    expect(email.status).toBe(409)
    expect(email.body).toEqual({ error: 'An account with this email already exists.', key: 'emailTaken' })

    const sensor = await t.request('PATCH', '/api/me', { cookie, body: { sensorUserId: 'shared-sensor' } })
    expect(sensor.status).toBe(409)
    expect(sensor.body).toEqual({
      error: 'This sensor user id is already linked to another account.',
      key: 'sensorUserIdTaken',
    })

    const own = await t.request('PATCH', '/api/me', { cookie: taken.cookie, body: { email: 'owner@example.com' } })
    expect(own.status).toBe(200)
  })

  it('validates each field and names it', async () => {
    const { cookie } = await t.signUp()
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: 'nope' }, /email/i],
      [{ username: '' }, /username/i],
      [{ username: null }, /username/i],
      [{ avatarUrl: 'javascript:alert(1)' }, /avatar/i],
      [{ phoneNumber: 'call me' }, /phone/i],
      [{ sensorUserId: 'x'.repeat(129) }, /sensor/i],
    ]
    for (const [body, message] of cases) {
      const response = await t.request('PATCH', '/api/me', { cookie, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toMatch(message)
    }
  })

  it('answers 401 to a guest', async () => {
    expect((await t.request('GET', '/api/me')).status).toBe(401)
    expect((await t.request('PATCH', '/api/me', { body: { username: 'Guest' } })).status).toBe(401)
  })
})

describe('changing the email through PATCH /api/me', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const emailOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.email
  const login = (email: string, password = 'correct horse') =>
    t.request('POST', '/api/auth/login', { body: { email, password } })

  it('needs the current password for a new email: missing is a 400, wrong a 403, and nothing changes', async () => {
    const { user, cookie } = await t.signUp({ username: 'Casey' })
    const missing = await t.request('PATCH', '/api/me', { cookie, body: { email: 'thief@example.com', username: 'X' } })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({
      error: 'Enter your current password to change your email',
      key: 'currentPasswordRequired',
    })
    const empty = await t.request('PATCH', '/api/me', {
      cookie,
      body: { email: 'thief@example.com', currentPassword: '' },
    })
    expect(empty.status).toBe(400)
    const wrong = await t.request('PATCH', '/api/me', {
      cookie,
      body: { email: 'thief@example.com', username: 'X', currentPassword: 'wrong horse' },
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual({ error: 'Your current password is not correct', key: 'currentPasswordWrong' })
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ email: user.email, username: 'Casey' })

    // The stored email sent back, in any case, is no change: the form may send it as it is.
    const same = await t.request('PATCH', '/api/me', {
      cookie,
      body: { email: ` ${user.email.toUpperCase()} `, username: 'Same Address' },
    })
    expect(same.status).toBe(200)
    expect(same.body).toMatchObject({ email: user.email, username: 'Same Address' })
  })

  it('ends the member’s other sessions and keeps the one that made the change', async () => {
    const { user, cookie } = await t.signUp()
    const other = (await login(user.email)).cookie!
    expect((await t.request('GET', '/api/me', { cookie: other })).status).toBe(200)
    const response = await t.request('PATCH', '/api/me', {
      cookie,
      body: { email: `moved-${user.id}@example.com`, currentPassword: 'correct horse' },
    })
    expect(response.status).toBe(200)
    expect((await t.request('GET', '/api/me', { cookie: other })).status).toBe(401)
    expect((await t.request('GET', '/api/me', { cookie })).body.email).toBe(`moved-${user.id}@example.com`)
    expect((await login(`moved-${user.id}@example.com`)).status).toBe(200)
  })

  it('counts wrong passwords against the login budget of the member’s email', async () => {
    const { user, cookie } = await t.signUp()
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.request('PATCH', '/api/me', {
        cookie,
        body: { email: 'guess@example.com', currentPassword: `guess ${attempt}` },
      })
      expect(response.status, `attempt ${attempt}`).toBe(403)
    }
    const right = await t.request('PATCH', '/api/me', {
      cookie,
      body: { email: 'guess@example.com', currentPassword: 'correct horse' },
    })
    expect(right.status).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(user.email)).status).toBe(429)
    expect(await emailOf(user.id)).toBe(user.email)
    // Saves without a password are not counted or refused.
    expect((await t.request('PATCH', '/api/me', { cookie, body: { username: 'Still Here' } })).status).toBe(200)
  })

  it('two sessions changing the email at once: one wins, the other session is ended and changes nothing', async () => {
    const { user, cookie } = await t.signUp()
    const other = (await login(user.email)).cookie!
    const [first, second] = await Promise.all([
      t.request('PATCH', '/api/me', {
        cookie,
        body: { email: `first-${user.id}@example.com`, currentPassword: 'correct horse' },
      }),
      t.request('PATCH', '/api/me', {
        cookie: other,
        body: { email: `second-${user.id}@example.com`, currentPassword: 'correct horse' },
      }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 401])
    const winner = first.status === 200 ? { response: first, cookie } : { response: second, cookie: other }
    const loser = first.status === 200 ? other : cookie
    expect(await emailOf(user.id)).toBe(winner.response.body.email)
    expect((await t.request('GET', '/api/me', { cookie: winner.cookie })).status).toBe(200)
    expect((await t.request('GET', '/api/me', { cookie: loser })).status).toBe(401)
  })
})
