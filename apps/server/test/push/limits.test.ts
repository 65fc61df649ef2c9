import { HealthAutoExportReadingSchema, PUSH_MAX_READINGS } from '@stepup/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { dayScores } from '../../src/db/schema/index.ts'
import { PUSHES_PER_WINDOW } from '../../src/modules/push/push.routes.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { daysAgo } from '../helpers/scores-fixtures.ts'

/** A Health Auto Export body with a step metric for each count, holding that many copies of `reading`. */
function healthAutoExportText(readingsPerMetric: number[], reading: string) {
  const metrics = readingsPerMetric.map(
    (readings) =>
      `{"name":"step_count","units":"count","data":[${Array.from({ length: readings }, () => reading).join(',')}]}`,
  )
  return `{"data":{"metrics":[${metrics.join(',')}]}}`
}

describe('what one push may cost', () => {
  let t: TestApp
  let base: string
  let pia: { user: { id: number }; cookie: string }
  let reader: { cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    pia = await t.signUp({ username: 'Pia' })
    reader = await t.signUp({ username: 'Reader' })
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  const newToken = async (cookie = pia.cookie) =>
    (await t.request('POST', '/api/me/push-tokens', { cookie })).body.token as string

  /** A push over real HTTP, as a phone sends it. */
  async function pushOverHttp(token: string, text: string) {
    const started = performance.now()
    const response = await fetch(`${base}/api/push/steps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: text,
      signal: AbortSignal.timeout(60_000),
    })
    const body: any = await response.json()
    return { status: response.status, body, ms: performance.now() - started }
  }

  /** How long each read of the all-time board took while `work` ran, one read after another. */
  async function boardReadsDuring<T>(work: Promise<T>) {
    let running = true
    const finished = work.finally(() => {
      running = false
    })
    const readsMs: number[] = []
    do {
      const started = performance.now()
      const response = await fetch(`${base}/api/scores/users?period=all`, { headers: { cookie: reader.cookie } })
      await response.arrayBuffer()
      expect(response.status).toBe(200)
      readsMs.push(performance.now() - started)
    } while (running)
    return { result: await finished, readsMs }
  }

  it('refuses a body of millions of readings before reading them, and other members are answered meanwhile', async () => {
    const token = await newToken()
    // 200 metrics of 27,000 empty readings: 16 MB, under the body limit.
    const text = healthAutoExportText(
      Array.from({ length: 200 }, () => 27_000),
      '{}',
    )
    expect(text.length).toBeLessThan(16 * 1024 * 1024)
    const check = vi.spyOn(HealthAutoExportReadingSchema, 'safeParse')
    try {
      const { result: push, readsMs } = await boardReadsDuring(pushOverHttp(token, text))
      expect(push.status).toBe(413)
      expect(push.body.key).toBe('pushTooManyReadings')
      expect(check).not.toHaveBeenCalled()
      // Before, the push took minutes and every other call waited for it. The limits are far from
      // the figures printed below, so a busy machine passes; the benchmarks hold the budgets.
      expect(push.ms).toBeLessThan(30_000)
      expect(Math.max(...readsMs)).toBeLessThan(5_000)
      console.info(`hostile push: answered in ${push.ms.toFixed(0)} ms; board reads meanwhile: ${fmt(readsMs)}`)
    } finally {
      check.mockRestore()
    }
  })

  it('counts the readings of every metric together, and checks none when there are too many', async () => {
    const token = await newToken()
    const reading = `{"date":"${daysAgo(0)} 08:00:00 +0000","qty":1}`
    const half = PUSH_MAX_READINGS / 2
    const check = vi.spyOn(HealthAutoExportReadingSchema, 'safeParse')
    try {
      const over = await pushOverHttp(token, healthAutoExportText([half, half + 1], reading))
      expect(over.status).toBe(413)
      expect(over.body).toMatchObject({ key: 'pushTooManyReadings', params: { max: PUSH_MAX_READINGS } })
      expect(check).not.toHaveBeenCalled()
      const entries = await pushOverHttp(
        token,
        JSON.stringify({
          entries: Array.from({ length: PUSH_MAX_READINGS + 1 }, () => ({ date: daysAgo(0), steps: 1 })),
        }),
      )
      expect(entries.status).toBe(413)
      expect(entries.body.key).toBe('pushTooManyReadings')
    } finally {
      check.mockRestore()
    }
  })

  it('stops at the 20th bad reading, checking no more, and says there may be more', async () => {
    const token = await newToken()
    const check = vi.spyOn(HealthAutoExportReadingSchema, 'safeParse')
    try {
      const { result: push, readsMs } = await boardReadsDuring(
        pushOverHttp(token, healthAutoExportText([PUSH_MAX_READINGS], '{}')),
      )
      expect(push.status).toBe(400)
      expect(push.body).toMatchObject({ key: 'ingestInvalidEntriesAtLeast', params: { count: 20 } })
      expect(push.body.error.match(/data\.metrics\[0\]\.data\[\d+\]/g)).toHaveLength(20)
      expect(push.body.error).toContain('data.metrics[0].data[19]')
      expect(check.mock.calls.length).toBe(20)
      expect(Math.max(...readsMs)).toBeLessThan(5_000)
      console.info(
        `50,000 empty readings: answered in ${push.ms.toFixed(0)} ms; board reads meanwhile: ${fmt(readsMs)}`,
      )
    } finally {
      check.mockRestore()
    }
  })

  it('answers 50,000 empty entries with the first 20 problems, and other members are answered meanwhile', async () => {
    const token = await newToken()
    const text = JSON.stringify({ entries: Array.from({ length: PUSH_MAX_READINGS }, () => ({})) })
    const { result: push, readsMs } = await boardReadsDuring(pushOverHttp(token, text))
    expect(push.status).toBe(400)
    expect(push.body).toMatchObject({ key: 'ingestInvalidEntriesAtLeast', params: { count: 20 } })
    expect(push.body.error.match(/entries\[\d+\]/g)).toHaveLength(20)
    expect(Math.max(...readsMs)).toBeLessThan(5_000)
    console.info(`50,000 empty entries: answered in ${push.ms.toFixed(0)} ms; board reads meanwhile: ${fmt(readsMs)}`)
  })

  it('keeps the one-problem and few-problems answers of an ordinary bad push', async () => {
    const token = await newToken()
    const one = await pushOverHttp(token, JSON.stringify({ entries: [{ date: daysAgo(0), steps: -1 }] }))
    expect(one.status).toBe(400)
    expect(one.body.key).toBe('ingestInvalidEntry')
    expect(one.body.error).toMatch(/^1 invalid entry, nothing saved\. entries\[0\]: steps: /)
    const few = await pushOverHttp(token, healthAutoExportText([3], `{"date":"${daysAgo(0)} 08:00:00 +0000","qty":-1}`))
    expect(few.status).toBe(400)
    expect(few.body).toMatchObject({ key: 'ingestInvalidEntries', params: { count: 3 } })
    expect(few.body.error).toContain('data.metrics[0].data[2]')
  })

  it('takes a week of minute readings, with braces and quotes in their source names', async () => {
    const token = await newToken()
    const source = 'Pia’s {"Watch"}\\'
    const minutes = Array.from({ length: 7 * 24 * 60 }, (_, m) => {
      const day = daysAgo(6 - Math.floor(m / 1440))
      const minute = m % 1440
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`
      return { date: `${day} ${time} +0000`, qty: 1, source }
    })
    const push = await pushOverHttp(
      token,
      JSON.stringify({ data: { metrics: [{ name: 'step_count', data: minutes }] } }),
    )
    expect(push.status).toBe(200)
    expect(push.body).toEqual({ accepted: 7 })
    const row = await t.db.select().from(dayScores).where(eq(dayScores.userId, pia.user.id))
    expect(row.filter((day) => day.pushSteps === 1440)).toHaveLength(7)
  })
})

