/**
 * Notifications bench, on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; a database is
 * created and dropped for the run) with 20,000 members in 2,000 teams × 120 days, or on the
 * embedded database with 1,000 members when no server is named (BENCH_ONLY=pglite forces it):
 *
 *   - the weekly summary: time to decide and queue it for every member, then to send it through a
 *     local SMTP server (and to the 10% of members with a browser subscribed, through a local push
 *     service);
 *   - the cost of the decisions taken on the clock to a sync: ingest throughput (10,000-entry
 *     wearable syncs) with the decisions running every 10 seconds — six times as often as a server
 *     takes them — beside the same syncs with no decisions, in alternating rounds of about 15
 *     seconds; the ratio is the figure (goal: within 5%);
 *   - one run of the decisions on the whole community, alone.
 *
 * BENCH_MEMBERS and BENCH_DAYS override the PostgreSQL sizes, BENCH_PGLITE_MEMBERS the embedded one.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client.ts'
import { selectRows } from '../../apps/server/src/db/rows.ts'
import { decideWeeklySummary } from '../../apps/server/src/modules/notifications/decisions.ts'
import { competitionsContext } from '../../apps/server/src/modules/competitions/index.ts'
import { SMTPServer } from 'smtp-server'
import { startWebPushReceiver } from '../../apps/server/test/helpers/web-push-receiver.ts'
import { seed } from './seed.ts'
import { createBenchDatabase, INGEST_KEY, isoDaysAgo } from './server.ts'

function log(message: string) {
  console.log(`[notifications] ${message}`)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function until(check: () => Promise<boolean>, timeoutMs: number, progress?: () => string) {
  const deadline = Date.now() + timeoutMs
  let reported = Date.now()
  while (!(await check())) {
    if (progress && Date.now() - reported > 10_000) {
      log(progress())
      reported = Date.now()
    }
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * A local mail server that takes every mail and counts it, reading nothing: what a mail server's
 * answers cost the sender, without the cost of parsing 20,000 mails in this process.
 */
async function startMailSink() {
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received += 1
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function measure(database: Database, members: number, dataDir: string) {
  const smtp = await startMailSink()
  const receiver = await startWebPushReceiver()
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_ORIGIN: 'http://localhost:3000',
    INGEST_API_KEY: INGEST_KEY,
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    SMTP_URL: smtp.url,
  })
  const app = await buildApp({
    config,
    database,
    logger: false,
    notifications: { decideEveryMs: 0, pushAgent: receiver.agent },
    mail: { pollMs: 200 },
  })
  await app.ready()
  try {
    const db = database.db
    const ids = (await selectRows<{ id: number }>(db, sql`select id from users order by id`)).map((row) => row.id)
    // A tenth of the members have a browser subscribed; nobody keeps quiet hours, so all is sent now.
    const subscribed = ids.filter((_, index) => index % 10 === 0)
    for (const userId of subscribed) {
      const subscription = receiver.newSubscription()
      await db.execute(sql`insert into web_push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${userId}, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth})`)
    }
    await db.execute(sql`insert into notification_quiet_hours (user_id, enabled, from_minute, to_minute)
      select id, false, 0, 60 from users`)

    // The sync cost first, while the outbox is empty.
    const syncFigure = await measureSyncCost(app, members)

    const now = new Date()
    const weekday = ((now.getUTCDay() + 6) % 7) + 1
    await db.execute(sql`update notification_policy set digest_weekday = ${weekday}, digest_hour = 0 where id = 1`)
    const ctx = { db, competitions: competitionsContext(db, app.scores, 'UTC'), timeZone: 'UTC' }
    let started = performance.now()
    const queued = await decideWeeklySummary(ctx, now)
    const queueMs = performance.now() - started
    log(`weekly summary decided and queued for ${queued} members in ${seconds(queueMs)}`)

    started = performance.now()
    await app.notifications.sender.drain()
    const handedMs = performance.now() - started
    await until(
      async () => smtp.received() >= queued,
      30 * 60_000,
      () => `${smtp.received()} of ${queued} mails arrived so far`,
    )
    const mailedMs = performance.now() - started
    log(
      `sent: ${queued} mails through SMTP in ${seconds(mailedMs)} (${Math.round(queued / (mailedMs / 1000))}/s; ` +
        `the sender had queued them all and pushed ${receiver.messages.length} in ${seconds(handedMs)})`,
    )

    started = performance.now()
    await app.notifications.decide()
    const decideMs = performance.now() - started
    await app.notifications.decide()
    const decideAgainMs = performance.now() - started - decideMs
    log(
      `one run of the decisions on ${members} members: ${seconds(decideMs)} the first (noting every total), ${seconds(decideAgainMs)} the next`,
    )
    return {
      'weekly summary, decided and queued': `${queued} members in ${seconds(queueMs)} (goal < 300 s, ${queueMs < 300_000 ? 'met' : 'NOT met'})`,
      'weekly summary, sent': `${queued} mails through a local SMTP server in ${seconds(mailedMs)}; ${receiver.messages.length} pushes to a local push service within ${seconds(handedMs)}`,
      'syncs with the decisions every 10 s, beside none': syncFigure,
      'one run of the decisions': `${seconds(decideMs)} the first, ${seconds(decideAgainMs)} the next`,
    }
  } finally {
    await app.close()
    await smtp.close()
    await receiver.close()
  }
}

