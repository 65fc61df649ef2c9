/**
 * Memory bench: what V8 flags buy a small instance. The built server runs on copies of one seeded
 * database (1,000 members with sensor ids × 365 days), once per set of flags, the sets taking turns
 * in each round, first on the embedded database (PGlite), then on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set. For each it prints:
 *
 *   - RSS once healthy and after a few idle seconds;
 *   - the peak RSS during a burst of wearable syncs: 40 sequential POST /api/ingest/steps calls of
 *     10,000 entries (today's and yesterday's counts), with no warm-up call, as the first syncs
 *     after a start are (the peak is counted from the end of the idle wait, not from the start);
 *   - each call's latency (median, 95th percentile, slowest) and the server's CPU time a call.
 *
 * BENCH_ROUNDS (default 2) sets the rounds, BENCH_CALLS the calls in a burst, BENCH_PGLITE_MEMBERS
 * and BENCH_DAYS the seed, BENCH_IDLE_SECONDS (default 5) the idle wait, BENCH_ONLY=pglite|postgres
 * runs one part.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts'
import { SERVER_NODE_FLAGS } from '../../apps/server/src/lib/node-flags.ts'
import { seed } from './seed.ts'
import { INGEST_KEY, isoDaysAgo, memoryOf, startServer, stopServer } from './server.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5)
const CALLS = Number(process.env.BENCH_CALLS ?? 40)
const ENTRIES = 10_000

/**
 * The sets of flags compared. The server sets --liftoff-only itself (apps/server/src/lib/v8-flags.ts)
 * unless the command line says --no-liftoff-only. V8's own largest semi-space depends on the
 * machine's memory: 16 MB from about 2 GB, 4 MB on a 1 GB machine, 1 MB on 512 MB; the smaller
 * ones stand for a small instance started without the server's flags.
 */
const VARIANTS: { name: string; flags: string[]; pgliteOnly?: boolean }[] = [
  { name: 'as it runs', flags: SERVER_NODE_FLAGS },
  { name: 'no liftoff-only', flags: [...SERVER_NODE_FLAGS, '--no-liftoff-only'], pgliteOnly: true },
  { name: 'semi-space 4', flags: ['--max-semi-space-size=4'] },
  { name: 'semi-space 1', flags: ['--max-semi-space-size=1'] },
  { name: 'heap-growing 50', flags: [...SERVER_NODE_FLAGS, '--heap-growing-percent=50'] },
]

interface Sample {
  rssHealthy: number
  rssIdle: number
  peakBurst: number
  rssAfter: number
  median: number
  p95: number
  slowest: number
  cpuPerCall: number
}

function log(message: string) {
  console.log(`[memory] ${message}`)
}

