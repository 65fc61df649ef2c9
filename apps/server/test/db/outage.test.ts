import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openPostgres } from '../../src/db/client.ts'
import { scoreTotals } from '../../src/db/schema/index.ts'
import { Scores } from '../../src/modules/scores/index.ts'
import { ingestSteps } from '../../src/modules/scores/ingest.service.ts'
import { createTestApp, type Response, type TestApp } from '../helpers/app.ts'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts'
import { daysAgo, setSensorId } from '../helpers/scores-fixtures.ts'

/** Short limits, so a database that stops answering shows within a test's few seconds. */
const SHORT_TIMEOUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: '500',
  DATABASE_STATEMENT_TIMEOUT_MS: '500',
  DATABASE_HEALTH_TIMEOUT_MS: '300',
}

function expectDatabaseUnavailable(response: Response) {
  expect(response.status).toBe(503)
  expect(response.headers['retry-after']).toBe('5')
  expect(response.body).toEqual({
    error: 'The service cannot reach its database right now. Please try again in a moment.',
    key: 'databaseUnavailable',
  })
}

/** Calls `call` until `done` holds of its answer, for up to `withinMs`. */
async function eventually<T>(call: () => Promise<T>, done: (value: T) => boolean, withinMs: number) {
  const start = performance.now()
  for (;;) {
    const value = await call()
    if (done(value)) return value
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function timed<T>(call: () => Promise<T>) {
  const start = performance.now()
  const value = await call()
  return { value, ms: performance.now() - start }
}

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('a PostgreSQL server that stops answering', () => {
  let proxy: TcpProxy
  let t: TestApp
  let healthUrl: string
  beforeEach(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!)
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
    t = await createTestApp(SHORT_TIMEOUTS, { urlFor: proxy.urlFor })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    healthUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/health`
  })
  afterEach(async () => {
    await proxy.resume()
    await t.close()
    await proxy.close()
  })

  it('makes the health check answer 503 within a few seconds of a hang, and 200 once it answers again', async () => {
    expect((await fetch(healthUrl)).status).toBe(200)
    proxy.pause()
    const paused = performance.now()
    // A ping's answer is reused for a second, then checks ask the database again.
    await eventually(
      () => fetch(healthUrl).then((response) => response.status),
      (status) => status === 503,
      3_000,
    )
    expect(performance.now() - paused).toBeLessThan(3_000)
    const { value: again, ms } = await timed(() => fetch(healthUrl))
    expect(again.status).toBe(503)
    expect(ms).toBeLessThan(1_000)

    await proxy.resume()
    await eventually(
      () => fetch(healthUrl).then((response) => response.status),
      (status) => status === 200,
      3_000,
    )
  })

  it('answers a member 503 with Retry-After within a few seconds while it hangs, and works again after', async () => {
    const { cookie } = await t.signUp()
    proxy.pause()
    const { value: me, ms } = await timed(() => t.request('GET', '/api/me', { cookie }))
    expectDatabaseUnavailable(me)
    expect(ms).toBeLessThan(4_000)

    // Sign-ups run in a transaction: more of them than the pool has connections, each stuck on
    // a connection that no longer answers. None may keep its connection from the pool.
    const stuck = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.request('POST', '/api/auth/register', {
          body: {
            username: 'Stuck',
            email: `stuck-${Math.random().toString(36).slice(2)}@example.com`,
            password: 'correct horse',
          },
        }),
      ),
    )
    for (const response of stuck) expectDatabaseUnavailable(response)

    await proxy.resume()
    const after = await eventually(
      () => t.request('GET', '/api/me', { cookie }),
      (response) => response.status === 200,
      3_000,
    )
    expect(after.body.username).toMatch(/^Member/)
    const { cookie: newcomer } = await t.signUp()
    expect((await t.request('GET', '/api/me', { cookie: newcomer })).status).toBe(200)
  })

  it('answers 503, not 500, while it refuses connections, and works again once it accepts them', async () => {
    const { cookie } = await t.signUp()
    await proxy.refuse()
    expectDatabaseUnavailable(await t.request('GET', '/api/me', { cookie }))
    expectDatabaseUnavailable(
      await t.request('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'correct horse' } }),
    )
    expect((await t.request('GET', '/api/health')).status).toBe(503)

    await proxy.resume()
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200)
    expect((await t.request('GET', '/api/health')).status).toBe(200)
  })

  it('lets the app and its pool close, as at shutdown, once statements stuck on it time out', async () => {
    const { cookie } = await t.signUp()
    proxy.pause()
    const stuck = t.request('GET', '/api/me', { cookie })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const { ms } = await timed(() => t.close())
    // The statement timeout (0.5 s) and its grace (2 s) bound the wait for the request's connection.
    expect(ms).toBeLessThan(5_000)
    expectDatabaseUnavailable(await stuck)
    // Closed once, here; afterEach's close must not close it again.
    t.close = () => Promise.resolve()
  })

  it('lets the totals backlog fail at the timeout while it hangs, and take the changes once it answers', async () => {
    const { user } = await t.signUp()
    await setSensorId(t, user.id, 'fit-outage')
    // A sync answered by a process that stopped before its run: the changes wait in the backlog.
    const stopped = new Scores(t.db, t.app.log)
    await stopped.close()
    await ingestSteps(stopped, [{ sensorUserId: 'fit-outage', date: daysAgo(0), steps: 4321 }], daysAgo(0))

    proxy.pause()
    t.app.scores.backlog.apply()
    const { ms } = await timed(() => t.app.scores.backlog.settled())
    expect(ms).toBeLessThan(4_000)

    await proxy.resume()
    // Until the app finds the database answering again (within a second), reads fail at once.
    const stepsOf = async () =>
      (
        await t.db
          .select()
          .from(scoreTotals)
          .where(eq(scoreTotals.userId, user.id))
          .catch(() => [])
      )[0]?.steps ?? 0
    // The backlog tries again a second after a failed run, with no sync to set it off.
    await eventually(stepsOf, (steps) => steps === 4321, 4_000)
  })

  it('answers 503 when the statement timeout cancels a statement', async () => {
    const { cookie } = await t.signUp()
    await t.db.execute(sql`
      create function slow_update() returns trigger language plpgsql as $$
      begin perform pg_sleep(2); return new; end $$
    `)
    await t.db.execute(sql`
      create trigger users_slow before update on users for each row execute function slow_update();
    `)
    const { value: response, ms } = await timed(() =>
      t.request('PATCH', '/api/me', { cookie, body: { phoneNumber: '+1 555 010 2030' } }),
    )
    expectDatabaseUnavailable(response)
    expect(ms).toBeLessThan(2_000)
  })
})

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'a PostgreSQL server that stops answering, with the timeouts a production start has',
  () => {
    let proxy: TcpProxy
    let t: TestApp
    beforeEach(async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!)
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
      // No short limits: the statement timeout is the default 30 s, which the answers must not wait for.
      t = await createTestApp({}, { urlFor: proxy.urlFor })
    })
    afterEach(async () => {
      await proxy.resume()
      await t.close()
      await proxy.close()
    })

    it('answers reads and writes 503 within 3 s, fails the next ones at once, and serves again within 5 s of the database answering', async () => {
      const { cookie } = await t.signUp()
      proxy.pause()
      const first = await Promise.all([
        timed(() => t.request('GET', '/api/me', { cookie })),
        timed(() => t.request('PATCH', '/api/me', { cookie, body: { phoneNumber: '+1 555 010 2030' } })),
        timed(() => t.request('GET', '/api/scores/history', { cookie })),
      ])
      for (const { value, ms } of first) {
        expectDatabaseUnavailable(value)
        expect(ms).toBeLessThan(3_000)
      }
      // Found down: the next calls do not wait at all.
      const { value: next, ms: nextMs } = await timed(() => t.request('GET', '/api/me', { cookie }))
      expectDatabaseUnavailable(next)
      expect(nextMs).toBeLessThan(500)
      expect((await t.request('GET', '/api/health')).status).toBe(503)
      expect((await t.request('GET', '/api/health/live')).status).toBe(200)

      await proxy.resume()
      const resumed = performance.now()
      await eventually(
        () => t.request('GET', '/api/me', { cookie }),
        (response) => response.status === 200,
        5_000,
      )
      expect(performance.now() - resumed).toBeLessThan(5_000)
      // The write answered 503 did not happen.
      expect((await t.request('GET', '/api/me', { cookie })).body.phoneNumber).not.toBe('+1 555 010 2030')
      expect((await t.request('PATCH', '/api/me', { cookie, body: { phoneNumber: '+1 555 010 2030' } })).status).toBe(
        200,
      )
    })

    it('lets a long statement on a database that answers run past 3 s', async () => {
      const { cookie } = await t.signUp()
      await t.db.execute(sql`
        create function slow_update() returns trigger language plpgsql as $$
        begin perform pg_sleep(4); return new; end $$
      `)
      await t.db.execute(sql`
        create trigger users_slow before update on users for each row execute function slow_update();
      `)
      const { value: response, ms } = await timed(() =>
        t.request('PATCH', '/api/me', { cookie, body: { phoneNumber: '+1 555 010 2030' } }),
      )
      expect(response.status).toBe(200)
      expect(ms).toBeGreaterThan(4_000)
    })
  },
)

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'starting on a PostgreSQL server that does not answer',
  () => {
    it('stops with a message naming the server when connections are refused', async () => {
      const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 })
      await proxy.refuse()
      try {
        await expect(
          openPostgres(proxy.urlFor(process.env.TEST_DATABASE_URL!), { timeouts: { connectMs: 500 } }),
        ).rejects.toThrow(`Could not connect to PostgreSQL at 127.0.0.1:${proxy.port}/`)
      } finally {
        await proxy.close()
      }
    })

    it('stops within the connect timeout when the server hangs', async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!)
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
      proxy.pause()
      try {
        const { value: opening, ms } = await timed(() =>
          openPostgres(proxy.urlFor(url.toString()), { timeouts: { connectMs: 500 } }).then(
            () => 'opened',
            (error: Error) => error.message,
          ),
        )
        expect(opening).toMatch(/^Could not connect to PostgreSQL at .*timeout/)
        expect(ms).toBeLessThan(2_000)
      } finally {
        await proxy.close()
      }
    })
  },
)

describe('a database out of disk space', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(() => t.close())

  it('answers a write 503 and the health check 503, on either path', async () => {
    const { cookie } = await t.signUp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const healthUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/health`
    expect((await fetch(healthUrl)).status).toBe(200)
    // A real full disk cannot be had in a test: the trigger raises what PostgreSQL raises when it
    // cannot extend a table's file.
    await t.db.execute(sql`
      create function disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$
    `)
    await t.db.execute(sql`
      create trigger users_disk_full before update on users for each row execute function disk_full();
    `)
    const write = await t.request('PATCH', '/api/me', { cookie, body: { phoneNumber: '+1 555 010 2030' } })
    expectDatabaseUnavailable(write)
    expect((await fetch(healthUrl)).status).toBe(503)
    expect((await t.request('GET', '/api/health')).status).toBe(503)
  })

  it('answers 503 once the database is closed, as when the process shuts down', async () => {
    const { cookie } = await t.signUp()
    await t.database.close()
    // Closed once, here; the test's own close must not close it again.
    t.database.close = () => Promise.resolve()
    expectDatabaseUnavailable(await t.request('PATCH', '/api/me', { cookie, body: { phoneNumber: '+1 555 010 2030' } }))
  })
})
