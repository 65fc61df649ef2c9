import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandlerPlugin } from '../../src/plugins/error-handler.ts'
import { webAppPlugin } from '../../src/plugins/web-app.ts'

/**
 * The web app's pages as the server answers them, on a small build of its own: the unit tests run
 * before the real web app is built.
 */
describe('serving the web app', () => {
  const INDEX = '<!doctype html><title>StepUp</title>'
  let root: string
  let app: FastifyInstance

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-web-'))
    fs.mkdirSync(path.join(root, 'assets'))
    fs.writeFileSync(path.join(root, 'index.html'), INDEX)
    fs.writeFileSync(path.join(root, 'assets', 'app-1a2b.js'), 'console.log(1)')
    fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{}')
    app = Fastify()
    await app.register(errorHandlerPlugin)
    await app.register(webAppPlugin, { root })
    app.get('/api/health', async () => ({ status: 'ok' }))
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it.each([
    ['/', undefined],
    ['/', '*/*'],
    ['/', 'application/json'],
    ['/', 'text/html,application/xhtml+xml'],
    ['/teams/3', '*/*'],
    ['/reset-password?token=abc', undefined],
    ['/apis', undefined],
    ['/metrics-and-more', undefined],
  ])('answers index.html for GET %s whatever the Accept header (%s)', async (url, accept) => {
    const response = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe(INDEX)
  })

  it('answers a HEAD of a page, as an uptime monitor may send', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
  })

  it('serves the build files, hashed assets cached for good', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect([manifest.statusCode, manifest.headers['cache-control']]).toEqual([200, 'no-cache'])
  })

  it.each([
    ['GET', '/api/nowhere', 'text/html'],
    ['GET', '/api', 'text/html'],
    ['GET', '/metrics', undefined],
    ['GET', '/uploads/0123abcd', '*/*'],
    ['GET', '/api/nowhere', undefined],
    ['GET', '/assets/missing-9z.js', '*/*'],
    ['GET', '/favicon.png', 'text/html'],
    ['GET', '/teams/logo.svg', undefined],
    ['POST', '/teams', 'text/html'],
    ['DELETE', '/', undefined],
  ])('keeps %s %s (Accept %s) a JSON 404', async (method, url, accept) => {
    const response = await app.inject({ method: method as 'GET', url, headers: accept ? { accept } : {} })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toMatchObject({ key: 'routeNotFound' })
  })

  it('leaves the routes the server has to them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { accept: '*/*' } })
    expect(response.json()).toEqual({ status: 'ok' })
  })
})