/** How often the decisions run while the syncs are measured: six times as often as a server. */
const DECIDE_EVERY_MS = 10_000
/** Syncs of 10,000 entries per round: some 15 seconds of them, so each round sees a decision run or two. */
const SYNCS_PER_ROUND = 30

/**
 * Ingest throughput in rounds of SYNCS_PER_ROUND syncs of 10,000 entries, alternately with the
 * decisions running every DECIDE_EVERY_MS and without; the median of the per-pair ratios.
 */
async function measureSyncCost(app: Awaited<ReturnType<typeof buildApp>>, members: number): Promise<string> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 6)
  let run = 0
  const batch = () => {
    run += 1
    return JSON.stringify({
      entries: Array.from({ length: 10_000 }, (_, i) => ({
        sensorUserId: `sensor-${1 + ((i * 7 + run) % members)}`,
        date: isoDaysAgo(i % 2),
        steps: (run * 31 + i) % 30_000,
      })),
    })
  }
  const ingestRound = async () => {
    const bodies = Array.from({ length: SYNCS_PER_ROUND }, batch)
    const started = performance.now()
    let rows = 0
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/ingest/steps',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_KEY}` },
        payload,
      })
      if (response.statusCode !== 200) throw new Error(`ingest failed: ${response.statusCode} ${response.body}`)
      rows += (response.json() as { accepted: number }).accepted
    }
    return rows / ((performance.now() - started) / 1000)
  }
  await ingestRound()
  const ratios: number[] = []
  const withRates: number[] = []
  const withoutRates: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    let deciding = true
    let stop = () => {}
    const stopped = new Promise<void>((resolve) => (stop = resolve))
    const decisions = (async () => {
      while (deciding) {
        const next = new Promise((resolve) => setTimeout(resolve, DECIDE_EVERY_MS))
        await app.notifications.decide()
        await Promise.race([next, stopped])
      }
    })()
    const withDecisions = await ingestRound()
    deciding = false
    stop()
    await decisions
    const without = await ingestRound()
    withRates.push(withDecisions)
    withoutRates.push(without)
    ratios.push(withDecisions / without)
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const ratio = median(ratios)
  const text =
    `${Math.round(median(withRates))} rows/s with, ${Math.round(median(withoutRates))} without; ` +
    `${(ratio * 100).toFixed(1)}% (median of ${rounds} pairs; goal ≥ 95%, ${ratio >= 0.95 ? 'met' : 'NOT met'})`
  log(`sync cost: ${text}`)
  return text
}

export async function run() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const figures: Record<string, Record<string, string>> = {}
  if (serverUrl && process.env.BENCH_ONLY !== 'pglite') {
    const members = Number(process.env.BENCH_MEMBERS ?? 20_000)
    const days = Number(process.env.BENCH_DAYS ?? 120)
    const { databaseUrl, drop } = await createBenchDatabase(serverUrl)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-'))
    try {
      const migrated = await openPostgres(databaseUrl, { poolSize: 1 })
      await migrated.close()
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      await client.query(`set maintenance_work_mem = '512MB'`)
      const started = performance.now()
      await seed((text) => client.query(text), members, days, log)
      await client.end()
      log(`seeded ${members} members × ${days} days in ${seconds(performance.now() - started)}`)
      const database = await openPostgres(databaseUrl, { poolSize: 10 })
      try {
        figures[`PostgreSQL, ${members} members × ${days} days`] = await measure(database, members, dataDir)
      } finally {
        await database.close()
      }
    } finally {
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  if (!serverUrl || process.env.BENCH_ONLY === 'pglite') {
    const members = Number(process.env.BENCH_PGLITE_MEMBERS ?? 1_000)
    const days = 120
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-'))
    try {
      const database = await openPglite(dataDir)
      try {
        await seed((text) => database.db.execute(sql.raw(text)), members, days, log)
        figures[`embedded, ${members} members × ${days} days`] = await measure(database, members, dataDir)
      } finally {
        await database.close()
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  for (const [label, rows] of Object.entries(figures)) {
    console.log(`\n${label}`)
    for (const [name, value] of Object.entries(rows)) console.log(`  ${name}: ${value}`)
  }
}
