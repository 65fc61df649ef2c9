/**
 * Scores bench: seeds a large database, starts the built server against it and
 * measures, with autocannon, the leaderboard reads as a share of a bare route that answers the
 * same bytes from memory (the median of the ratios in many short rounds, see rounds.ts), ingest
 * throughput in 10,000-entry batches, how long an ingested change takes to show on the board,
 * and the server's memory.
 *
 *   PostgreSQL: 20,000 members in 2,000 teams × 365 days (needs TEST_DATABASE_URL or
 *               BENCH_DATABASE_URL; a database is created and dropped for the run)
 *   embedded:   PGlite, 1,000 members in 100 teams × 365 days
 *
 * Sizes and rounds can be overridden with BENCH_MEMBERS, BENCH_DAYS, BENCH_PGLITE_MEMBERS and
 * BENCH_ROUNDS (one-second rounds per server and route, default 15), and BENCH_ONLY=postgres|pglite
 * runs one part; the figures printed always say what was actually seeded.
 *
 * BENCH_PREVIOUS=<checkout> measures the server built in another checkout (the previous build,
 * after `npm run build` there) beside this one, on the same seeded data: its board reads take
 * turns with this build's in every round, and every ingest case runs on both in turn. Each line
 * then also gives this build as a share of the previous one.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts'
import { selectRows } from '../../apps/server/src/db/rows.ts'
import { inTransaction } from '../../apps/server/src/db/transaction.ts'
import { Scores } from '../../apps/server/src/modules/scores/index.ts'
import { getBoardPage, getTeamBoard } from '../../apps/server/src/modules/scores/scores.queries.ts'
import { formatShare, measureInRounds, shareOf, type Target, type TargetFigures } from './rounds.ts'
import { MEMBERS_PER_TEAM, seed, seedSessions } from './seed.ts'
import {
  createBenchDatabase,
  freePort,
  ingestBatch,
  isoDaysAgo,
  memoryOf,
  root,
  startServer,
  stopServer,
  type RunningServer,
} from './server.ts'

const roundsOptions = { rounds: Number(process.env.BENCH_ROUNDS ?? 15), seconds: 1, connections: 16 }
/** A checkout of the previous build (built with npm run build) to measure beside this one. */
const previousCheckout = process.env.BENCH_PREVIOUS ? path.resolve(process.env.BENCH_PREVIOUS) : undefined

interface Figures {
  label: string
  seed: string
  rows: Record<string, string>
}

function log(message: string) {
  console.log(`[scores] ${message}`)
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  const ms = performance.now() - started
  log(`${label}: ${ms < 10_000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`}`)
  return result
}

/** Fastify alone, in its own process, answering fixed bytes: the ceiling a route can reach here. */
async function startBareServer(payloads: Record<string, string>) {
  const port = await freePort()
  const file = path.join(os.tmpdir(), `stepup-bench-payloads-${crypto.randomBytes(4).toString('hex')}.json`)
  fs.writeFileSync(file, JSON.stringify(payloads))
  const code = `
    import fs from 'node:fs'
    import Fastify from 'fastify'
    const payloads = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8'))
    const app = Fastify({ logger: false })
    for (const [name, body] of Object.entries(payloads)) {
      app.get('/' + name, (request, reply) => { reply.type('application/json; charset=utf-8').send(body) })
    }
    app.get('/health', () => ({ status: 'ok' }))
    await app.listen({ port: ${port}, host: '127.0.0.1' })
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: root, stdio: 'inherit' })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM')
      fs.rmSync(file, { force: true })
    },
  }
}

async function signUp(base: string, name = 'viewer') {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: `Bench ${name}`, email: `${name}@bench.test`, password: 'bench-password' }),
  })
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error('sign-up set no cookie')
  return cookie
}

interface IngestCase {
  label: string
  dayOf: (index: number) => number
  senders: number
}

/**
 * One ingest case on one server: 20 timed 10,000-entry batches after a warm-up batch per sender.
 * `run` numbers the bench's ingest runs, so each run sends counts the day rows do not hold yet
 * (a count equal to the stored one changes nothing and costs less). `backlogEmpty` tells whether the
 * totals have taken every answered sync (docs/decisions/090), to time how long after the last
 * answer they have.
 */
