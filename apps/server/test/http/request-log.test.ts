import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { logFormat } from '../../src/lib/log-format.ts'
import type { Database } from '../../src/db/client.ts'
import { openTestDatabase } from '../helpers/app.ts'
import { addMember } from '../helpers/members.ts'

/** The app on `database`, logging at `level` into `lines`. */
async function loggingApp(database: Database, level: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: level }),
    database,
    logger: { ...logFormat(level), stream },
  })
  return { lines, app }
}

describe('request log', () => {
  let lines: Array<Record<string, unknown>>
  let database: Database
  let app: Awaited<ReturnType<typeof buildApp>>

  beforeAll(async () => {
    database = await openTestDatabase()
    ;({ lines, app } = await loggingApp(database, 'info'))
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('writes one line per request with its id, status and time', async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'trace-42' } })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ reqId: 'trace-42', method: 'GET', url: '/api/nope', statusCode: 404 })
    expect(typeof lines[0]!.responseTime).toBe('number')
  })

  it("keeps a sign-in provider's code and state, and a directory's filter of emails, out of the log", async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/api/auth/sso/oidc/callback?code=C0de7oken&state=St4te&iss=x' })
    await app.inject({
      method: 'GET',
      url: '/api/scim/v2/Users?filter=userName%20eq%20%22ana%40corp.example%22&count=1',
    })
    expect(lines.map((line) => line.url)).toEqual([
      '/api/auth/sso/oidc/callback?code=[redacted]&state=[redacted]&iss=x',
      '/api/scim/v2/Users?filter=[redacted]&count=1',
    ])
    expect(JSON.stringify(lines)).not.toMatch(/C0de7oken|St4te|corp\.example/)
  })

  it("keeps a reset link's token out of the log", async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/reset-password?token=Xq3v9cU1b2N8pQ7r&lang=he' })
    expect(lines[0]!.url).toBe('/reset-password?token=[redacted]&lang=he')
    expect(JSON.stringify(lines)).not.toContain('Xq3v9cU1b2N8pQ7r')
  })

  it("keeps invitation and confirmation links' tokens out of the log", async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/signup?invite=Inv1te7oken' })
    await app.inject({ method: 'GET', url: '/verify-email?token=C0nfirm7oken' })
    await app.inject({ method: 'GET', url: '/api/auth/invitations/Inv1te7oken' })
    expect(lines.map((line) => line.url)).toEqual([
      '/signup?invite=[redacted]',
      '/verify-email?token=[redacted]',
      '/api/auth/invitations/[redacted]',
    ])
    expect(JSON.stringify(lines)).not.toMatch(/Inv1te7oken|C0nfirm7oken/)
  })

  it("echoes the caller's request id on the answer, and sends a generated one otherwise", async () => {
    const echoed = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'trace-43' } })
    expect(echoed.headers['x-request-id']).toBe('trace-43')
    const unsafe = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'a b\u00e9' } })
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    lines.length = 0
    const generated = await app.inject({ method: 'GET', url: '/api/health' })
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(generated.headers['x-request-id']).not.toBe(unsafe.headers['x-request-id'])
  })

  it('writes the client address and, when signed in, the member id', async () => {
    const member = await addMember(database.db)
    lines.length = 0
    await app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: member.cookie },
      remoteAddress: '203.0.113.7',
    })
    await app.inject({ method: 'GET', url: '/api/users', remoteAddress: '198.51.100.9' })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ url: '/api/users', statusCode: 200, ip: '203.0.113.7', userId: member.user.id })
    expect(lines[1]).toMatchObject({ url: '/api/users', statusCode: 401, ip: '198.51.100.9' })
    expect(lines[1]).not.toHaveProperty('userId')
  })

  it('takes the address from X-Forwarded-For only behind a trusted proxy', async () => {
    const proxied = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', TRUST_PROXY: '1' }),
      database,
      logger: {
        level: 'info',
        stream: new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) }),
      },
    })
    try {
      lines.length = 0
      const headers = { 'x-forwarded-for': '192.0.2.44' }
      await proxied.inject({ method: 'GET', url: '/api/nope', headers, remoteAddress: '10.0.0.1' })
      await app.inject({ method: 'GET', url: '/api/nope', headers, remoteAddress: '10.0.0.1' })
      expect(lines.map((line) => line.ip)).toEqual(['192.0.2.44', '10.0.0.1'])
    } finally {
      await proxied.close()
    }
  })

  it('keeps health checks out of the info log', async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/api/health' })
    await app.inject({ method: 'GET', url: '/metrics' })
    expect(lines).toEqual([])
  })

  it('logs health checks at debug level, with their request id', async () => {
    const { lines: debugLines, app: debugApp } = await loggingApp(database, 'debug')
    try {
      await debugApp.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'probe-7' } })
      const completed = debugLines.filter((line) => line.msg === 'request completed')
      expect(completed).toHaveLength(1)
      expect(completed[0]).toMatchObject({ level: 'debug', reqId: 'probe-7', url: '/api/health', statusCode: 200 })
      expect(completed[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    } finally {
      await debugApp.close()
    }
  })

  it('logs every health check over HTTP at debug level, none of them answered before routing', async () => {
    const { lines: debugLines, app: debugApp } = await loggingApp(database, 'debug')
    try {
      await debugApp.listen({ port: 0, host: '127.0.0.1' })
      const url = `http://127.0.0.1:${(debugApp.server.address() as AddressInfo).port}/api/health`
      for (let check = 0; check < 3; check++) expect((await fetch(url)).status).toBe(200)
      const completed = debugLines.filter((line) => line.msg === 'request completed' && line.url === '/api/health')
      expect(completed).toHaveLength(3)
    } finally {
      await debugApp.close()
    }
  })
})
