import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import sharp from 'sharp'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openPglite } from '../../src/db/client.ts'
import { users } from '../../src/db/schema/index.ts'
import { unpackMigratedDatabase } from '../helpers/app.ts'
import { dropDatabase } from '../helpers/postgres.ts'

// The real server as an operator runs it: its own process, started from the source.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const ORIGIN = 'http://localhost:3000'
// Each test runs once per run: the embedded-database ones in the PGlite project, the
// PostgreSQL one in the PostgreSQL project (which exists when TEST_DATABASE_URL is set).
const driver = process.env.TEST_DB_DRIVER

interface Server {
  child: ChildProcess
  url: string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output: () => string
}

const started: Server[] = []
const tempDirs: string[] = []

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
    await server.exited
  }
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-process-'))
  tempDirs.push(dir)
  return dir
}

/** A DATA_DIR holding a migrated embedded database, from the run's dump (much faster than creating one). */
async function seededDataDir() {
  const dataDir = tempDataDir()
  await unpackMigratedDatabase(dataDir)
  return dataDir
}

/** Starts `main.ts` on a free port; resolves once it listens, rejects if it exits first. */
function spawnServer(env: Record<string, string>) {
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
      LOG_LEVEL: 'info',
      TZ: 'UTC',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, exited, output: () => output }
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const spawned = spawnServer(env)
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(spawned.output())
      if (match) resolve(match[1]!)
    }
    spawned.child.stdout!.on('data', onData)
    void spawned.exited.then(({ code }) => reject(new Error(`server exited with ${code}:\n${spawned.output()}`)))
  })
  const server = { ...spawned, url }
  started.push(server)
  return server
}

