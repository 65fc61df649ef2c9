/**
 * Competitions bench, on PostgreSQL: the scores bench's seed (20,000 members in 2,000 teams ×
 * 365 days) with three overlapping competitions running, created through the API:
 *
 *   A  4 weeks, everyone, members by steps, teams by their average
 *   B  6 weeks, opt-in with every other member joined, members by days on target, teams by sum
 *   C  13 weeks, everyone, members by their longest streak on target, teams by their average
 *
 * It prints:
 *   - how long each competition's standings take to build uncached (what a reader waits for after
 *     a write), computed beside the idle server;
 *   - each competition's board (`/board?limit=25`) and team board as a share of the all-time board
 *     (`/api/scores/users?period=all&limit=25`), one member's cookie on 16 connections, all of them
 *     taking turns in one-second rounds (rounds.ts); before each round the route is read once, so a
 *     round measures the cached answer and not the build that a cold cache waits for;
 *   - for scale, A's own row (`GET /api/competitions/{id}`), which every board request reads first;
 *   - the same boards read for 10 s on end, where the cache's reloads fall inside the run;
 *   - how long a member's manual entry and a wearable sync take to show on each board;
 *   - A's board and the all-time board read while a wearable sync arrives every second;
 *   - how long creating a competition that is already over takes, which freezes its results.
 *
 * Needs TEST_DATABASE_URL or BENCH_DATABASE_URL (a database is created and dropped for the run).
 * BENCH_MEMBERS, BENCH_DAYS, BENCH_ROUNDS (one-second rounds, default 15) and BENCH_TRIES (writes
 * a freshness line makes, default 10) override the sizes; the figures say what was seeded.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Competition, CompetitionBoard, CreateCompetitionInput } from '@stepup/contract'
import pg from 'pg'
import { openPostgres } from '../../apps/server/src/db/client.ts'
import { todayIn } from '../../apps/server/src/lib/days.ts'
import { liveStandings } from '../../apps/server/src/modules/competitions/standings.ts'
import { cannon, formatShare, measureInRounds, shareOf, type Target, type TargetFigures } from './rounds.ts'
import { MEMBERS_PER_TEAM, seed, seedSessions } from './seed.ts'
import { createBenchDatabase, ingestBatch, isoDaysAgo, startServer, stopServer, type RunningServer } from './server.ts'

const roundsOptions = { rounds: Number(process.env.BENCH_ROUNDS ?? 15), seconds: 1, connections: 16 }
const TRIES = Number(process.env.BENCH_TRIES ?? 10)
const POLL_MS = 20
const TIME_ZONE = 'UTC'

interface Plan {
  key: string
  label: string
  /** Days in all, and days still to come after today. */
  days: number
  daysLeft: number
  participation: 'everyone' | 'opt-in'
  scoring: CreateCompetitionInput['scoring']
}

const plans: Plan[] = [
  {
    key: 'A',
    label: '4 weeks, everyone, steps, team average',
    days: 28,
    daysLeft: 7,
    participation: 'everyone',
    scoring: { individual: 'steps', team: 'average' },
  },
  {
    key: 'B',
    label: '6 weeks, opt-in (half joined), days on target, team sum',
    days: 42,
    daysLeft: 14,
    participation: 'opt-in',
    scoring: { individual: 'daysOnTarget', team: 'sum' },
  },
  {
    key: 'C',
    label: '13 weeks, everyone, streak, team average',
    days: 91,
    daysLeft: 30,
    participation: 'everyone',
    scoring: { individual: 'streak', team: 'average' },
  },
]

/** Competitions that are over when they are created: their results freeze before the answer. */
const finishedPlans: Plan[] = [
  ...['first', 'second', 'third'].map((which) => ({
    key: `13 weeks, ${which}`,
    label: '13 weeks ended yesterday, everyone, streak, team average',
    days: 91,
    daysLeft: -1,
    participation: 'everyone' as const,
    scoring: { individual: 'streak' as const, team: 'average' as const },
  })),
  {
    key: '52 weeks',
    label: '52 weeks ended yesterday, everyone, steps, team sum',
    days: 364,
    daysLeft: -1,
    participation: 'everyone',
    scoring: { individual: 'steps', team: 'sum' },
  },
]

function log(message: string) {
  console.log(`[competitions] ${message}`)
}

