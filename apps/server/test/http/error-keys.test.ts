import { apiMessages } from '@stepup/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { badRequest, conflict, forbidden, invalidField, unauthorized } from '../../src/errors.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { ingest } from '../helpers/scores-fixtures.ts'

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

describe('error answers name their sentence in the catalogue', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers the unchanged English sentence with its key', async () => {
    const member = await t.signUp({ email: 'keys@example.com' })
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'keys@example.com', password: 'not the password' },
    })
    expect(login.status).toBe(401)
    expect(login.body).toEqual({ error: 'Invalid email or password', key: 'invalidCredentials' })

    const befriendSelf = await t.request('POST', `/api/users/${member.user.id}/friends`, { cookie: member.cookie })
    expect(befriendSelf.status).toBe(400)
    expect(befriendSelf.body).toEqual({
      error: 'You cannot send a friend request to yourself',
      key: 'friendRequestToSelf',
    })
  })

  it('sends the values of a sentence with placeholders, also for a sentence still thrown as text', async () => {
    const { cookie } = await t.signUp()
    const tooOld = await t.request('POST', '/api/scores', { cookie, body: { date: daysAgo(30), steps: 100 } })
    expect(tooOld.status).toBe(400)
    expect(tooOld.body).toEqual({
      error: 'date: steps can be entered for at most 7 days back',
      key: 'manualEntryDaysBack',
      params: { days: 7 },
    })
  })

  it('names the field of a schema failure and keys its message when the catalogue has it', async () => {
    const missing = await t.request('POST', '/api/auth/register', {
      body: { username: 'No Email', email: '   ', password: 'secret1' },
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ error: 'email: Email is required', key: 'emailRequired' })

    const { cookie } = await t.signUp()
    const tooMany = await t.request('POST', '/api/scores', { cookie, body: { date: daysAgo(0), steps: 100_001 } })
    expect(tooMany.body).toEqual({
      error: 'steps: Steps must be at most 100,000',
      key: 'stepsTooHigh',
      params: { max: 100_000 },
    })
  })

  it('keys an unknown route and keeps answering other 4xx texts as they are', async () => {
    const unknown = await t.request('GET', '/api/nowhere?x=1')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({
      error: 'Not found: GET /api/nowhere',
      key: 'routeNotFound',
      params: { method: 'GET', path: '/api/nowhere' },
    })

    const broken = await t.request('POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect(broken.body).toEqual({ error: 'The request body is not valid JSON', key: 'requestBodyNotJson' })
  })

  it('refuses a NUL character in text with a 400, wherever it comes in, and keeps nothing', async () => {
    const nul = { error: 'Text may not contain the NUL character', key: 'textHasNulCharacter' }
    const member = await t.signUp({ username: 'Nul Tester', email: 'nul@example.com' })
    const rename = await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { username: 'Nul\u0000Tester' } })
    expect([rename.status, rename.body]).toEqual([400, nul])
    const search = await t.request('GET', '/api/users?search=%00', { cookie: member.cookie })
    expect([search.status, search.body]).toEqual([400, nul])
    const sync = await ingest(t, [{ sensorUserId: 'band\u0000one', date: daysAgo(1), steps: 10 }])
    expect([sync.status, sync.body]).toEqual([400, nul])
    const me = await t.request('GET', '/api/me', { cookie: member.cookie })
    expect(me.body.username).toBe('Nul Tester')
  })
})

describe('AppError', () => {
  it('writes the English sentence of its key, with the values filled in', () => {
    const error = badRequest('manualEntryDaysBack', { days: 30 })
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      statusCode: 400,
      key: 'manualEntryDaysBack',
      params: { days: 30 },
      message: 'date: steps can be entered for at most 30 days back',
    })
    expect(conflict('teamFull')).toMatchObject({ key: 'teamFull', message: apiMessages.teamFull, params: undefined })
    expect(invalidField('endDate', 'endAfterStart')).toMatchObject({
      key: 'endAfterStart',
      message: 'endDate: End date must be after the start date',
    })
    expect(unauthorized()).toMatchObject({ key: 'loginRequired', message: 'You need to log in' })
    expect(forbidden()).toMatchObject({ key: 'notAllowed', message: 'You are not allowed to do that' })
  })

  it('checks keys and their values when compiled', () => {
    // @ts-expect-error manualEntryDaysBack needs { days }
    badRequest('manualEntryDaysBack')
    // @ts-expect-error teamFull has no placeholders
    conflict('teamFull', { max: 3 })
    // @ts-expect-error the value is named days, not max
    badRequest('manualEntryDaysBack', { max: 3 })
    expect(true).toBe(true)
  })
})
