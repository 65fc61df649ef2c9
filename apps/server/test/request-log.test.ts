import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import type { Database } from '../src/db/client.ts'
import { openTestDatabase } from './helpers/app.ts'

/** The app on `database`, logging at `level` into `lines`. */
async function loggingApp(database: Database, level: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: level }), database, logger: { level, stream } })
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

  it('keeps health checks out of the info log', async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/api/health' })
    expect(lines).toEqual([])
  })

  it('logs health checks at debug level, with their request id', async () => {
    const { lines: debugLines, app: debugApp } = await loggingApp(database, 'debug')
    try {
      await debugApp.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'probe-7' } })
      const completed = debugLines.filter((line) => line.msg === 'request completed')
      expect(completed).toHaveLength(1)
      expect(completed[0]).toMatchObject({ level: 20, reqId: 'probe-7', url: '/api/health', statusCode: 200 })
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