const seconds = (ms: number) => (ms < 10_000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`)

function median(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle) - 1]!) / 2
}

function goal(met: boolean) {
  return met ? 'met' : 'NOT met'
}

/** A member's call to the API, as the web app makes it: their cookie, and our origin on writes. */
async function call<T>(base: string, cookie: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json', origin: base }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

function createInput(plan: Plan): CreateCompetitionInput {
  return {
    name: `${plan.key}: ${plan.label}`,
    startDate: isoDaysAgo(plan.days - 1 - plan.daysLeft),
    endDate: isoDaysAgo(-plan.daysLeft),
    graceHours: plan.daysLeft < 0 ? 0 : 72,
    participation: plan.participation,
    scoring: plan.scoring,
  }
}

/** Each competition's standings built uncached three times, on a pool the size of the server's. */
async function timeStandings(databaseUrl: string, competitions: Competition[], rows: Record<string, string>) {
  const database = await openPostgres(databaseUrl, { migrate: false, poolSize: 10 })
  try {
    for (const [index, competition] of competitions.entries()) {
      const scored = {
        id: competition.id,
        startDate: competition.startDate,
        endDate: competition.endDate,
        participation: competition.participation,
        individualScoring: competition.scoring.individual,
        target: competition.scoring.target ?? 10_000,
        teamScoring: competition.scoring.team,
        prizes: competition.prizes,
      }
      const times: number[] = []
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        await liveStandings(database.db, scored, { timeZone: TIME_ZONE, today: todayIn(TIME_ZONE) })
        times.push(performance.now() - started)
      }
      rows[`uncached standings, ${plans[index]!.key} (${competition.participants} members)`] =
        `${times.map(seconds).join(', ')} (three builds in turn)`
    }
  } finally {
    await database.close()
  }
}

/**
 * Board reads side by side: the all-time board, and each competition's board and team board, in
 * one-second rounds taking turns; then each competition board read for 10 s on end.
 */
async function measureReads(base: string, cookie: string, competitions: Competition[], rows: Record<string, string>) {
  const headers = { cookie }
  const read = async (route: string) => {
    const response = await fetch(`${base}${route}`, { headers })
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`)
    return (await response.text()).length
  }
  const routes: Record<string, string> = { 'all-time': '/api/scores/users?period=all&limit=25' }
  for (const [index, competition] of competitions.entries()) {
    routes[`${plans[index]!.key} board`] = `/api/competitions/${competition.id}/board?limit=25`
    routes[`${plans[index]!.key} teams`] = `/api/competitions/${competition.id}/teams`
  }
  // For scale: the competition's own row, which every board request reads before its board.
  routes['A row'] = `/api/competitions/${competitions[0]!.id}`
  const bytes: Record<string, number> = {}
  const targets: Record<string, Target> = {}
  for (const [name, route] of Object.entries(routes)) {
    bytes[name] = await read(route)
    targets[name] = {
      url: `${base}${route}`,
      headers,
      beforeRound: async () => {
        await read(route)
      },
    }
  }
  const figures = await measureInRounds(targets, roundsOptions)
  const rps = (figure: TargetFigures) => `${Math.round(figure.requestsPerSecond)} req/s`
  const latency = (figure: TargetFigures) => `worst round p50 ${figure.p50} ms, p99 ${figure.p99} ms`
  const allTime = figures['all-time']!
  rows[`GET ${routes['all-time']}`] = `${rps(allTime)} (${latency(allTime)}; ${bytes['all-time']} bytes)`
  for (const [name, route] of Object.entries(routes)) {
    if (name === 'all-time') continue
    const share = shareOf(figures[name]!, allTime)
    const target = name.endsWith('board')
      ? ` (goal ≥ 50%, ${goal(share.median >= 0.5)})`
      : name.endsWith('row')
        ? ' (reference: the row every board request reads)'
        : ''
    rows[`GET ${route}`] =
      `${rps(figures[name]!)} = ${formatShare(share)} of the all-time board${target}; ` +
      `${latency(figures[name]!)}; ${bytes[name]} bytes`
  }

  // On end, the cache's entry goes stale every 500 ms and is rebuilt while it is served; a reader
  // waits once a rebuild takes longer than the 2 s a stale entry may still be served.
  for (const [index, competition] of competitions.entries()) {
    const route = `/api/competitions/${competition.id}/board?limit=25`
    await read(route)
    const result = await cannon({ url: `${base}${route}`, headers, connections: 16, duration: 10 })
    rows[`GET ${route}, 10 s on end`] =
      `${Math.round(result.requests.total / result.duration)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, slowest ${result.latency.max} ms (reference: no goal)` +
      (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0
        ? `; ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`
        : '')
    log(`${plans[index]!.key} read on end: ${rows[`GET ${route}, 10 s on end`]}`)
  }
}