describe('how often a token may push', () => {
  let t: TestApp
  let member: { cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    member = await t.signUp()
  })
  afterAll(() => t.close())

  const push = (token: string) =>
    t.request('POST', '/api/push/steps', {
      headers: { authorization: `Bearer ${token}` },
      body: { entries: [{ date: daysAgo(0), steps: 1000 }] },
      noOrigin: true,
    })

  it(`takes ${PUSHES_PER_WINDOW} pushes a token in ten minutes, then answers 429 with when to come back`, async () => {
    const token = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body.token
    const other = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body.token
    expect(PUSHES_PER_WINDOW).toBeGreaterThanOrEqual(30)
    for (let i = 0; i < PUSHES_PER_WINDOW; i += 1) expect((await push(token)).status).toBe(200)
    const refused = await push(token)
    expect(refused.status).toBe(429)
    expect(refused.body.key).toMatch(/^tooManyAttempts/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Each token counts on its own.
    expect((await push(other)).status).toBe(200)
  })
})

describe('pushes and the boards', () => {
  let t: TestApp
  let member: { user: { id: number }; cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    member = await t.signUp({ username: 'Walker' })
  })
  afterAll(() => t.close())

  const push = (token: string, steps: number) =>
    t.request('POST', '/api/push/steps', {
      headers: { authorization: `Bearer ${token}` },
      body: { entries: [{ date: daysAgo(0), steps }] },
      noOrigin: true,
    })
  const boardSteps = async () => {
    const board = await t.request('GET', '/api/scores/users?period=all', { cookie: member.cookie })
    return board.body.users.find((entry: { user: { id: number } }) => entry.user.id === member.user.id)?.steps ?? 0
  }

  it('a push that changes no day leaves the cached boards alone', async () => {
    const token = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body.token
    expect((await push(token, 4321)).status).toBe(200)
    const changedFor = vi.spyOn(t.app.scores.boards, 'changedFor')
    try {
      expect((await push(token, 4321)).status).toBe(200)
      expect(changedFor).not.toHaveBeenCalled()
    } finally {
      changedFor.mockRestore()
    }
  })

  it("shows a push on the boards at once to the member who pushed, without clearing everyone's cached boards", async () => {
    const token = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body.token
    await boardSteps()
    const changed = vi.spyOn(t.app.scores.boards, 'changed')
    try {
      for (const steps of [5000, 6000, 7000]) {
        expect((await push(token, steps)).status).toBe(200)
        expect(await boardSteps()).toBe(steps)
      }
      expect(changed).not.toHaveBeenCalled()
    } finally {
      changed.mockRestore()
    }
  })
})

