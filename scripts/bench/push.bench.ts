/**
 * Push bench: phones syncing by themselves. Seeds members with a month of steps and a push token
 * each, starts the built server, and measures, against the budgets:
 *
 * - one push of 48 hours of full-resolution records from a watch and a phone (about 3,000
 *   records, as HC Webhook sends them after a day or two offline): answered in under 200 ms;
 * - such a push on the board: a member's push seen by another member within 1 s;
 * - 2,000 members each pushing every 15 minutes (2.2 pushes a second, each 15 minutes of records
 *   from a watch and a phone): another member's board reads keep a p99 under 50 ms, measured beside
 *   the same reads with no pushes, in one run.
 *
 * Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 * BENCH_PUSH_MEMBERS (default 2,000) and BENCH_PUSH_SECONDS (default 60) change the sizes.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts'
import { hashToken } from '../../apps/server/src/lib/tokens.ts'
import { seed, seedSessions, type Query } from './seed.ts'
import { boardPoller, createBenchDatabase, startServer, stopServer, type RunningServer } from './server.ts'

const MEMBERS = Number(process.env.BENCH_PUSH_MEMBERS ?? 2_000)
const LOAD_SECONDS = Number(process.env.BENCH_PUSH_SECONDS ?? 60)
const DAYS = 30
/** Every member pushes once in 15 minutes. */
const PUSHES_A_SECOND = MEMBERS / (15 * 60)
const MINUTE_MS = 60_000

function log(message: string) {
  console.log(`[push] ${message}`)
}

const tokenOf = (member: number) => `sup_bench_push_token_${member}`

/** A push token for every member, written straight into the database. */
async function seedTokens(query: Query, members: number) {
  const values = Array.from({ length: members }, (_, i) => `('${hashToken(tokenOf(i + 1))}', ${i + 1})`).join(', ')
  await query(`
    insert into push_tokens (token_hash, user_id)
    select v.token_hash, m.id
    from (values ${values}) as v(token_hash, n)
    join (select id, row_number() over (order by id) as n from users) m on m.n = v.n
  `)
}

const WATCH = { manufacturer: 'Samsung', model: 'Galaxy Watch6', type: 1 }
const PHONE = { manufacturer: 'Google', model: 'Pixel 8', type: 2 }

/**
 * HC Webhook's body of full-resolution records from `from` to `to`: a record every 2 minutes from
 * the watch, and the phone's record of the same walk for most of them.
 */
function fullRecords(from: number, to: number, seed: number) {
  const steps = []
  const first = Math.ceil(from / (2 * MINUTE_MS)) * 2 * MINUTE_MS
  for (let start = first; start + 2 * MINUTE_MS <= to; start += 2 * MINUTE_MS) {
    const count = 20 + ((start / MINUTE_MS + seed) % 180)
    const span = { start_time: new Date(start).toISOString(), end_time: new Date(start + 2 * MINUTE_MS).toISOString() }
    const origin = { data_origin: 'com.sec.android.app.shealth', recording_method: 'automatically_recorded' }
    steps.push({ count, ...span, metadata: { ...origin, device: WATCH } })
    if ((start / MINUTE_MS) % 10 !== 0) {
      steps.push({ count: Math.round(count * 0.9), ...span, metadata: { ...origin, device: PHONE } })
    }
  }
  return { timestamp: new Date(to).toISOString(), app_version: '1.9.13', steps }
}

