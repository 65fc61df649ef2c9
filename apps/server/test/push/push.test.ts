import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { daysAgo, sourcesDrift, totalsDrift } from '../helpers/scores-fixtures.ts'

describe('pushing steps from a phone with a personal token', () => {
  let t: TestApp
  let member: { user: { id: number }; cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    member = await t.signUp({ username: 'Pia' })
  })
  afterAll(() => t.close())

  const push = (token: string, body: unknown) =>
    t.request('POST', '/api/push/steps', { headers: { authorization: `Bearer ${token}` }, body, noOrigin: true })

  async function daySteps(cookie: string, date: string) {
    const history = await t.request('GET', '/api/scores/history', { cookie })
    return history.body.find((day: { date: string }) => day.date === date)
  }

  it('shows a token once, lists it without the token, and refuses guests', async () => {
    const created = await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })
    expect(created.status).toBe(201)
    expect(created.body.token).toMatch(/^sup_[\w-]{43}$/)
    expect(created.body.url).toBe('http://localhost:3000/api/push/steps')
    const listed = await t.request('GET', '/api/me/push-tokens', { cookie: member.cookie })
    expect(listed.body).toEqual([
      {
        id: created.body.id,
        createdAt: expect.any(String),
        lastUsedAt: null,
        url: created.body.url,
        client: null,
        clientVersion: null,
        device: null,
        lastSyncAt: null,
      },
    ])
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token)
    expect((await t.request('GET', '/api/me/push-tokens')).status).toBe(401)
    expect((await t.request('POST', '/api/me/push-tokens')).status).toBe(401)
  })

  it('takes the Health Auto Export body, adding minutes of every label per day of their own offset', async () => {
    const token = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body.token
    const yesterday = daysAgo(1)
    const today = daysAgo(0)
    const response = await push(token, {
      data: {
        metrics: [
          { name: 'heart_rate', units: 'count/min', data: [{ date: `${today} 08:00:00 +0100`, Avg: 70 }] },
          {
            name: 'step_count',
            units: 'count',
            data: [
              { date: `${yesterday} 08:00:00 +0100`, qty: 1200.4, source: 'Pia’s iPhone|Pia’s Apple Watch' },
              { date: `${yesterday} 23:30:00 -0500`, qty: 800.2, source: 'Pia’s iPhone|Pia’s Apple Watch' },
              // HealthKit's merge labels a minute only the phone recorded with the phone alone.
              { date: `${yesterday} 12:00:00 +0100`, qty: 1500, source: 'Pia’s iPhone' },
              // The same minute sent again counts once.
              { date: `${yesterday} 12:00:00 +0100`, qty: 1500, source: 'Pia’s iPhone' },
              { date: `${today} 00:10:00 +0100`, qty: 300, source: null },
            ],
          },
        ],
      },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ accepted: 2 })
    expect(await daySteps(member.cookie, yesterday)).toMatchObject({ steps: 3501, source: 'push' })
    expect(await daySteps(member.cookie, today)).toMatchObject({ steps: 300, source: 'push' })

    // A later push carries the day's total so far: it replaces the earlier one.
    await push(token, { entries: [{ date: today, steps: 4500 }] })
    expect(await daySteps(member.cookie, today)).toMatchObject({ steps: 4500 })
    const listed = await t.request('GET', '/api/me/push-tokens', { cookie: member.cookie })
    expect(listed.body[0]).toMatchObject({
      client: 'entries',
      lastUsedAt: expect.any(String),
      lastSyncAt: expect.any(String),
    })
    expect(await totalsDrift(t)).toEqual([])
    expect(await sourcesDrift(t)).toEqual([])
  })

  it('counts a Health Auto Export body pushed as the same JSON uploaded as a file is counted', async () => {
    const fixture = fileURLToPath(
      new URL('../fixtures/real/health-auto-export/HealthAutoExport-2026-11-20-2026-11-21.json', import.meta.url),
    )
    const text = fs.readFileSync(fixture, 'utf8')
    const pusher = await t.signUp({})
    const token = (await t.request('POST', '/api/me/push-tokens', { cookie: pusher.cookie })).body.token
    expect((await push(token, JSON.parse(text))).body).toEqual({ accepted: 2 })
    const pushed = await t.request('GET', '/api/scores/history', { cookie: pusher.cookie })

    const uploader = await t.signUp({})
    const boundary = '----stepupHealthAutoExport'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.json"\r\n` +
          `Content-Type: application/json\r\n\r\n`,
      ),
      Buffer.from(text),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const created = await t.request('POST', '/api/me/imports', {
      cookie: uploader.cookie,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(created.status).toBe(202)
    let preview = created.body
    while (preview.status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 25))
      preview = (await t.request('GET', `/api/me/imports/${created.body.id}`, { cookie: uploader.cookie })).body
    }
    expect(preview.format).toBe('health-auto-export')
    expect(pushed.body.map(({ date, steps }: { date: string; steps: number }) => ({ date, steps })).reverse()).toEqual(
      preview.days.map(({ date, steps }: { date: string; steps: number }) => ({ date, steps })),
    )
  })

  it('skips days beyond the days imports may reach, and far ahead', async () => {
    const token = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body.token
    const response = await push(token, {
      entries: [
        { date: daysAgo(29), steps: 100 },
        { date: daysAgo(30), steps: 100 },
        { date: daysAgo(-5), steps: 100 },
      ],
    })
    expect(response.body).toEqual({ accepted: 1 })
    expect(await daySteps(member.cookie, daysAgo(30))).toBeUndefined()
  })

  it('refuses a wrong, missing or revoked token before reading the body, and a bad body with the reason', async () => {
    const created = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body
    expect((await push('sup_not-a-token', { entries: [] })).status).toBe(401)
    const missing = await t.request('POST', '/api/push/steps', { body: { entries: [] }, noOrigin: true })
    expect(missing.status).toBe(401)
    expect(missing.body.error).toMatch(/push token/)
    // A session cookie is no substitute for the token.
    expect((await t.request('POST', '/api/push/steps', { cookie: member.cookie, body: { entries: [] } })).status).toBe(
      401,
    )

    const bad = await push(created.token, {
      data: { metrics: [{ name: 'step_count', data: [{ date: 'last tuesday', qty: 5 }] }] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/2026-11-20 08:00:00 \+0100/)
    expect((await push(created.token, { steps: 5 })).status).toBe(400)
    const tooMany = await push(created.token, {
      data: { metrics: [{ name: 'step_count', data: [{ date: `${daysAgo(0)} 08:00:00 +0000`, qty: 100_001 }] }] },
    })
    expect(tooMany.status).toBe(400)

    const other = await t.signUp()
    expect((await t.request('DELETE', `/api/me/push-tokens/${created.id}`, { cookie: other.cookie })).status).toBe(404)
    expect((await t.request('DELETE', `/api/me/push-tokens/${created.id}`, { cookie: member.cookie })).status).toBe(204)
    expect((await push(created.token, { entries: [] })).status).toBe(401)
  })

  it('keeps at most 10 tokens a member, also when they are asked for at once', async () => {
    const { cookie } = await t.signUp()
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => t.request('POST', '/api/me/push-tokens', { cookie })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4)
    expect((await t.request('GET', '/api/me/push-tokens', { cookie })).body).toHaveLength(10)
  })
})
