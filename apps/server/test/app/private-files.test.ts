import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { googleFitCsv } from '../../../../scripts/health-exports/other-formats.ts'
import { multipart, smallPng } from '../helpers/challenges.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const ORIGIN = 'http://localhost:3000'
const driver = process.env.TEST_DB_DRIVER

/** Every file and folder under `dir`, `dir` included, that another user of the machine could read or enter. */
function openToOthers(dir: string): { entry: string; folder: boolean; mode: string }[] {
  const open: { entry: string; folder: boolean; mode: string }[] = []
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry)
    const folder = stat.isDirectory()
    if ((stat.mode & 0o077) !== 0) {
      open.push({ entry: path.relative(dir, entry) || '.', folder, mode: (stat.mode & 0o777).toString(8) })
    }
    if (folder) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name))
  }
  visit(dir)
  return open
}

const emlFiles = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : []

describe('files the server writes under DATA_DIR are its owner’s alone', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('writes outbox mails and images 0600 in folders 0700, also inside a process that did not ask', async () => {
    const member = await t.signUp()
    const asked = await t.request('POST', '/api/auth/forgot-password', { body: { email: member.user.email } })
    expect(asked.status).toBe(200)
    await vi.waitFor(() => expect(emlFiles(t.config.outboxDir)).toHaveLength(1), { timeout: 5_000 })
    const form = multipart(await smallPng())
    const avatar = await t.request('POST', '/api/uploads', {
      cookie: member.cookie,
      body: form.body,
      headers: form.headers,
    })
    expect(avatar.status, avatar.text).toBe(201)
    expect(fs.readdirSync(t.config.uploadsDir).length).toBeGreaterThan(0)
    expect([...openToOthers(t.config.outboxDir), ...openToOthers(t.config.uploadsDir)]).toEqual([])
  })
})

// The server as an operator starts it, on a DATA_DIR it creates: the embedded database's files too.
if (driver === 'pglite')
  describe('the server process on a new DATA_DIR', { timeout: 120_000 }, () => {
    let root: string
    beforeAll(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-private-'))
    })
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

    it('creates its files 0600 and every folder 0700: the database, its lock, outbox, images, imports', async () => {
      const dataDir = path.join(root, 'data')
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          APP_ORIGIN: ORIGIN,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          TZ: 'UTC',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      try {
        await vi.waitFor(() => expect(output).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/), {
          timeout: 100_000,
          interval: 200,
        })
        const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!
        const send = (method: string, route: string, body: string | Buffer, headers: Record<string, string>) =>
          fetch(url + route, { method, body, headers: { origin: ORIGIN, ...headers } })

        const email = 'owner@example.com'
        const registered = await send(
          'POST',
          '/api/auth/register',
          JSON.stringify({ username: 'Owner', email, password: 'correct horse' }),
          { 'content-type': 'application/json' },
        )
        expect(registered.status).toBe(201)
        const cookie = registered.headers
          .getSetCookie()
          .find((value) => value.startsWith('sid='))!
          .split(';')[0]!
        const asked = await send('POST', '/api/auth/forgot-password', JSON.stringify({ email }), {
          'content-type': 'application/json',
        })
        expect(asked.status).toBe(200)
        const image = multipart(await smallPng())
        expect((await send('POST', '/api/uploads', image.body, { cookie, ...image.headers })).status).toBe(201)
        const health = multipart(Buffer.from(googleFitCsv({ firstDate: '2026-01-01', days: 2 }).content), {
          filename: 'steps.csv',
          contentType: 'text/csv',
        })
        expect((await send('POST', '/api/me/imports', health.body, { cookie, ...health.headers })).status).toBe(202)
        await vi.waitFor(() => expect(emlFiles(path.join(dataDir, 'outbox'))).toHaveLength(1), { timeout: 10_000 })

        for (const made of ['db/PG_VERSION', 'db.lock-owner.json', 'uploads', 'imports']) {
          expect(fs.existsSync(path.join(dataDir, made)), made).toBe(true)
        }
        expect(fs.readdirSync(path.join(dataDir, 'uploads')).length).toBeGreaterThan(0)
        expect(fs.readdirSync(path.join(dataDir, 'imports')).length).toBeGreaterThan(0)
        // The embedded database sets its files' modes itself (0666): its folder keeps them from others.
        const open = openToOthers(dataDir)
        expect(open.filter(({ entry, folder }) => folder || !entry.startsWith('db/'))).toEqual([])
      } finally {
        child.kill('SIGTERM')
        await exited
      }
    })
  })
