import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_INGEST_KEY, TEST_ORIGIN, type TestApp } from '../helpers/app.ts'
import { daysAgo, ingest, setSensorId, sourcesDrift, totalsDrift } from '../helpers/scores-fixtures.ts'
import { inTransaction } from '../../src/db/transaction.ts'

const DEFAULT_ORDER = ['wearable', 'push', 'import', 'admin', 'manual']

describe("where a day's steps came from", () => {
  let t: TestApp
  let admin: { cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ username: 'Admin', admin: true })
  })
  afterAll(() => t.close())

  async function pushToken(cookie: string) {
    const created = await t.request('POST', '/api/me/push-tokens', { cookie })
    expect(created.status).toBe(201)
    return created.body.token as string
  }

  async function dayOf(cookie: string, date: string) {
    const history = await t.request('GET', '/api/scores/history', { cookie })
    return history.body.find((day: { date: string }) => day.date === date)
  }

  it('counts the highest-priority source a day has, never a sum, and keeps every count', async () => {
    const { user, cookie } = await t.signUp({ username: 'Sam' })
    await setSensorId(t, user.id, 's-sam')
    const day = daysAgo(1)
    await t.request('POST', '/api/scores', { cookie, body: { date: day, steps: 12000 } })
    expect(await dayOf(cookie, day)).toMatchObject({ steps: 12000, source: 'manual' })

    await ingest(t, [{ sensorUserId: 's-sam', date: day, steps: 7000 }])
    expect(await dayOf(cookie, day)).toMatchObject({
      steps: 7000,
      total: 7000,
      source: 'wearable',
      sources: [
        { source: 'wearable', steps: 7000 },
        { source: 'manual', steps: 12000 },
      ],
    })
    // A manual entry under a higher source changes the manual count only.
    const entered = await t.request('POST', '/api/scores', { cookie, body: { date: day, steps: 15000 } })
    expect(entered.body).toMatchObject({ steps: 7000, source: 'wearable' })
    expect(entered.body.sources).toContainEqual({ source: 'manual', steps: 15000 })

    const token = await pushToken(cookie)
    await t.request('POST', '/api/push/steps', {
      headers: { authorization: `Bearer ${token}` },
      body: { entries: [{ date: day, steps: 9000 }] },
      noOrigin: true,
    })
    expect(await dayOf(cookie, day)).toMatchObject({ steps: 7000, source: 'wearable' })
    expect((await dayOf(cookie, day)).sources.map((s: { source: string }) => s.source)).toEqual([
      'wearable',
      'push',
      'manual',
    ])
    expect(await totalsDrift(t)).toEqual([])
    expect(await sourcesDrift(t)).toEqual([])
  })

  it('recounts every day when the admin reorders the sources, and the board follows', async () => {
    const { user, cookie } = await t.signUp({ username: 'Rae' })
    await setSensorId(t, user.id, 's-rae')
    const day = daysAgo(2)
    await ingest(t, [{ sensorUserId: 's-rae', date: day, steps: 3000 }])
    await t.request('POST', '/api/scores', { cookie, body: { date: day, steps: 20000 } })
    const standing = async () => (await t.request('GET', '/api/scores/me', { cookie })).body.steps
    expect(await standing()).toBe(3000)

    const manualFirst = ['manual', 'wearable', 'push', 'import', 'admin']
    const reordered = await t.request('POST', '/api/scores/config', {
      cookie: admin.cookie,
      body: { sourcePriority: manualFirst },
    })
    expect(reordered.status).toBe(200)
    expect(reordered.body.sourcePriority).toEqual(manualFirst)
    expect(await dayOf(cookie, day)).toMatchObject({ steps: 20000, source: 'manual' })
    expect(await standing()).toBe(20000)
    expect(await totalsDrift(t)).toEqual([])
    expect(await sourcesDrift(t)).toEqual([])

    await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body: { sourcePriority: DEFAULT_ORDER } })
    expect(await standing()).toBe(3000)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('refuses an order that leaves out or repeats a source, and a reach outside 1–3660 days', async () => {
    for (const body of [
      { sourcePriority: ['wearable', 'push', 'import', 'admin'] },
      { sourcePriority: ['wearable', 'push', 'import', 'admin', 'admin'] },
      { sourcePriority: ['wearable', 'push', 'import', 'admin', 'typing'] },
      { importDaysBack: 0 },
      { importDaysBack: 3661 },
      { importDaysBack: 2.5 },
    ]) {
      const response = await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const member = await t.signUp()
    const denied = await t.request('POST', '/api/scores/config', {
      cookie: member.cookie,
      body: { sourcePriority: DEFAULT_ORDER },
    })
    expect(denied.status).toBe(403)
  })
})