/** User and system CPU time of a process so far, in ms. */
function cpuMsOf(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** Sets the process's peak RSS back to its RSS now, so the next peak is the burst's own. */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

async function measureOnce(flags: string[], database: Record<string, string>, bodies: string[]): Promise<Sample> {
  const { base, child } = await startServer(database, { flags })
  try {
    const pid = child.pid!
    const rssHealthy = memoryOf(pid).rss
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
    const rssIdle = memoryOf(pid).rss
    resetPeak(pid)

    const cpuBefore = cpuMsOf(pid)
    const callMs: number[] = []
    for (const body of bodies) {
      const callStarted = performance.now()
      const response = await fetch(`${base}/api/ingest/steps`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_KEY}` },
        body,
      })
      if (!response.ok) throw new Error(`ingest failed: ${response.status} ${await response.text()}`)
      await response.arrayBuffer()
      callMs.push(performance.now() - callStarted)
    }
    const cpuPerCall = (cpuMsOf(pid) - cpuBefore) / bodies.length
    const after = memoryOf(pid)
    callMs.sort((a, b) => a - b)
    const at = (share: number) => callMs[Math.min(callMs.length - 1, Math.ceil(share * callMs.length) - 1)]!
    return {
      rssHealthy,
      rssIdle,
      peakBurst: after.peak,
      rssAfter: after.rss,
      median: (callMs[Math.floor((callMs.length - 1) / 2)]! + callMs[Math.ceil((callMs.length - 1) / 2)]!) / 2,
      p95: at(0.95),
      slowest: callMs.at(-1)!,
      cpuPerCall,
    }
  } finally {
    await stopServer(child)
  }
}

function summary(values: number[], digits = 0) {
  const sorted = [...values].sort((a, b) => a - b)
  const text = (value: number) => value.toFixed(digits)
  return sorted.length === 1 ? text(sorted[0]!) : `${text(sorted[0]!)}–${text(sorted.at(-1)!)}`
}

/** Today's and yesterday's counts, ten entries a member a call, as a wearable sync service sends them. */
function syncBodies(members: number) {
  return Array.from({ length: CALLS }, (_, b) =>
    JSON.stringify({
      entries: Array.from({ length: ENTRIES }, (_, i) => {
        const n = b * ENTRIES + i
        return {
          sensorUserId: `sensor-${1 + ((n * 7 + b) % members)}`,
          date: isoDaysAgo(n % 2),
          steps: (b * 31 + i) % 30_000,
        }
      }),
    }),
  )
}

/**
 * Every set of flags in turn, ROUNDS times, each run on a fresh copy of the seeded database that
 * `fresh` makes (and answers the server's variables for).
 */
async function compareVariants(
  label: string,
  variants: typeof VARIANTS,
  bodies: string[],
  fresh: () => Promise<Record<string, string>>,
) {
  const samples = new Map<string, Sample[]>(variants.map(({ name }) => [name, []]))
  for (let round = 1; round <= ROUNDS; round++) {
    // Rotated each round, so no set of flags always runs first after the seed or on a quiet machine.
    const order = variants.map((_, i) => variants[(i + round - 1) % variants.length]!)
    for (const { name, flags } of order) {
      const sample = await measureOnce(flags, await fresh(), bodies)
      samples.get(name)!.push(sample)
      log(
        `${label}, round ${round}, ${name}: idle ${sample.rssIdle.toFixed(0)} MB, burst peak ${sample.peakBurst.toFixed(0)} MB, ` +
          `call median ${sample.median.toFixed(0)} ms, p95 ${sample.p95.toFixed(0)} ms, CPU ${sample.cpuPerCall.toFixed(0)} ms a call`,
      )
    }
  }
  return samples
}

function print(title: string, variants: typeof VARIANTS, samples: Map<string, Sample[]>) {
  console.log(
    `\n== ${title}, ${CALLS} ingest calls of ${ENTRIES.toLocaleString('en')} entries; ` +
      `${ROUNDS} round(s) per set (range over rounds), ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
  )
  const header = [
    'flags'.padEnd(16),
    'RSS healthy'.padStart(12),
    `RSS idle ${IDLE_SECONDS}s`.padStart(12),
    'burst peak'.padStart(11),
    'RSS after'.padStart(10),
    'call median'.padStart(12),
    'call p95'.padStart(10),
    'slowest'.padStart(10),
    'CPU a call'.padStart(10),
  ]
  console.log(`  ${header.join(' ')}`)
  for (const { name, flags } of variants) {
    const runs = samples.get(name)!
    const of = (pick: (sample: Sample) => number) => runs.map(pick)
    console.log(
      `  ${[
        name.padEnd(16),
        `${summary(of((s) => s.rssHealthy))} MB`.padStart(12),
        `${summary(of((s) => s.rssIdle))} MB`.padStart(12),
        `${summary(of((s) => s.peakBurst))} MB`.padStart(11),
        `${summary(of((s) => s.rssAfter))} MB`.padStart(10),
        `${summary(of((s) => s.median))} ms`.padStart(12),
        `${summary(of((s) => s.p95))} ms`.padStart(10),
        `${summary(of((s) => s.slowest))} ms`.padStart(10),
        `${summary(of((s) => s.cpuPerCall))} ms`.padStart(10),
      ].join(' ')}  ${flags.join(' ') || '(none)'}`,
    )
  }
}

async function benchPglite(members: number, days: number, bodies: string[]) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-memory-'))
  try {
    const seeded = path.join(work, 'seeded')
    const database = await openPglite(seeded)
    log(`seeding ${members} members × ${days} days on PGlite`)
    await seed((text) => database.db.execute(sql.raw(text)), members, days, log)
    await database.close()
    const dataDir = path.join(work, 'run')
    const samples = await compareVariants('embedded', VARIANTS, bodies, async () => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.cpSync(seeded, dataDir, { recursive: true })
      return { DATA_DIR: dataDir }
    })
    print(`Embedded PGlite, ${members} members × ${days} days`, VARIANTS, samples)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** The same on PostgreSQL: each run on a database copied from the seeded one as a template. */
async function benchPostgres(serverUrl: string, members: number, days: number, bodies: string[]) {
  const name = `stepup_bench_memory_${crypto.randomBytes(4).toString('hex')}`
  const urlOf = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}_seed`)
    // Opening it applies the migrations.
    await (await openPostgres(urlOf(`${name}_seed`), { poolSize: 1 })).close()
    const client = new pg.Client({ connectionString: urlOf(`${name}_seed`) })
    await client.connect()
    log(`seeding ${members} members × ${days} days on PostgreSQL`)
    await seed((text) => client.query(text), members, days, log)
    await client.end()
    const variants = VARIANTS.filter(({ pgliteOnly }) => !pgliteOnly)
    const samples = await compareVariants('PostgreSQL', variants, bodies, async () => {
      await admin.query(`drop database if exists ${name}_run with (force)`)
      await admin.query(`create database ${name}_run template ${name}_seed`)
      await admin.query('checkpoint').catch(() => undefined)
      return { DATABASE_URL: urlOf(`${name}_run`) }
    })
    print(`PostgreSQL, ${members} members × ${days} days`, variants, samples)
  } finally {
    await admin.query(`drop database if exists ${name}_run with (force)`)
    await admin.query(`drop database if exists ${name}_seed with (force)`)
    await admin.end()
  }
}

export async function run(): Promise<void> {
  const members = Number(process.env.BENCH_PGLITE_MEMBERS ?? 1_000)
  const days = Number(process.env.BENCH_DAYS ?? 365)
  // Built once, so every set of flags gets the same calls.
  const bodies = syncBodies(members)
  const only = process.env.BENCH_ONLY
  if (only !== 'postgres') await benchPglite(members, days, bodies)
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (only !== 'pglite') {
    if (serverUrl) await benchPostgres(serverUrl, members, days, bodies)
    else
      log(
        'PostgreSQL part skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server the bench may create databases on',
      )
  }
}
