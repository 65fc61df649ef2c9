import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, TEST_INGEST_KEY, createTestApp, type TestApp } from '../helpers/app.ts'

describe('origin check on writes', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    ;({ cookie } = await t.signUp({ username: 'Origin Tester' }))
  })
  afterAll(() => t.close())

  const rename = (headers: Record<string, string>, username = 'Renamed') =>
    t.request('PATCH', '/api/me', { body: { username }, cookie, headers, noOrigin: true })

  it('accepts a cookie-authenticated write from the app’s own origin', async () => {
    const response = await rename({ origin: TEST_ORIGIN })
    expect(response.status).toBe(200)
  })

  it('refuses a cookie-authenticated write from another origin with 403', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3001',
      'http://localhost:3000.evil.example',
      'null',
    ]) {
      const response = await rename({ origin }, 'Hacked')
      expect(response.status, origin).toBe(403)
      expect(response.body).toEqual({
        error: 'This request came from another site and was refused.',
        key: 'crossOriginRefused',
      })
    }
    const me = await t.request('GET', '/api/me', { cookie })
    expect(me.body.username).not.toBe('Hacked')
  })

  it('refuses a cookie-authenticated write that names no origin at all', async () => {
    const response = await rename({})
    expect(response.status).toBe(403)
  })

  it('falls back to the Referer when a browser leaves Origin out', async () => {
    expect((await rename({ referer: `${TEST_ORIGIN}/profile` })).status).toBe(200)
    expect((await rename({ referer: 'https://evil.example/profile' })).status).toBe(403)
  })

  it('refuses every unsafe method the same way, logout included', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await t.request(method, '/api/auth/logout', {
        cookie,
        headers: { origin: 'https://evil.example' },
        noOrigin: true,
      })
      expect(response.status, method).toBe(403)
    }
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200)
  })

  it('refuses a cross-origin login without a cookie (login CSRF)', async () => {
    await t.signUp({ email: 'csrf@example.com', password: 'correct horse' })
    const response = await t.request('POST', '/api/auth/login', {
      body: { email: 'csrf@example.com', password: 'correct horse' },
      headers: { origin: 'https://evil.example' },
      noOrigin: true,
    })
    expect(response.status).toBe(403)
    expect(response.cookie).toBeUndefined()
  })

  it('lets a client without cookie and without Origin (curl, scripts) log in', async () => {
    await t.signUp({ email: 'script@example.com', password: 'correct horse' })
    const response = await t.request('POST', '/api/auth/login', {
      body: { email: 'script@example.com', password: 'correct horse' },
      noOrigin: true,
    })
    expect(response.status).toBe(200)
  })

  it('leaves reads alone', async () => {
    const response = await t.request('GET', '/api/me', { cookie, headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(200)
  })

  it('exempts the key-authenticated ingest endpoint', async () => {
    const response = await t.request('POST', '/api/ingest/steps', {
      body: { entries: [] },
      cookie,
      headers: { authorization: `Bearer ${TEST_INGEST_KEY}`, origin: 'https://sync.example' },
      noOrigin: true,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ accepted: 0 })
  })
})

describe('origin check with APP_ORIGIN unset, as on a first start', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ APP_ORIGIN: '', PORT: '3000' })
  })
  afterAll(() => t.close())

  const signUpAt = (origin: string, host: string) =>
    t.request('POST', '/api/auth/register', {
      body: {
        username: 'Local',
        email: `local-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct horse',
      },
      headers: { origin, host },
      noOrigin: true,
    })

  it('takes a sign-up at any loopback name of this server: localhost, 127.0.0.1 and [::1]', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const response = await signUpAt(`http://${host}`, host)
      expect(response.status, host).toBe(201)
    }
  })

  it('still refuses another port, another scheme, or a loopback name the request was not sent to', async () => {
    for (const [origin, host] of [
      ['http://127.0.0.1:3001', '127.0.0.1:3000'],
      ['https://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://127.0.0.1:3000', 'steps.example.com'],
      ['http://evil.example:3000', 'evil.example:3000'],
    ] as const) {
      const response = await signUpAt(origin, host)
      expect(response.status, `${origin} to ${host}`).toBe(403)
      expect(response.body.key).toBe('crossOriginRefused')
    }
  })
})

describe('origin check with APP_ORIGIN set', () => {
  it('takes only that origin, not the loopback names of the machine it runs on', async () => {
    const t = await createTestApp({ APP_ORIGIN: 'https://steps.example.com' })
    try {
      const response = await t.request('POST', '/api/auth/register', {
        body: { username: 'Local', email: 'local-set@example.com', password: 'correct horse' },
        headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
        noOrigin: true,
      })
      expect(response.status).toBe(403)
    } finally {
      await t.close()
    }
  })
})
