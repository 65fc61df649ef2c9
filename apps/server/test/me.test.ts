import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teams, users } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './helpers/app.ts'

describe('GET and PATCH /api/me', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('updates every profile field of the SPEC User and answers the whole User', async () => {
    const { user, cookie } = await t.signUp({ username: 'Before' })
    const response = await t.request('PATCH', '/api/me', {
      cookie,
      body: {
        username: '  After  ',
        email: ' New.Address@Example.com ',
        avatarUrl: 'https://res.cloudinary.com/demo/image/upload/avatar.png',
        phoneNumber: '+1 (555) 010-2030',
        sensorUserId: 'fitbit-123',
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
      body: { phoneNumber: '555 0100', sensorUserId: 'garmin-1', avatarUrl: '/uploads/abc.webp' },
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

    const email = await t.request('PATCH', '/api/me', { cookie, body: { email: 'OWNER@example.com' } })
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