async function ingestRun(
  base: string,
  { dayOf, senders }: IngestCase,
  members: number,
  run: number,
  backlogEmpty?: () => Promise<boolean>,
) {
  // Bodies are built before the clock starts, so the figure is the server's alone; one more
  // batch per sender first, not counted, warms the server's code and the pages the case
  // touches. Each batch's time is kept too: on a shared machine a few of them take half as
  // long again.
  const batchesPerSender = 20 / senders
  const membersPerSender = Math.floor(members / senders)
  const bodies = Array.from({ length: senders }, (_, sender) =>
    Array.from({ length: batchesPerSender + 1 }, (_, b) =>
      JSON.stringify({
        entries: Array.from({ length: 10_000 }, (_, i) => {
          const n = b * 10_000 + i
          return {
            sensorUserId: `sensor-${1 + sender * membersPerSender + ((n * 7 + b) % membersPerSender)}`,
            date: isoDaysAgo(dayOf(n)),
            steps: (b * 31 + i + run * 7) % 30_000,
          }
        }),
      }),
    ),
  )
  for (const own of bodies) await ingestBatch(base, own[0]!)
  let sent = 0
  const batchMs: number[] = []
  const started = performance.now()
  await Promise.all(
    bodies.map(async (own) => {
      for (const body of own.slice(1)) {
        const batchStarted = performance.now()
        // Added after the wait: `sent += (await …)` would add to the count read before it.
        const { accepted } = await ingestBatch(base, body)
        sent += accepted
        batchMs.push(performance.now() - batchStarted)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  let caughtUp = ''
  if (backlogEmpty) {
    const answered = performance.now()
    let empty = await backlogEmpty()
    while (!empty && performance.now() - answered < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      empty = await backlogEmpty()
    }
    const lag = (performance.now() - answered) / 1000
    caughtUp = empty
      ? `the totals had every call ${(lag * 1000).toFixed(0)} ms after the last answer, ` +
        `${Math.round(sent / (seconds + lag))} rows/s counting until then; `
      : 'the totals did not have every call 10 s after the last answer; '
  }
  batchMs.sort((a, b) => a - b)
  const middle = batchMs.length / 2
  const median = (batchMs[Math.floor(middle)]! + batchMs[Math.ceil(middle) - 1]!) / 2
  const rate = sent / seconds
  return {
    rate,
    text:
      `${Math.round(rate)} rows/s (${sent} rows in ${seconds.toFixed(2)} s after ${senders > 1 ? 'a warm-up batch per sender' : 'a warm-up batch'}; ` +
      `a batch took ${batchMs[0]!.toFixed(0)}–${batchMs.at(-1)!.toFixed(0)} ms, median ${median.toFixed(0)}; ${caughtUp}` +
      `goal ≥ 50,000, ${rate >= 50_000 ? 'met' : 'NOT met'})`,
  }
}

/**
 * Measures one running server against its seeded data, and with `previous` the previous build's
 * server on the same data beside it: its board reads take turns with this build's and the bare
 * route's in every round, and each ingest case runs on both, previous, this, this, previous, so
 * neither always goes first. `beforeIngest` runs between the reads and the ingest batches;
 * `twoSenders` adds the ingest case of two senders at once.
 */
async function measure(
  label: string,
  seedText: string,
  server: RunningServer,
  members: number,
  days: number,
  memberCookies: string[],
  {
    beforeIngest,
    twoSenders = false,
    backlogEmpty,
    previous,
  }: {
    beforeIngest?: () => Promise<void>
    twoSenders?: boolean
    backlogEmpty?: () => Promise<boolean>
    previous?: RunningServer
  } = {},
) {
  const { base } = server
  // The previous build's viewer is a member of their own: on the embedded database it has a copy.
  const previousViewer = previous && (await signUp(previous.base, 'previous-viewer'))
  const headers = { cookie: await signUp(base) }
  const routes = {
    users: '/api/scores/users?limit=10',
    week: '/api/scores/users?limit=10&period=week',
    team: '/api/scores/team',
  }
  const payloads: Record<string, string> = {}
  for (const [name, route] of Object.entries(routes)) {
    const response = await fetch(`${base}${route}`, { headers })
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`)
    payloads[name] = await response.text()
  }

  const bare = await startBareServer(payloads)
  const rows: Record<string, string> = {}
  const rps = (figures: TargetFigures) => `${Math.round(figures.requestsPerSecond)} req/s`
  try {
    const goals: Record<string, number> = { users: 0.5, week: 0.3, team: 0.3 }
    const targets = (bareUrl: string, route: string): Record<string, Target> => ({
      bare: { url: bareUrl },
      served: { url: `${base}${route}`, headers },
      ...(previous && { previous: { url: `${previous.base}${route}`, headers: { cookie: previousViewer! } } }),
    })
    for (const [name, route] of Object.entries(routes)) {
      const figures = await measureInRounds(targets(`${bare.base}/${name}`, route), roundsOptions)
      const served = figures.served!
      const ceiling = figures.bare!
      const share = shareOf(served, ceiling)
      const goal = goals[name]!
      rows[`GET ${route}`] =
        `${rps(served)} vs bare ${rps(ceiling)} = ${formatShare(share)} ` +
        `(goal ≥ ${goal * 100}%, ${share.median >= goal ? 'met' : 'NOT met'}; ${payloads[name]!.length} bytes)`
      if (figures.previous) {
        rows[`GET ${route}, previous build`] =
          `${rps(figures.previous)} = ${formatShare(shareOf(figures.previous, ceiling))} of bare; ` +
          `this build ${formatShare(shareOf(served, figures.previous))} of the previous`
      }
    }
    // Many members at once: each request carries one of 64 members' cookies, so concurrent requests
    // hardly ever share a session lookup, as they would not in a running product.
    const manyTargets: Record<string, Target> = {
      bare: { url: `${bare.base}/users` },
      served: { url: `${base}${routes.users}`, cookies: memberCookies },
      ...(previous && { previous: { url: `${previous.base}${routes.users}`, cookies: memberCookies } }),
    }
    const many = await measureInRounds(manyTargets, roundsOptions)
    rows[`GET ${routes.users}, ${memberCookies.length} members' cookies`] =
      `${rps(many.served!)} vs bare ${rps(many.bare!)} = ${formatShare(shareOf(many.served!, many.bare!))} (reference: no goal yet)` +
      (many.previous ? `; this build ${formatShare(shareOf(many.served!, many.previous))} of the previous` : '')
    // For scale: a members-only route that does nothing but the session lookup every request makes.
    const me = await measureInRounds(targets(`${bare.base}/users`, '/api/me'), roundsOptions)
    rows['GET /api/me (reference: session lookup only)'] =
      `${rps(me.served!)} vs bare ${rps(me.bare!)} = ${formatShare(shareOf(me.served!, me.bare!))}` +
      (me.previous ? `; previous build ${formatShare(shareOf(me.previous, me.bare!))} of bare` : '')
  } finally {
    bare.stop()
  }

  await beforeIngest?.()
  // Ingest: 10,000-entry batches of new counts, 20 of them timed in each case. A wearable sync
  // mostly reports today and yesterday; the spread case touches random days of the whole year (far
  // more distinct rows and pages), the worst case for the day rows. One sender waits for each
  // answer before the next call. The last case, run after the others so theirs are measured as
  // before, sends 10 batches from each of two senders at once, each with its own half of the
  // members (as a sync service's workers would split them), each call on a database connection
  // of its own. On PostgreSQL each case also waits until the totals have taken every call.
  const ingestCases: IngestCase[] = [
    { label: 'today and yesterday', dayOf: (index) => index % 2, senders: 1 },
    { label: 'random days of the year', dayOf: (index) => (index * 7919) % days, senders: 1 },
  ]
  if (twoSenders) {
    ingestCases.push({ label: 'today and yesterday, two senders at once', dayOf: (index) => index % 2, senders: 2 })
  }
  let run = 0
  for (const ingestCase of ingestCases) {
    const key = `ingest, 10,000-entry batches, ${ingestCase.label}`
    if (!previous) {
      rows[key] = (await ingestRun(base, ingestCase, members, run++, backlogEmpty)).text
      continue
    }
    const rates: Record<'this' | 'previous', number[]> = { this: [], previous: [] }
    for (const which of ['previous', 'this', 'this', 'previous'] as const) {
      const { rate, text } = await ingestRun(
        which === 'this' ? base : previous.base,
        ingestCase,
        members,
        run++,
        backlogEmpty,
      )
      rates[which].push(rate)
      log(`${label}, ${ingestCase.label}, ${which} build: ${text}`)
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
    const rowsPerSecond = (values: number[]) => values.map((value) => Math.round(value)).join(' and ')
    rows[key] =
      `this build ${rowsPerSecond(rates.this)} rows/s, previous ${rowsPerSecond(rates.previous)}: ` +
      `this build ${((mean(rates.this) / mean(rates.previous)) * 100).toFixed(0)}% of the previous`
  }

  // Freshness: a member jumps to the top; how long until a reader sees it.
  const target = 1 + Math.floor(members / 2)
  const freshnessStart = performance.now()
  await ingestBatch(base, [{ sensorUserId: `sensor-${target}`, date: isoDaysAgo(0), steps: 100_000 }])
  const jump = await fetch(`${base}/api/scores/users?limit=1&period=week`, { headers })
  let seen = false
  let first = (await jump.json()) as { users: { user: { username: string } }[] }
  while (!seen && performance.now() - freshnessStart < 10_000) {
    seen = first.users[0]?.user.username === `Member ${target}`
    if (!seen) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      first = (await (await fetch(`${base}/api/scores/users?limit=1&period=week`, { headers })).json()) as typeof first
    }
  }
  const freshnessMs = performance.now() - freshnessStart
  rows['ingested change visible on the board'] = seen
    ? `${freshnessMs.toFixed(0)} ms from sending the batch (goal < 100 ms, ${freshnessMs < 100 ? 'met' : 'NOT met'})`
    : 'not visible after 10 s (NOT met)'

  const memory = memoryOf(server.child.pid!)
  rows['server memory'] =
    `RSS ${memory.rss.toFixed(0)} MB now, peak ${memory.peak.toFixed(0)} MB (goal < 300 MB, ${memory.peak < 300 ? 'met' : 'NOT met'})`

  return { label, seed: seedText, rows } satisfies Figures
}

/**
 * How long counting every day again takes after an admin changes a rule: a cap on wearable days
 * that a quarter of the seeded days are over, so those rows change and their totals move. The
 * rule is put back (and the days counted again) afterwards.
 */
async function timeRecount(databaseUrl: string): Promise<string> {
  const database = await openPostgres(databaseUrl, { migrate: false, poolSize: 1 })
  const quiet = { info: () => {}, error: (error: unknown) => log(`recount: ${String(error)}`) }
  const scores = new Scores(database.db, quiet as never)
  const setCaps = (caps: string) => database.db.execute(sql.raw(`update app_settings set step_caps = '${caps}'`))
  try {
    const [{ caps }] = (await selectRows<{ caps: string }>(
      database.db,
      sql`select step_caps::text as caps from app_settings`,
    )) as [{ caps: string }]
    await setCaps(JSON.stringify({ ...JSON.parse(caps), wearable: 15_000 }))
    const started = performance.now()
    await inTransaction(database.db, (tx) => scores.recountAll(tx))
    const seconds = (performance.now() - started) / 1000
    const [{ capped }] = (await selectRows<{ capped: number }>(
      database.db,
      sql`select count(*)::int as capped from day_scores where flags is not null`,
    )) as [{ capped: number }]
    await setCaps(caps)
    await inTransaction(database.db, (tx) => scores.recountAll(tx))
    return `${seconds.toFixed(1)} s, ${capped} days newly capped (goal < 60 s, ${seconds < 60 ? 'met' : 'NOT met'})`
  } finally {
    await scores.close()
    await database.close()
  }
}

/** How long one uncached board answer takes to build: what the cache saves per request. */
async function timeBoardQueries(databaseUrl: string, members: number) {
  const database = await openPostgres(databaseUrl, { migrate: false, poolSize: 2 })
  try {
    const today = new Date().toISOString().slice(0, 10)
    for (const period of ['all', 'week', 'month'] as const) {
      for (let i = 0; i < 3; i++) {
        await timed(`  uncached ${period} board, top 10 of ${members}${i ? ' (again)' : ''}`, () =>
          getBoardPage(database.db, { period, today, limit: 10, offset: 0 }),
        )
      }
    }
    await timed('  uncached team board', () => getTeamBoard(database.db, { period: 'all', today }))
  } finally {
    await database.close()
  }
}

async function benchPostgres(serverUrl: string): Promise<Figures> {
  const members = Number(process.env.BENCH_MEMBERS ?? 20_000)
  const days = Number(process.env.BENCH_DAYS ?? 365)
  const { databaseUrl, admin: adminClient, drop } = await createBenchDatabase(serverUrl)
  let server: RunningServer | undefined
  let previous: RunningServer | undefined
  let watcher: pg.Client | undefined
  try {
    const database = await openPostgres(databaseUrl, { poolSize: 1 })
    await database.close()
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`set maintenance_work_mem = '512MB'`)
    await client.query(`set synchronous_commit = off`)
    const started = performance.now()
    await timed(`PostgreSQL seed of ${members} members × ${days} days`, () =>
      seed((text) => client.query(text), members, days, log),
    )
    const memberCookies = await seedSessions((text) => client.query(text), 64)
    const seedSeconds = (performance.now() - started) / 1000
    const count = await client.query<{ rows: string }>(`select (select count(*) from day_scores) as rows`)
    await client.end()
    const seedText =
      `${members} members, ${Math.ceil(members / MEMBERS_PER_TEAM)} teams, ${count.rows[0]!.rows} day rows, ` +
      `seeded in ${seedSeconds.toFixed(1)} s`
    await timeBoardQueries(databaseUrl, members)
    server = await startServer({ DATABASE_URL: databaseUrl })
    // The previous build finds the schema migrated already: its own migrations are all older.
    if (previousCheckout) previous = await startServer({ DATABASE_URL: databaseUrl }, { checkout: previousCheckout })
    // The seed wrote a few GB of WAL, and PostgreSQL starts a checkpoint each time max_wal_size of it
    // has passed. One that began in the few seconds of ingest batches would make them write every
    // page they touch in full to the WAL once more: a cost a running server spreads over the
    // minutes between checkpoints. So the seed's checkpoint is done before the batches start
    // (it takes a superuser or the pg_checkpoint role; without, the bench goes on and says so).
    const checkpoint = () =>
      adminClient.query('checkpoint').then(
        () => undefined,
        (error: unknown) => log(`checkpoint before ingest skipped: ${String(error)}`),
      )
    watcher = new pg.Client({ connectionString: databaseUrl })
    await watcher.connect()
    const backlogEmpty = async () =>
      (await watcher!.query<{ empty: boolean }>('select not exists (select from totals_backlog) as empty')).rows[0]!
        .empty
    const figures = await measure('PostgreSQL', seedText, server, members, days, memberCookies, {
      beforeIngest: checkpoint,
      twoSenders: true,
      backlogEmpty,
      previous,
    })
    figures.rows['every day counted again after a rule change'] = await timeRecount(databaseUrl)
    return figures
  } finally {
    await watcher?.end()
    if (server) await stopServer(server.child)
    if (previous) await stopServer(previous.child)
    await drop()
  }
}

async function benchPglite(): Promise<Figures> {
  const members = Number(process.env.BENCH_PGLITE_MEMBERS ?? 1_000)
  const days = Number(process.env.BENCH_DAYS ?? 365)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-'))
  const dataDir = path.join(work, 'this')
  let server: RunningServer | undefined
  let previous: RunningServer | undefined
  try {
    const database = await openPglite(dataDir)
    const started = performance.now()
    await timed(`PGlite seed of ${members} members × ${days} days`, () =>
      seed((text) => database.db.execute(sql.raw(text)), members, days, log),
    )
    const memberCookies = await seedSessions((text) => database.db.execute(sql.raw(text)), 64)
    const seedSeconds = (performance.now() - started) / 1000
    await database.close()
    const seedText = `${members} members, ${Math.ceil(members / MEMBERS_PER_TEAM)} teams, ${members * days} day rows, seeded in ${seedSeconds.toFixed(1)} s`
    if (previousCheckout) {
      // One process at a time may open an embedded database: the previous build gets a copy.
      const copy = path.join(work, 'previous')
      fs.cpSync(dataDir, copy, { recursive: true })
      previous = await startServer({ DATA_DIR: copy }, { checkout: previousCheckout })
    }
    server = await startServer({ DATA_DIR: dataDir })
    // No two-sender case: the embedded database runs one query at a time in the server's own
    // thread, so a second sender adds no core, and halves of 1,000 members would change what each
    // call writes.
    return await measure('embedded PGlite', seedText, server, members, days, memberCookies, { previous })
  } finally {
    if (server) await stopServer(server.child)
    if (previous) await stopServer(previous.child)
    fs.rmSync(work, { recursive: true, force: true })
  }
}

function print(figures: Figures) {
  console.log(`\n== Scores on ${figures.label}: ${figures.seed}`)
  for (const [name, value] of Object.entries(figures.rows)) console.log(`  ${name.padEnd(58)} ${value}`)
}

export async function run(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const results: Figures[] = []
  const only = process.env.BENCH_ONLY
  if (only !== 'pglite') {
    if (serverUrl) results.push(await benchPostgres(serverUrl))
    else
      log(
        'PostgreSQL part skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server the bench may create databases on',
      )
  }
  if (only !== 'postgres') results.push(await benchPglite())
  for (const figures of results) print(figures)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  run().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
