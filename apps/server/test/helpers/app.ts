import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { inject } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { MailQueueOptions } from '../../src/lib/mail/queue.ts'
import type { NotificationsOptions } from '../../src/modules/notifications/index.ts'
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts'
import type { DatabaseTimeouts } from '../../src/db/timeouts.ts'
import { createDatabaseFromTemplate, dropDatabase } from './postgres.ts'

export const TEST_ORIGIN = 'http://localhost:3000'
export const TEST_ADMIN_TOKEN = 'test-admin-token'
export const TEST_INGEST_KEY = 'test-ingest-key'

export interface TestDatabaseOptions {
  timeouts?: Partial<DatabaseTimeouts>
  /** PostgreSQL only: the URL to connect through instead of the database's own (a proxy's). */
  urlFor?: (url: string) => string
}

/** A fresh, migrated database of the driver this test project runs on. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!
    const { name, url } = await createDatabaseFromTemplate(serverUrl, inject('postgresTemplate'))
    const database = await openPostgres(options.urlFor?.(url) ?? url, {
      migrate: false,
      poolSize: 20,
      timeouts: options.timeouts,
    })
    return {
      ...database,
      close: async () => {
        await database.close()
        await dropDatabase(serverUrl, name)
      },
    }
  }
  const dump = fs.readFileSync(inject('pgliteDumpPath'))
  return openPglite(undefined, { loadDataDir: new Blob([dump]), healthTimeoutMs: options.timeouts?.healthMs })
}

/**
 * Puts the run's migrated embedded database in `dataDir/db`, where a server process started with
 * that DATA_DIR finds it. The dump's files are unpacked as they are: starting an embedded database
 * to load them takes seconds on a busy machine.
 */
export async function unpackMigratedDatabase(dataDir: string) {
  const dir = path.join(dataDir, 'db')
  fs.mkdirSync(dir, { recursive: true })
  await promisify(execFile)('tar', ['-xzf', inject('pgliteDumpPath'), '-C', dir])
}

export interface Response {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: any
  text: string
  cookie: string | undefined
}

/** The value of the cookie `name` the answer sets, if it sets one. */
export function cookieSet(response: Response, name: string): string | undefined {
  const all = ([] as string[]).concat((response.headers['set-cookie'] as string | string[] | undefined) ?? [])
  return all
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1)
}

export interface RequestOptions {
  body?: unknown
  cookie?: string
  headers?: Record<string, string>
  /** Send no Origin header (like a non-browser client). */
  noOrigin?: boolean
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * The real app on a real database, with helpers to call it as a browser would: JSON bodies,
 * the session cookie, and the app's own Origin on writes.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<TestDatabaseOptions, 'urlFor'> & {
    mail?: Partial<MailQueueOptions>
    notifications?: NotificationsOptions
  } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-app-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_ORIGIN: TEST_ORIGIN,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    INGEST_API_KEY: TEST_INGEST_KEY,
    LOG_LEVEL: 'silent',
    TZ: 'UTC',
    // Tests stand in for clients behind a proxy, telling their address in X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...env,
  })
  const database = await openTestDatabase({ timeouts: config.databaseTimeouts, urlFor: options.urlFor })
  // Tests take the decisions on a clock of their own (`app.notifications.decide(now)`).
  const app = await buildApp({
    config,
    database,
    logger: false,
    mail: options.mail,
    notifications: { decideEveryMs: 0, ...options.notifications },
    // Tests award achievements when they want them (`app.achievements.awardPending()`).
    achievements: { awardEveryMs: 0 },
    // Tests freeze final results when they want them (`freezeDueCompetitions`).
    competitions: { freezeEveryMs: 0 },
  })
  await app.ready()

  async function request(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers }
    if (!options.noOrigin && method !== 'GET' && method !== 'HEAD') headers.origin ??= TEST_ORIGIN
    if (options.cookie) headers.cookie = options.cookie
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    })
    const setCookie = response.cookies.find((c) => c.name === 'sid')
    let body: unknown = undefined
    if (response.body && String(response.headers['content-type'] ?? '').includes('json')) body = response.json()
    return {
      status: response.statusCode,
      headers: response.headers,
      body,
      text: response.body,
      cookie: setCookie ? `sid=${setCookie.value}` : undefined,
    }
  }

  let userCount = 0
  /** Registers a member (or an admin) and returns the user with the session cookie. */
  async function signUp(options: { username?: string; email?: string; password?: string; admin?: boolean } = {}) {
    userCount += 1
    const username = options.username ?? `Member ${userCount}`
    const email = options.email ?? `member${userCount}-${Math.random().toString(36).slice(2, 8)}@example.com`
    const response = await request('POST', '/api/auth/register', {
      body: {
        username,
        email,
        password: options.password ?? 'correct horse',
        ...(options.admin ? { adminToken: TEST_ADMIN_TOKEN } : {}),
      },
    })
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`)
    return {
      user: response.body.user as { id: number; username: string; email: string; isAdmin: boolean },
      cookie: response.cookie!,
    }
  }

  async function close() {
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  return { app, config, database, db: database.db, request, signUp, close }
}
