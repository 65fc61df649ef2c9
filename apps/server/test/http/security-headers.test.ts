import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'

function directives(csp: unknown) {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>
}

describe('security headers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['an API error', 'GET', '/api/nope'],
    ['a refused write', 'POST', '/api/uploads'],
    ['an API path named like the docs', 'GET', '/api/docsearch'],
  ])('on %s forbid the answer from running, loading or being framed anything', async (_name, method, url) => {
    const response = await t.request(method, url)
    expect(directives(response.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['strict-transport-security']).toBeUndefined()
    // The rest of helmet's headers are not sent here (docs/decisions/003).
    expect(response.headers['x-frame-options']).toBeUndefined()
    expect(response.headers['cross-origin-resource-policy']).toBeUndefined()
  })

  it.each([
    ['a page', '/some/page'],
    ['a page named like the API', '/apis'],
  ])('on %s allow only what the web app loads', async (_name, url) => {
    const response = await t.request('GET', url, { headers: { accept: 'text/html' } })
    const csp = directives(response.headers['content-security-policy'])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['script-src-attr']).toEqual(["'none'"])
    expect(csp['style-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']))
    expect(csp['object-src']).toEqual(["'none'"])
    for (const values of Object.values(csp)) expect(values).not.toContain("'unsafe-inline'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('add HSTS and the image host only when configured for them', async () => {
    const https = await createTestApp({
      APP_ORIGIN: 'https://steps.example.com',
      CLOUDINARY_CLOUD_NAME: 'demo',
      CLOUDINARY_UPLOAD_PRESET: 'unsigned',
    })
    try {
      const answer = await https.request('GET', '/api/health')
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/)
      const response = await https.request('GET', '/', { headers: { accept: 'text/html' } })
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/)
      const csp = directives(response.headers['content-security-policy'])
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.cloudinary.com'])
      expect(csp).toHaveProperty('upgrade-insecure-requests')
    } finally {
      await https.close()
    }
  })
})