describe("a deactivated member's pushes", () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('are refused while they are deactivated, and taken again once they are back', async () => {
    const admin = await t.signUp({ admin: true })
    const member = await t.signUp({ username: 'Dee' })
    const token = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body.token
    const push = (steps: number) =>
      t.request('POST', '/api/push/steps', {
        headers: { authorization: `Bearer ${token}` },
        body: { entries: [{ date: daysAgo(0), steps }] },
        noOrigin: true,
      })
    const deactivated = await t.request('POST', `/api/admin/members/${member.user.id}/deactivate`, {
      cookie: admin.cookie,
    })
    expect(deactivated.status).toBe(200)

    const refused = await push(5000)
    expect(refused.status).toBe(403)
    expect(refused.body.key).toBe('accountDeactivated')
    expect(await t.db.select().from(dayScores).where(eq(dayScores.userId, member.user.id))).toEqual([])

    await t.request('POST', `/api/admin/members/${member.user.id}/reactivate`, { cookie: admin.cookie })
    expect(await t.db.select().from(dayScores).where(eq(dayScores.userId, member.user.id))).toEqual([])
    expect((await push(6000)).body).toEqual({ accepted: 1 })
  })
})

function fmt(readsMs: number[]) {
  return `${readsMs.length} reads, slowest ${Math.max(...readsMs).toFixed(0)} ms`
}
