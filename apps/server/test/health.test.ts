import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HealthFastPath } from '../src/modules/health/health.fast-path.ts'
import { createTestApp, type TestApp } from './helpers/app.ts'

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

  it('answers a check after a fresh ping before routing, with the bytes and headers the route sends', async () => {
    const answer = vi.spyOn(HealthFastPath.prototype, 'answer')
    const served = await createTestApp()
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' })
      const url = `http://127.0.0.1:${(served.app.server.address() as AddressInfo).port}/api/health`
      const routed = await fetch(url)
      const direct = await fetch(url)
      const other = await fetch(url.replace('health', 'nope'))
      expect(answer.mock.results.map((result) => result.value)).toEqual([false, true, false])

      expect(direct.status).toBe(200)
      expect(await direct.text()).toBe(await routed.text())
      const headers = (response: globalThis.Response) =>
        [...response.headers].filter(([name]) => name !== 'date').sort(([a], [b]) => a.localeCompare(b))
      expect(headers(direct)).toEqual(headers(routed))
      expect(direct.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(other.status).toBe(404)
    } finally {
      answer.mockRestore()
      await served.close()
    }
  })

  it('leaves a check to the route when there is no fresh ping, so a closed database is reported', async () => {
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