async function push(base: string, member: number, body: unknown): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${base}/api/push/steps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(member)}` },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`push failed: ${response.status} ${text}`)
  return performance.now() - started
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
const ms = (value: number) => `${value.toFixed(0)} ms`
const verdict = (met: boolean) => (met ? 'met' : 'NOT met')

async function measure(label: string, server: RunningServer, cookies: string[]) {
  const rows: Record<string, string> = {}
  const { base } = server
  const now = Date.now()

  // One 48-hour push each for ten members, as after a phone was offline: the first counts.
  const bigLatencies: number[] = []
  let records = 0
  for (let member = 101; member <= 110; member += 1) {
    const body = fullRecords(now - 48 * 60 * MINUTE_MS, now, member)
    records = body.steps.length
    bigLatencies.push(await push(base, member, body))
  }
  const bigMedian = quantile(bigLatencies, 0.5)
  rows[`a 48-hour push of ${records.toLocaleString('en-US')} records`] =
    `median ${ms(bigMedian)}, slowest ${ms(Math.max(...bigLatencies))} of 10 (goal < 200 ms, ${verdict(bigMedian < 200)})`
  const resend = await push(base, 101, fullRecords(now - 48 * 60 * MINUTE_MS, now, 101))
  rows['the same push sent again'] = ms(resend)

  // A push that makes a member the week's leader (60,000 steps on each of the last three days, where
  // the seeded members walk at most 20,000 a day), read by another member until it shows.
  const leader = 111
  const midnight = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`)
  const days = [2, 1, 0].map((back) => {
    const start = midnight - back * 24 * 60 * MINUTE_MS
    const end = Math.min(now, start + 24 * 60 * MINUTE_MS)
    return { count: 60_000, start_time: new Date(start).toISOString(), end_time: new Date(end).toISOString() }
  })
  const started = performance.now()
  await push(base, leader, { timestamp: new Date(now).toISOString(), app_version: '1.9.13', steps: days })
  let seenAfter: number | undefined
  while (seenAfter === undefined && performance.now() - started < 10_000) {
    const board = (await (
      await fetch(`${base}/api/scores/users?period=week&limit=1`, { headers: { cookie: cookies[0]! } })
    ).json()) as { users: { user: { username: string } }[] }
    if (board.users[0]?.user.username === `Member ${leader}`) seenAfter = performance.now() - started
    else await new Promise((resolve) => setTimeout(resolve, 20))
  }
  rows['a push seen on the board by another member'] =
    seenAfter === undefined
      ? 'not seen within 10 s (goal < 1 s, NOT met)'
      : `${ms(seenAfter)} from sending (goal < 1 s, ${verdict(seenAfter < 1000)})`

  // Board reads alone, then beside 2.2 pushes a second, in one run.
  const quiet = boardPoller(base, cookies[1]!)
  await new Promise((resolve) => setTimeout(resolve, (LOAD_SECONDS / 3) * 1000))
  const quietFigures = await quiet.stop()
  const loaded = boardPoller(base, cookies[1]!)
  const pushLatencies: number[] = []
  const sends: Promise<void>[] = []
  const loadStart = Date.now()
  for (let n = 0; Date.now() - loadStart < LOAD_SECONDS * 1000; n += 1) {
    const member = 200 + (n % (MEMBERS - 200))
    const at = Date.now()
    sends.push(
      push(base, member, fullRecords(at - 15 * MINUTE_MS, at, member)).then((took) => void pushLatencies.push(took)),
    )
    const next = loadStart + ((n + 1) / PUSHES_A_SECOND) * 1000
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())))
  }
  await Promise.all(sends)
  const loadedFigures = await loaded.stop()
  rows['board reads alone'] = `p50 ${ms(quietFigures.p50)}, p99 ${ms(quietFigures.p99)} (${quietFigures.reads} reads)`
  rows[`board reads beside ${PUSHES_A_SECOND.toFixed(1)} pushes a second`] =
    `p50 ${ms(loadedFigures.p50)}, p99 ${ms(loadedFigures.p99)} (${loadedFigures.reads} reads; ` +
    `${((loadedFigures.p99 / Math.max(quietFigures.p99, 1)) * 100).toFixed(0)}% of alone; goal p99 < 50 ms, ${verdict(loadedFigures.p99 < 50)})`
  rows['the pushes meanwhile'] =
    `${pushLatencies.length} pushes, p50 ${ms(quantile(pushLatencies, 0.5))}, p99 ${ms(quantile(pushLatencies, 0.99))}`
  return { label, rows }
}

async function seedAll(query: Query) {
  await seed(query, MEMBERS, DAYS, log)
  // Members past the first hundred sync from their phones: their days' counts are pushed ones, so
  // a push moves their days and the boards, as it does for members who sync that way.
  await query(`
    update day_scores set push_steps = wearable_steps, wearable_steps = null
    where user_id in (select id from users order by id offset 100)
  `)
  await seedTokens(query, MEMBERS)
  return seedSessions(query, 2)
}

async function benchPglite() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-push-'))
  let server: RunningServer | undefined
  try {
    const database = await openPglite(work)
    const cookies = await seedAll((text) => database.db.execute(sql.raw(text)))
    await database.close()
    server = await startServer({ DATA_DIR: work })
    return await measure(`embedded PGlite, ${MEMBERS} members × ${DAYS} days`, server, cookies)
  } finally {
    if (server) await stopServer(server.child)
    fs.rmSync(work, { recursive: true, force: true })
  }
}

async function benchPostgres(serverUrl: string) {
  const bench = await createBenchDatabase(serverUrl)
  let server: RunningServer | undefined
  try {
    const database = await openPostgres(bench.databaseUrl, { poolSize: 1 })
    await database.close()
    const client = new pg.Client({ connectionString: bench.databaseUrl })
    await client.connect()
    const cookies = await seedAll((text) => client.query(text))
    await client.end()
    server = await startServer({ DATABASE_URL: bench.databaseUrl })
    return await measure(`PostgreSQL, ${MEMBERS} members × ${DAYS} days`, server, cookies)
  } finally {
    if (server) await stopServer(server.child)
    await bench.drop()
  }
}

export async function run(): Promise<void> {
  const results = []
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (serverUrl) results.push(await benchPostgres(serverUrl))
  else log('PostgreSQL part skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL')
  results.push(await benchPglite())
  for (const { label, rows } of results) {
    console.log(`\n== Pushes on ${label}`)
    for (const [name, value] of Object.entries(rows)) console.log(`  ${name.padEnd(48)} ${value}`)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  run().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