async function call(server: Server, method: string, url: string, body?: unknown, cookie?: string) {
  const response = await fetch(server.url + url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' ? { origin: ORIGIN } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const cookieHeader = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
  return {
    status: response.status,
    body: (response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : await response.text()) as any,
    cookie: cookieHeader?.split(';')[0],
  }
}

async function register(server: Server, email: string) {
  return call(server, 'POST', '/api/auth/register', { username: email.split('@')[0], email, password: 'correct horse' })
}

// Each case belongs to one driver: the embedded database's files, or a shared PostgreSQL server.
if (driver === 'pglite')
  describe('the server process on the embedded database', { timeout: 120_000 }, () => {
    it('refuses to start a second process on the same DATA_DIR, with a clear message', async () => {
      const dataDir = await seededDataDir()
      const first = await startServer({ DATA_DIR: dataDir })
      const second = spawnServer({ DATA_DIR: dataDir })
      started.push({ ...second, url: '' })
      const { code } = await second.exited
      expect(code).toBe(1)
      expect(second.output()).toContain(
        `The embedded database in ${path.join(dataDir, 'db')} is already open in another process`,
      )
      expect(second.output()).toContain('another DATA_DIR')
      // The first one is unharmed.
      expect((await call(first, 'GET', '/api/health')).status).toBe(200)
    })

    it('after kill -9 in the middle of a burst of writes, the next start has every acknowledged one', async () => {
      const dataDir = await seededDataDir()
      const server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_IP: '100000' })
      const owner = await register(server, 'owner@example.com')
      expect(owner.status).toBe(201)

      const acknowledgedEmails: string[] = []
      let lastAcknowledgedName = 0
      let stop = false
      const registrations = Array.from({ length: 4 }, async (_, worker) => {
        for (let i = 0; !stop; i++) {
          const email = `burst-${worker}-${i}@example.com`
          const response = await register(server, email).catch(() => undefined)
          if (response?.status === 201) acknowledgedEmails.push(email)
        }
      })
      const renames = (async () => {
        for (let i = 1; !stop; i++) {
          const response = await call(server, 'PATCH', '/api/me', { username: `Owner ${i}` }, owner.cookie).catch(
            () => undefined,
          )
          if (response?.status === 200) lastAcknowledgedName = i
        }
      })()

      // Killed once both kinds of write have been acknowledged several times, mid-stream.
      const until = Date.now() + 60_000
      while ((acknowledgedEmails.length < 8 || lastAcknowledgedName < 8) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      server.child.kill('SIGKILL')
      await server.exited
      stop = true
      await Promise.all([...registrations, renames])
      expect(acknowledgedEmails.length, server.output().slice(-2000)).toBeGreaterThanOrEqual(8)
      expect(lastAcknowledgedName, server.output().slice(-2000)).toBeGreaterThanOrEqual(8)

      // The next start takes over the lock the killed process left, at once.
      const restarted = await startServer({ DATA_DIR: dataDir })
      expect((await call(restarted, 'GET', '/api/health')).status).toBe(200)
      restarted.child.kill('SIGTERM')
      expect((await restarted.exited).code).toBe(0)

      const database = await openPglite(dataDir)
      try {
        const stored = new Set((await database.db.select({ email: users.email }).from(users)).map((row) => row.email))
        expect(acknowledgedEmails.filter((email) => !stored.has(email))).toEqual([])
        const [ownerRow] = await database.db.select().from(users).where(eq(users.email, 'owner@example.com'))
        // The rename under way at the kill may or may not have landed; every earlier one did.
        expect([`Owner ${lastAcknowledgedName}`, `Owner ${lastAcknowledgedName + 1}`]).toContain(ownerRow!.username)
      } finally {
        await database.close()
      }
    })

    it('on SIGTERM stops taking connections, finishes the request under way, then exits 0', async () => {
      const dataDir = await seededDataDir()
      const server = await startServer({ DATA_DIR: dataDir })
      const { cookie } = await register(server, 'slow@example.com')
      const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
        .png()
        .toBuffer()
      const boundary = '----stepupslow'
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
      const tail = `\r\n--${boundary}--\r\n`
      const { port } = new URL(server.url)

      let request!: http.ClientRequest
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/uploads',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN, cookie },
          },
          (response) => {
            let body = ''
            response.on('data', (chunk) => (body += chunk))
            response.on('end', () => resolve({ status: response.statusCode!, body }))
          },
        )
        request.on('error', reject)
      })
      // Half the upload now: the request is under way when the signal comes.
      request.write(head)
      request.write(image.subarray(0, 100))
      await new Promise((resolve) => setTimeout(resolve, 500))
      server.child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))

      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
      expect(server.child.exitCode).toBeNull()

      request.end(Buffer.concat([image.subarray(100), Buffer.from(tail)]))
      const response = await answered
      expect(response.status).toBe(201)
      const { secure_url: url } = JSON.parse(response.body)
      expect(fs.existsSync(path.join(dataDir, 'uploads', path.basename(url)))).toBe(true)

      expect(await server.exited).toEqual({ code: 0, signal: null })
      expect(server.output()).toContain('shut down cleanly')
      // The database was closed and unlocked: another process can open it straight away.
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false)
    })

    it('creates a new database without keeping the memory that creating it took', async () => {
      // Created in the opening process, the files left it holding some 600 MB outside V8's heap,
      // against 150 MB when it opens existing ones (docs/decisions/037).
      const dataDir = tempDataDir()
      const opener = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          // Without the build's empty database, as when the server runs from its sources.
          `import { openPglite } from './src/db/client.ts'
           const database = await openPglite(process.env.DATA_DIR, { emptyDatabase: '/nonexistent' })
           console.log(JSON.stringify(process.memoryUsage()))
           await database.close()`,
        ],
        { cwd: serverDir, env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir } },
      )
      let output = ''
      opener.stdout.on('data', (chunk) => (output += chunk))
      opener.stderr.on('data', (chunk) => (output += chunk))
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        opener.on('exit', (code, signal) => resolve({ code, signal })),
      )
      started.push({ child: opener, exited, output: () => output, url: '' })
      expect(await exited, output).toEqual({ code: 0, signal: null })
      // Made whole next to its place and moved in; the lock is released on close.
      expect(fs.readdirSync(dataDir)).toEqual(['db'])
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true)
      const memory = JSON.parse(output) as NodeJS.MemoryUsage
      expect(memory.external).toBeLessThan(300 * 1024 * 1024)
    })

    it('makes a new database from the empty one the build made, peaking under 500 MB', async () => {
      // Running initdb took a first start to 750 MB (docs/decisions/114). The run's migrated
      // database stands in for the build's empty one: the same kind of file, unpacked the same way.
      // Its peak under tsx varies from run to run (340 to 430 MB seen); initdb's is far above.
      const dataDir = tempDataDir()
      const opener = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { openPglite } from './src/db/client.ts'
           const started = performance.now()
           const database = await openPglite(process.env.DATA_DIR, { emptyDatabase: process.env.EMPTY_DATABASE })
           const ms = performance.now() - started
           await database.close()
           console.log(JSON.stringify({ ms, maxRssBytes: process.resourceUsage().maxRSS * 1024 }))`,
        ],
        {
          cwd: serverDir,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATA_DIR: dataDir,
            EMPTY_DATABASE: inject('pgliteDumpPath'),
          },
        },
      )
      let output = ''
      opener.stdout.on('data', (chunk) => (output += chunk))
      opener.stderr.on('data', (chunk) => (output += chunk))
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        opener.on('exit', (code, signal) => resolve({ code, signal })),
      )
      started.push({ child: opener, exited, output: () => output, url: '' })
      expect(await exited, output).toEqual({ code: 0, signal: null })
      expect(fs.readdirSync(dataDir)).toEqual(['db'])
      expect(fs.statSync(path.join(dataDir, 'db', 'PG_VERSION')).isFile()).toBe(true)
      const { maxRssBytes } = JSON.parse(output) as { ms: number; maxRssBytes: number }
      expect(maxRssBytes).toBeLessThan(500 * 1024 * 1024)
      // It is a database this server opens and writes to.
      const database = await openPglite(dataDir)
      try {
        await database.db.insert(users).values({ username: 'First', email: 'first@example.com', passwordHash: 'x' })
        expect(await database.db.select({ email: users.email }).from(users)).toEqual([{ email: 'first@example.com' }])
      } finally {
        await database.close()
      }
    })

    it('refuses a database directory that holds files but no database, touching nothing', async () => {
      const dataDir = tempDataDir()
      const dir = path.join(dataDir, 'db')
      fs.mkdirSync(dir)
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a database')
      await expect(openPglite(dataDir)).rejects.toThrow(`${dir} holds files but no database`)
      expect(fs.readdirSync(dir)).toEqual(['notes.txt'])
      // The lock is released: nothing is left open.
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false)
    })

    it('says at start what it runs on and where to open it, and stops cleanly on a Ctrl+C that comes twice at once', async () => {
      const dataDir = await seededDataDir()
      const server = await startServer({ DATA_DIR: dataDir, APP_ORIGIN: '' })
      const { port } = new URL(server.url)
      await expect
        .poll(() => server.output())
        .toMatch(new RegExp(`StepUp \\d+\\.\\d+\\.\\d+ is running: open http://localhost:${port}\n`))
      // The log line is written by the logger's own stream, maybe after the plain line.
      const summaryLine = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .find((line) => /^StepUp \S+ started$/.test(String(line.msg)))
      await expect.poll(summaryLine).toBeDefined()
      const summary = summaryLine()
      expect(summary).toMatchObject({
        level: 'info',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        database: `embedded (PGlite) in ${path.join(dataDir, 'db')}`,
        dataDir,
        origin: `http://localhost:${port}`,
        mail: `written to ${path.join(dataDir, 'outbox')} (SMTP_URL unset)`,
      })

      // Under `npm start` the terminal's SIGINT reaches the server, and npm passes on its own.
      server.child.kill('SIGINT')
      server.child.kill('SIGINT')
      expect(await server.exited).toEqual({ code: 0, signal: null })
      expect(server.output()).toContain('shut down cleanly')
    })

    it('stops the start when REDIS_URL names a Redis that does not answer, saying so', async () => {
      const spawned = spawnServer({ DATA_DIR: tempDataDir(), REDIS_URL: 'redis://127.0.0.1:1' })
      started.push({ ...spawned, url: '' })
      expect((await spawned.exited).code).toBe(1)
      expect(spawned.output()).toMatch(/Could not connect to Redis at 127\.0\.0\.1:1: .+\. Check REDIS_URL/)
    })

    it('stops the start on an invalid variable, naming it', async () => {
      const spawned = spawnServer({ DATA_DIR: tempDataDir(), PORT: 'abc' })
      started.push({ ...spawned, url: '' })
      expect((await spawned.exited).code).toBe(1)
      expect(spawned.output()).toMatch(/Invalid environment:\s+PORT: must be a number/)
    })
  })

