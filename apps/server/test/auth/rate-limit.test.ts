import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { startTcpProxy } from '../helpers/tcp-proxy.ts'

/** A random client address per test, sent the way a proxy in front of the app would. */
const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`
const randomEmail = (label: string) => `${label}-${crypto.randomBytes(5).toString('hex')}@example.com`

function login(t: TestApp, email: string, password: string, ip: string) {
  return t.request('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } })
}

function forgot(t: TestApp, email: string, ip: string) {
  return t.request('POST', '/api/auth/forgot-password', { body: { email }, headers: { 'x-forwarded-for': ip } })
}

function expectTooMany(response: Awaited<ReturnType<TestApp['request']>>) {
  expect(response.status).toBe(429)
  expect(response.body).toEqual({
    error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    key: expect.stringMatching(/^tooManyAttempts(OneMinute)?$/),
    ...(response.body.key === 'tooManyAttempts' && { params: { minutes: expect.any(Number) } }),
  })
  const retryAfter = Number(response.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
}

describe('rate limits on login, sign-up and forgot-password', () => {
  let t: TestApp
  // One app with a small budget per address, shared by the cases that spend it: each spends it
  // from its own random address, and an app costs a database of its own.
  let limited: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' })
  })
  afterAll(async () => {
    await t.close()
    await limited.close()
  })

  it('answers the 11th login attempt for one email within 15 minutes with 429 and Retry-After', async () => {
    const email = randomEmail('login-limit')
    await t.signUp({ email, password: 'correct horse' })
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login(t, email, 'wrong horse', randomIp())
      expect(response.status, `attempt ${attempt}`).toBe(401)
    }
    // Counted per email: neither a new address nor the right password nor another case gets through.
    expectTooMany(await login(t, email.toUpperCase(), 'correct horse', randomIp()))
    // Another member is not affected.
    const other = randomEmail('login-other')
    await t.signUp({ email: other, password: 'correct horse' })
    expect((await login(t, other, 'correct horse', randomIp())).status).toBe(200)
  })

  it('limits forgot-password per email too, separately from login', async () => {
    const email = randomEmail('forgot-limit')
    await t.signUp({ email, password: 'correct horse' })
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await forgot(t, ` ${email} `, randomIp())).status, `attempt ${attempt}`).toBe(200)
    }
    expectTooMany(await forgot(t, email, randomIp()))
    expect((await login(t, email, 'correct horse', randomIp())).status).toBe(200)
  })

  it('limits one address across emails and across both calls', async () => {
    const ip = randomIp()
    expect((await login(limited, randomEmail('a'), 'whatever1', ip)).status).toBe(401)
    expect((await forgot(limited, randomEmail('b'), ip)).status).toBe(200)
    expect((await login(limited, randomEmail('c'), 'whatever1', ip)).status).toBe(401)
    expectTooMany(await login(limited, randomEmail('d'), 'whatever1', ip))
    expectTooMany(await forgot(limited, randomEmail('e'), ip))
    expect((await login(limited, randomEmail('f'), 'whatever1', randomIp())).status).toBe(401)
  })

  it('counts every sign-up against the address, with or without an admin token', async () => {
    const ip = randomIp()
    const register = (adminToken?: string, from = ip) =>
      limited.request('POST', '/api/auth/register', {
        body: { username: 'Joiner', email: randomEmail('join'), password: 'secret1', adminToken },
        headers: { 'x-forwarded-for': from },
      })
    expect((await register()).status).toBe(201)
    expect((await register('')).status).toBe(201)
    expect((await register('guess-1')).status).toBe(403)
    expectTooMany(await register())
    expectTooMany(await register('guess-2'))
    expect((await register(undefined, randomIp())).status).toBe(201)
  })

  it('shares one budget per address between sign-up and login', async () => {
    const ip = randomIp()
    const register = () =>
      limited.request('POST', '/api/auth/register', {
        body: { username: 'Joiner', email: randomEmail('shared'), password: 'secret1' },
        headers: { 'x-forwarded-for': ip },
      })
    expect((await register()).status).toBe(201)
    expect((await login(limited, randomEmail('x'), 'whatever1', ip)).status).toBe(401)
    expect((await register()).status).toBe(201)
    expectTooMany(await login(limited, randomEmail('y'), 'whatever1', ip))
    expectTooMany(await register())
  })

  it('does not limit registration or the other auth calls by these counters', async () => {
    const email = randomEmail('not-limited')
    const ip = randomIp()
    for (let attempt = 1; attempt <= 11; attempt += 1) await login(t, email, 'wrong horse', ip)
    const register = await t.request('POST', '/api/auth/register', {
      body: { username: 'Late Joiner', email, password: 'correct horse' },
      headers: { 'x-forwarded-for': ip },
    })
    expect(register.status).toBe(201)
  })
})

describe('rate limits when Redis is down', () => {
  it('let attempts through rather than lock everyone out', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' })
    try {
      const email = randomEmail('no-redis')
      await t.signUp({ email, password: 'correct horse' })
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        expect((await login(t, email, 'wrong horse', randomIp())).status, `attempt ${attempt}`).toBe(401)
      }
      expect((await login(t, email, 'correct horse', randomIp())).status).toBe(200)
    } finally {
      await t.close()
    }
  })
})

const redisUrl = process.env.TEST_REDIS_URL
if (redisUrl) {
  describe('rate limits shared through Redis', () => {
    let first: TestApp
    let second: TestApp
    beforeAll(async () => {
      first = await createTestApp({ REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_IP: '6' })
      second = await createTestApp({ REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_IP: '6' })
    })
    afterAll(async () => {
      await first.close()
      await second.close()
    })

    it('counts attempts for one email on every app process', async () => {
      const email = randomEmail('redis-email')
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const app = attempt % 2 === 0 ? first : second
        expect((await login(app, email, 'wrong horse', randomIp())).status, `attempt ${attempt}`).toBe(401)
      }
      expectTooMany(await login(first, email, 'wrong horse', randomIp()))
      expectTooMany(await login(second, email, 'wrong horse', randomIp()))
    })

    it('counts attempts from one address on every app process', async () => {
      const ip = randomIp()
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const app = attempt % 2 === 0 ? first : second
        expect((await forgot(app, randomEmail('redis-ip'), ip)).status, `attempt ${attempt}`).toBe(200)
      }
      expectTooMany(await forgot(first, randomEmail('redis-ip'), ip))
      expectTooMany(await login(second, randomEmail('redis-ip'), 'wrong horse', ip))
    })

    it('names each counter in Redis by its bucket and what it counts, with the window as its life', async () => {
      const ip = randomIp()
      const email = randomEmail('Redis-Keys')
      await login(first, email, 'wrong horse', ip)
      await forgot(second, email, ip)
      const redis = new Redis(redisUrl!)
      try {
        const keys = await redis.keys(`stepup:rate-limit:*${email.toLowerCase()}`)
        keys.push(...(await redis.keys(`stepup:rate-limit:*${ip}`)))
        expect(keys.sort()).toEqual([
          `stepup:rate-limit:auth:${ip}`,
          `stepup:rate-limit:forgot-password:${email.toLowerCase()}`,
          `stepup:rate-limit:login:${email.toLowerCase()}`,
        ])
        expect(await redis.get(`stepup:rate-limit:auth:${ip}`)).toBe('2')
        const ttl = await redis.pttl(`stepup:rate-limit:login:${email.toLowerCase()}`)
        expect(ttl).toBeGreaterThan(14 * 60 * 1000)
        expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000)
      } finally {
        redis.disconnect()
      }
    })
  })
}

describe.runIf(redisUrl)('rate limits when Redis stops answering', () => {
  it('let attempts through within a few seconds rather than hold them', async () => {
    const url = new URL(redisUrl!)
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) })
    const t = await createTestApp({ REDIS_URL: proxy.urlFor(redisUrl!) })
    try {
      const email = randomEmail('hung-redis')
      await t.signUp({ email, password: 'correct horse' })
      proxy.pause()
      // Each attempt asks Redis twice (per address, per email), each ask given a second.
      for (const [password, status] of [
        ['wrong horse', 401],
        ['correct horse', 200],
      ] as const) {
        const start = performance.now()
        expect((await login(t, email, password, randomIp())).status).toBe(status)
        expect(performance.now() - start).toBeLessThan(3_000)
      }
    } finally {
      await proxy.resume()
      await t.close()
      await proxy.close()
    }
  })
})