/** Real parallel HTTP requests: each writer its own transaction, on the same days at once. */
describe('writers of different sources at once', () => {
  let t: TestApp
  let address: string
  beforeAll(async () => {
    t = await createTestApp()
    address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${address}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.status)

  it('leaves every day counting its highest source, and the totals equal to the days', async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const { user, cookie } = await t.signUp({ username: `Racer ${i}` })
        await setSensorId(t, user.id, `s-racer-${i}`)
        const token = (await t.request('POST', '/api/me/push-tokens', { cookie })).body.token as string
        return { user, cookie, token, sensor: `s-racer-${i}` }
      }),
    )
    const days = [0, 1, 2, 3].map((n) => daysAgo(n))
    for (let round = 0; round < 8; round += 1) {
      const writes = members.flatMap((member, m) => [
        post(
          '/api/ingest/steps',
          { authorization: `Bearer ${TEST_INGEST_KEY}` },
          {
            entries: days.map((date, d) => ({ sensorUserId: member.sensor, date, steps: 1000 * round + m + d })),
          },
        ),
        post(
          '/api/push/steps',
          { authorization: `Bearer ${member.token}` },
          {
            entries: days.map((date, d) => ({ date, steps: 2000 * round + m + d })),
          },
        ),
        ...days.map((date, d) =>
          post('/api/scores', { cookie: member.cookie, origin: TEST_ORIGIN }, { date, steps: 3000 * round + m + d }),
        ),
      ])
      expect(new Set(await Promise.all(writes))).toEqual(new Set([200]))
      expect(await sourcesDrift(t)).toEqual([])
      expect(await totalsDrift(t)).toEqual([])
    }
  })

  it("counts a writer's source with the one a writer it waited for has just committed", async () => {
    const { user } = await t.signUp({ username: 'Waiter' })
    const date = daysAgo(1)
    let waiting: Promise<unknown> | undefined
    await inTransaction(t.db, async (tx) => {
      await t.app.scores.recordSteps(tx, 'manual', [{ userId: user.id, date, steps: 500 }])
      // The push starts while the manual entry holds the day row, and waits for it to commit.
      waiting = inTransaction(t.db, (other) =>
        t.app.scores.recordSteps(other, 'push', [{ userId: user.id, date, steps: 800 }]),
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    await waiting
    await inTransaction(t.db, async (tx) => {
      await t.app.scores.recordSteps(tx, 'push', [{ userId: user.id, date, steps: 900 }])
      waiting = inTransaction(t.db, (other) =>
        t.app.scores.recordSteps(other, 'manual', [{ userId: user.id, date, steps: 600 }]),
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    await waiting
    const [row] = (
      (await t.db.execute(
        sql`select steps, push_steps, manual_steps from day_scores where user_id = ${user.id} and day = ${date}`,
      )) as unknown as { rows: unknown[] }
    ).rows
    expect(row).toEqual({ steps: 900, push_steps: 900, manual_steps: 600 })
    expect(await sourcesDrift(t)).toEqual([])
    expect(await totalsDrift(t)).toEqual([])
  })
})
