import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'

const serverVersion = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version

describe('GET /api/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers ok once the database answers', async () => {
    const response = await t.request('GET', '/api/health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok', version: serverVersion })
    expect(serverVersion).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('answers readiness by the database and liveness without it, each with the version', async () => {
    const broken = await createTestApp()
    try {
      expect((await broken.request('GET', '/api/health/ready')).body).toEqual({ status: 'ok', version: serverVersion })
      await broken.database.close()
      for (const url of ['/api/health', '/api/health/ready']) {
        const response = await broken.request('GET', url)
        expect(response.status).toBe(503)
        expect(response.body).toEqual({ status: 'unavailable', version: serverVersion })
      }
      const live = await broken.request('GET', '/api/health/live')
      expect(live.status).toBe(200)
      expect(live.body).toEqual({ status: 'ok', version: serverVersion })
    } finally {
      await broken.app.close()
    }
  })

  it('reports a database closed since the last check, over a real connection', async () => {
    const served = await createTestApp()
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' })
      const url = `http://127.0.0.1:${(served.app.server.address() as AddressInfo).port}/api/health`
      expect((await fetch(url)).status).toBe(200)
      await served.database.close()
      expect((await fetch(url)).status).toBe(503)
    } finally {
      await served.app.close()
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request('GET', '/api/nope')
    expect(response.status).toBe(404)
    expect(response.body.error).toMatch(/Not found/)
  })
})