if (driver === 'postgres')
  describe('two server processes on one PostgreSQL', { timeout: 120_000 }, () => {
    it('migrate an empty database together and share sessions: a login made on one works on the other', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!
      const name = `stepup_process_${process.pid}_${Date.now()}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
      try {
        const env = { DATABASE_URL: url, DATA_DIR: tempDataDir() }
        const [a, b] = await Promise.all([startServer(env), startServer(env)])
        const registered = await register(a, 'shared@example.com')
        expect(registered.status).toBe(201)

        const me = await call(b, 'GET', '/api/me', undefined, registered.cookie)
        expect(me.status).toBe(200)
        expect(me.body.email).toBe('shared@example.com')

        const login = await call(b, 'POST', '/api/auth/login', {
          email: 'shared@example.com',
          password: 'correct horse',
        })
        expect(login.status).toBe(200)
        expect((await call(a, 'GET', '/api/me', undefined, login.cookie)).status).toBe(200)

        expect((await call(a, 'POST', '/api/auth/logout', undefined, login.cookie)).status).toBe(204)
        expect((await call(b, 'GET', '/api/me', undefined, login.cookie)).status).toBe(401)

        a.child.kill('SIGTERM')
        b.child.kill('SIGTERM')
        expect((await a.exited).code).toBe(0)
        expect((await b.exited).code).toBe(0)
      } finally {
        await dropDatabase(serverUrl, name)
      }
    })
  })
