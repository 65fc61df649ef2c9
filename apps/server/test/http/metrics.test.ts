import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../src/db/schema/index.ts'
import { todayIn } from '../../src/lib/days.ts'
import { createTestApp, TEST_INGEST_KEY, type TestApp } from '../helpers/app.ts'
import { addMember } from '../helpers/members.ts'

const TOKEN = 'scrape-secret-0123456789'

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('metrics', () => {
  let t: TestApp
  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    t.request('GET', '/metrics', { headers })

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN })
  })
  afterAll(async () => t.close())

  it('refuses a missing or wrong token', async () => {
    expect((await scrape({})).status).toBe(401)
    expect((await scrape({ authorization: 'Bearer not-the-token' })).status).toBe(401)
    expect((await scrape({ authorization: TOKEN })).status).toBe(401)
    const refused = await scrape({ authorization: `Bearer ${TOKEN}x` })
    expect(refused.status).toBe(401)
    expect(refused.text).not.toContain('stepup_')
    expect(refused.body.key).toBe('metricsTokenInvalid')
    expect(refused.headers['www-authenticate']).toBe('Bearer')
  })

  it('answers Prometheus text with the requests by route pattern, not by URL', async () => {
    await t.request('GET', '/api/health')
    await t.request('GET', '/api/nope-one')
    await t.request('GET', '/api/nope-two?x=1')
    const member = await addMember(t.db)
    await t.request('GET', `/api/challenges/${member.user.id}`, { cookie: member.cookie })

    const answer = await scrape()
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(sample(answer.text, 'stepup_http_requests_total{route="/api/health",method="GET",status="200"}')).toBe(1)
    expect(sample(answer.text, 'stepup_http_requests_total{route="unmatched",method="GET",status="404"}')).toBe(2)
    expect(answer.text).toMatch(
      /stepup_http_requests_total\{route="\/api\/challenges\/:id",method="GET",status="\d+"\} 1/,
    )
    expect(answer.text).not.toContain('nope')
    expect(answer.text).not.toContain(`/api/challenges/${member.user.id}`)
    expect(sample(answer.text, 'stepup_http_request_duration_seconds_count{route="/api/health",method="GET"}')).toBe(1)
  })

  it('times statements and shows the pool, the event loop, imports and mails', async () => {
    const before = sample((await scrape()).text, 'stepup_db_query_duration_seconds_count')!
    await addMember(t.db)
    const text = (await scrape()).text
    expect(sample(text, 'stepup_db_query_duration_seconds_count')).toBeGreaterThan(before)
    expect(sample(text, 'stepup_db_pool_connections')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'stepup_db_pool_waiting')).toBe(0)
    expect(sample(text, 'stepup_imports_running')).toBe(0)
    expect(sample(text, 'stepup_mails_sent_total')).toBe(0)
    expect(sample(text, 'stepup_mails_failed_total')).toBe(0)
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })

  it('is in the API document, behind the metrics token', async () => {
    const document = (await t.request('GET', '/api/docs/json')).body
    const operation = document.paths['/metrics'].get
    expect(operation.operationId).toBe('scrapeMetrics')
    expect(operation.security).toEqual([{ metricsToken: [] }])
    // Answered from the process's memory: never the database's 503.
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401'])
    expect(document.components.securitySchemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' })
  })

  it('counts mails sent, and tries that failed', async () => {
    const member = await addMember(t.db)
    const asked = await t.request('POST', '/api/auth/forgot-password', { body: { email: member.user.email } })
    expect(asked.status).toBe(200)
    await t.app.mailQueue.settled()
    expect(sample((await scrape()).text, 'stepup_mails_sent_total')).toBe(1)

    // Nothing listens on port 1: every try fails, and the mail stays queued.
    const refusing = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' })
    try {
      const other = await addMember(refusing.db)
      await refusing.request('POST', '/api/auth/forgot-password', { body: { email: other.user.email } })
      await refusing.app.mailQueue.settled()
      const text = (await refusing.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text
      expect(sample(text, 'stepup_mails_failed_total')).toBe(1)
      expect(sample(text, 'stepup_mails_sent_total')).toBe(0)
    } finally {
      await refusing.close()
    }
  })

  it('counts the day entries each source writes', async () => {
    const member = await addMember(t.db)
    const written = await t.request('POST', '/api/scores', {
      cookie: member.cookie,
      body: { date: todayIn('UTC'), steps: 4321 },
    })
    expect(written.status).toBe(200)
    const text = (await scrape()).text
    expect(sample(text, 'stepup_steps_written_total{source="manual"}')).toBe(1)
    expect(sample(text, 'stepup_steps_written_total{source="wearable"}')).toBeUndefined()

    await t.db.update(users).set({ sensorUserId: 'band-metrics-1' }).where(eq(users.id, member.user.id))
    const synced = await t.request('POST', '/api/ingest/steps', {
      noOrigin: true,
      headers: { authorization: `Bearer ${TEST_INGEST_KEY}` },
      body: {
        entries: [
          { sensorUserId: 'band-metrics-1', date: todayIn('UTC'), steps: 5000 },
          { sensorUserId: 'nobody-holds-this', date: todayIn('UTC'), steps: 5000 },
        ],
      },
    })
    expect(synced.status).toBe(200)
    expect(synced.body.accepted).toBe(1)
    expect(sample((await scrape()).text, 'stepup_steps_written_total{source="wearable"}')).toBe(1)
  })

  it('is served without a session, compression or rate limit', async () => {
    const answer = await t.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip, br' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['set-cookie']).toBeUndefined()
    expect(answer.headers['x-ratelimit-limit']).toBeUndefined()
  })
})

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('has no /metrics at all', async () => {
    expect((await t.request('GET', '/metrics', { headers: { authorization: 'Bearer anything' } })).status).toBe(404)
  })
})
