import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'

describe('OpenAPI', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('lists the API routes with their schemas at /api/docs/json', async () => {
    const response = await t.request('GET', '/api/docs/json')
    expect(response.status).toBe(200)
    const document = response.body
    expect(document.openapi).toMatch(/^3\./)
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined()

    const upload = document.paths['/api/uploads'].post
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '401', '413', '415']))
    expect(upload.responses['201'].content['application/json'].schema.properties).toHaveProperty('secure_url')

    for (const path of ['/api/auth/register', '/api/auth/login', '/api/auth/logout', '/api/me']) {
      expect(document.paths, path).toHaveProperty([path])
    }
    const register = document.paths['/api/auth/register'].post
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty('email')

    // Static files and the app's pages are not part of the API.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/uploads'))).toEqual([])
  })

  it('serves the browsable docs at /api/docs under a CSP without inline scripts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('swagger-ui')
    // Every script the page loads is a file, which script-src 'self' allows.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(page.headers['content-security-policy']).toContain("script-src 'self';")
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")

    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })
    expect(initializer.statusCode).toBe(200)
    expect(initializer.body).toMatch(/resolveUrl\('\.\/json'\)|\/api\/docs\/json/)
  })
})