/**
 * How long a step change takes to show on each board: the member writes, then reads the board
 * every 20 ms until their own row has the steps the day rows now sum to. Nobody else reads
 * meanwhile.
 */
async function measureFreshness(
  base: string,
  client: pg.Client,
  member: { id: number; sensorId: string; cookie: string },
  competitions: Competition[],
  rows: Record<string, string>,
) {
  const today = isoDaysAgo(0)
  let value = 0
  const writes = {
    'manual entry (POST /api/scores)': () =>
      call(base, member.cookie, 'POST', '/api/scores', { date: today, steps: 30_000 + (value++ % 500) * 100 }),
    'wearable sync (POST /api/ingest/steps)': () =>
      ingestBatch(base, [{ sensorUserId: member.sensorId, date: today, steps: 30_000 + (value++ % 500) * 100 }]),
  }
  for (const [writeName, write] of Object.entries(writes)) {
    for (const [index, competition] of competitions.entries()) {
      const route = `/api/competitions/${competition.id}/board?limit=25`
      const times: number[] = []
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const started = performance.now()
        await write()
        const expected = await client.query<{ steps: string }>(
          'select coalesce(sum(steps), 0) as steps from day_scores where user_id = $1 and day between $2 and $3',
          [member.id, competition.startDate, competition.endDate],
        )
        const steps = Number(expected.rows[0]!.steps)
        for (;;) {
          const board = await call<CompetitionBoard>(base, member.cookie, 'GET', route)
          if (board.me?.steps === steps) break
          if (performance.now() - started > 60_000) throw new Error(`${route}: the write did not show within 60 s`)
          await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        }
        times.push(performance.now() - started)
      }
      const worst = Math.max(...times)
      rows[`${writeName} visible on ${plans[index]!.key}'s board`] =
        `median ${seconds(median(times))}, worst ${seconds(worst)} of ${TRIES} (goal < 1 s, ${goal(worst < 1000)})`
      log(`${writeName} on ${plans[index]!.key}: ${times.map(seconds).join(', ')}`)
    }
  }
}

/** Creates competitions that are already over and times each answer, which waits for the freeze. */
async function measureFreezing(
  base: string,
  client: pg.Client,
  adminCookie: string,
  members: number,
  rows: Record<string, string>,
) {
  for (const plan of finishedPlans) {
    const label = `freeze on creation, ${plan.key}`
    const started = performance.now()
    try {
      const created = await call<Competition>(base, adminCookie, 'POST', '/api/competitions', createInput(plan))
      const ms = performance.now() - started
      const frozen = await client.query<{ rows: number }>(
        'select count(*)::int as rows from competition_results where competition_id = $1',
        [created.id],
      )
      if (created.status !== 'final' || frozen.rows[0]!.rows !== members) {
        throw new Error(`status ${created.status}, ${frozen.rows[0]!.rows} frozen rows`)
      }
      rows[label] = `${seconds(ms)} for ${members} members' results (${plan.label}; goal < 5 s, ${goal(ms < 5000)})`
    } catch (error) {
      // A freeze the server cannot finish is a figure too; the competition stays unfrozen.
      const message = error instanceof Error ? error.message : String(error)
      rows[label] =
        `failed after ${seconds(performance.now() - started)} (${plan.label}): ${message.slice(0, 160)} (NOT met)`
    }
    log(`${label}: ${rows[label]}`)
  }
}

/** Waits until the server has no statement running on the bench's database, for up to a minute. */
async function settle(client: pg.Client) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const active = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    )
    if (active.rows[0]!.n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  log('the server still had statements running a minute after the load ended')
}

/**
 * A's board and the all-time board read for 10 s each while a wearable sync of one entry arrives
 * every second, as a sync service sends them all day: each sync is told to the answer cache once
 * its totals are in (lib/answer-cache.ts); the all-time board is built afresh for the next reader,
 * the competition's is answered from its last build while one reader rebuilds it.
 */
