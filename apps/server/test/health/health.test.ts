import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'

describe('GET /api/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers ok once the database answers', async () => {
    const response = await t.request('GET', '/api/health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp()
    await broken.database.close()
    const response = await broken.request('GET', '/api/health')
    expect(response.status).toBe(503)
    await broken.app.close()
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