async function measureReadsDuringSyncs(
  base: string,
  client: pg.Client,
  cookie: string,
  competition: Competition,
  members: number,
  rows: Record<string, string>,
) {
  const routes = {
    'all-time board': '/api/scores/users?period=all&limit=25',
    "A's board": `/api/competitions/${competition.id}/board?limit=25`,
  }
  let sync = 0
  for (const [name, route] of Object.entries(routes)) {
    await settle(client)
    await fetch(`${base}${route}`, { headers: { cookie } })
    let reading = true
    const syncs = (async () => {
      while (reading) {
        const member = 3 + (sync % (members - 3))
        await ingestBatch(base, [
          { sensorUserId: `sensor-${member}`, date: isoDaysAgo(0), steps: 1000 + (sync++ % 500) * 37 },
        ])
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    })()
    const result = await cannon({ url: `${base}${route}`, headers: { cookie }, connections: 16, duration: 10 })
    reading = false
    await syncs
    const failed = result.non2xx + result.errors + result.timeouts
    rows[`GET ${name}, 10 s, a sync every second`] =
      `${Math.round(result.requests.total / result.duration)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, slowest ${result.latency.max} ms` +
      (failed > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` : '') +
      ' (reference: no goal)'
    log(`${name} during syncs: ${rows[`GET ${name}, 10 s, a sync every second`]}`)
  }
  await settle(client)
}

async function benchPostgres(serverUrl: string) {
  const members = Number(process.env.BENCH_MEMBERS ?? 20_000)
  const days = Number(process.env.BENCH_DAYS ?? 365)
  const { databaseUrl, drop } = await createBenchDatabase(serverUrl)
  let server: RunningServer | undefined
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    const database = await openPostgres(databaseUrl, { poolSize: 1 })
    await database.close()
    await client.connect()
    await client.query(`set maintenance_work_mem = '512MB'`)
    await client.query(`set synchronous_commit = off`)
    const started = performance.now()
    await seed((text) => client.query(text), members, days, log)
    const cookies = await seedSessions((text) => client.query(text), 2)
    // The first member is the admin who creates the competitions. The second, who writes in the
    // freshness lines, has no wearable count for the last week: they entered those days by hand,
    // so their manual entries count until a sync brings a wearable count, which outranks them.
    const seeded = await client.query<{ id: number; sensor_user_id: string }>(
      'select id, sensor_user_id from users order by id limit 2',
    )
    const [admin, writer] = seeded.rows
    await client.query('update users set is_admin = true where id = $1', [admin!.id])
    await client.query(
      `update day_scores set manual_steps = wearable_steps, wearable_steps = null
       where user_id = $1 and day > current_date - 7`,
      [writer!.id],
    )
    await client.query(`set synchronous_commit = on`)
    const seedSeconds = (performance.now() - started) / 1000
    log(`seeded in ${seedSeconds.toFixed(1)} s`)

    server = await startServer({ DATABASE_URL: databaseUrl, TZ: TIME_ZONE })
    const { base } = server
    const [adminCookie, writerCookie] = cookies as [string, string]
    await call(base, adminCookie, 'POST', '/api/scores/config', { allowManualSteps: true })
    const competitions: Competition[] = []
    for (const plan of plans) {
      const created = await call<Competition>(base, adminCookie, 'POST', '/api/competitions', createInput(plan))
      if (plan.participation === 'opt-in') {
        // Every other member joins, as if each had pressed Join (POST …/participants/me).
        await client.query(
          `insert into competition_participants (competition_id, user_id)
           select $1, id from (select id, row_number() over (order by id) as n from users) m where n % 2 = 0`,
          [created.id],
        )
      }
      competitions.push(await call<Competition>(base, adminCookie, 'GET', `/api/competitions/${created.id}`))
    }
    await client.query('analyze competition_participants')

    const rows: Record<string, string> = {}
    // What was measured is printed even when a later step fails.
    try {
      await timeStandings(databaseUrl, competitions, rows)
      log('uncached standings timed')
      await measureReads(base, writerCookie, competitions, rows)
      log('reads measured')
      await settle(client)
      await measureFreshness(
        base,
        client,
        { id: writer!.id, sensorId: writer!.sensor_user_id, cookie: writerCookie },
        competitions,
        rows,
      )
      await measureReadsDuringSyncs(base, client, writerCookie, competitions[0]!, members, rows)
      await measureFreezing(base, client, adminCookie, members, rows)
    } finally {
      console.log(
        `\n== Competitions on PostgreSQL: ${members} members, ${Math.ceil(members / MEMBERS_PER_TEAM)} teams, ` +
          `${members * days} day rows, seeded in ${seedSeconds.toFixed(1)} s`,
      )
      for (const [index, competition] of competitions.entries()) {
        console.log(
          `  ${plans[index]!.key} = #${competition.id}, ${plans[index]!.label}: ` +
            `${competition.startDate} to ${competition.endDate}, ${competition.participants} members`,
        )
      }
      for (const [label, value] of Object.entries(rows)) console.log(`  ${label.padEnd(64)} ${value}`)
    }
  } finally {
    await client.end()
    if (server) await stopServer(server.child)
    await drop()
  }
}

export async function run(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    log('skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server the bench may create databases on')
    return
  }
  await benchPostgres(serverUrl)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  run().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
