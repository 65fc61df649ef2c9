/**
 * Import bench: a member uploads a generated 1 GB Apple Health export.xml (about 700,000 step
 * records among heart rate, distance, energy and workout records, watch and phone overlapping,
 * three years of days) to the built server on the embedded database, while other members read the
 * leaderboard. It prints, side by side from one run:
 *
 *   - a bare scan of the file for step records (Buffer.indexOf over 1 MB chunks from the page
 *     cache): the floor any reader stands on;
 *   - the time from the end of the upload (the 202) to a correct preview (status `ready`, its days
 *     equal to what the generator planned), and its speed (goal: within 10 s, at least 100 MB/s);
 *   - the server's memory growth while it reads the file (goal: at most 150 MB), and the peak of
 *     the process that reads it (its own, ended with the read);
 *   - the leaderboard's p99 for other members before and while the file is read (goal: < 100 ms),
 *     under a busy community's load and for one member polling the all-time board every 20 ms.
 *
 * BENCH_IMPORT_MB (default 1024) sets the file's size; the file is kept in the system's temporary
 * folder for the next run. BENCH_MEMBERS (default 2,000) and BENCH_DAYS (default 30) set the seed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { openPglite } from '../../apps/server/src/db/client.ts'
import { writeAppleExportXml, type GeneratedExport } from '../health-exports/apple-health.ts'
import { seed } from './seed.ts'
import { boardPoller, memoryOf, startServer, stopServer } from './server.ts'

const SIZE_MB = Number(process.env.BENCH_IMPORT_MB ?? 1024)
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000)
const DAYS = Number(process.env.BENCH_DAYS ?? 30)
const BOARD_CONNECTIONS = 8
/**
 * Other members' board reads: a busy community's pace (a read a second from each of 400 members
 * with the board open), not as many as the machine can answer, which would leave the reader no
 * core to read with and say nothing about what members feel.
 */
const BOARD_READS_A_SECOND = 400
const STEP_RECORDS_PER_DAY = 640
const EXPORT_DAYS = 1_096

function log(message: string) {
  console.log(`[import] ${message}`)
}

/** The generated export and what it should count to, made once and kept for later runs. */
async function generatedExport(): Promise<{ file: string; plan: GeneratedExport }> {
  const file = path.join(os.tmpdir(), `stepup-bench-export-${SIZE_MB}mb.xml`)
  const planFile = `${file}.plan.json`
  if (fs.existsSync(file) && fs.existsSync(planFile)) {
    return { file, plan: JSON.parse(fs.readFileSync(planFile, 'utf8')) as GeneratedExport }
  }
  log(`generating a ${SIZE_MB} MB export.xml`)
  const out = fs.createWriteStream(`${file}.partial`)
  const plan = await writeAppleExportXml(out, {
    sizeMb: SIZE_MB,
    days: EXPORT_DAYS,
    stepRecordsPerDay: STEP_RECORDS_PER_DAY,
    firstDate: '2023-11-01',
  })
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())))
  fs.renameSync(`${file}.partial`, file)
  fs.writeFileSync(planFile, JSON.stringify(plan))
  return { file, plan }
}

/** Every step record's type string, found with Buffer.indexOf: reading the file and nothing else. */
async function bareScan(file: string): Promise<{ ms: number; hits: number }> {
  const needle = Buffer.from('HKQuantityTypeIdentifierStepCount')
  const started = performance.now()
  let hits = 0
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(needle); at >= 0; at = chunk.indexOf(needle, at + 1)) hits += 1
  }
  return { ms: performance.now() - started, hits }
}

async function signUp(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, email: `${username}@bench.example`, password: 'bench-password' }),
  })
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  return response.headers.getSetCookie()[0]!.split(';')[0]!
}

/** Other members reading the leaderboard, for `seconds` or until stopped. */
function boardLoad(base: string, cookie: string, seconds: number) {
  let stop = () => {}
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/scores/users?period=all&limit=100`,
        connections: BOARD_CONNECTIONS,
        overallRate: BOARD_READS_A_SECOND,
        duration: seconds,
        headers: { cookie },
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    )
    stop = () => instance.stop()
  })
  return Object.assign(result, { stop: () => stop() })
}

const mb = (bytes: number) => bytes / 1024 / 1024

/** The peak memory (MB) of the server's child processes seen while `until` is pending. */
async function childPeak(pid: number, until: Promise<unknown>): Promise<number> {
  let peak = 0
  let pending = true
  void until.finally(() => (pending = false))
  while (pending) {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
    for (const child of children) {
      try {
        peak = Math.max(peak, memoryOf(Number(child)).peak)
      } catch {
        // It ended in between.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return peak
}

export async function run() {
  const { file, plan } = await generatedExport()
  const size = fs.statSync(file).size
  // Read once so both the scan and the upload start from the page cache.
  await bareScan(file)
  const scan = await bareScan(file)
  log(`bare scan: ${scan.ms.toFixed(0)} ms, ${scan.hits} type strings`)

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-import-'))
  const dataDir = path.join(work, 'data')
  const database = await openPglite(dataDir)
  log(`seeding ${MEMBERS} members × ${DAYS} days on PGlite`)
  await seed((text) => database.db.execute(sql.raw(text)), MEMBERS, DAYS, log)
  await database.close()

  const { base, child } = await startServer({ DATA_DIR: dataDir })
  try {
    const pid = child.pid!
    const reader = await signUp(base, 'board-reader')
    const importer = await signUp(base, 'importer')
    // A warm-up first: the first reads after a start are slower and say nothing about the import.
    await boardLoad(base, reader, 2)
    const before = await boardLoad(base, reader, 5)
    const rssBefore = memoryOf(pid).rss
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')

    const form = new FormData()
    form.append('file', await fs.openAsBlob(file), 'export.xml')
    const uploadStarted = performance.now()
    const created = await fetch(`${base}/api/me/imports`, {
      method: 'POST',
      headers: { cookie: importer, origin: base },
      body: form,
    })
    if (created.status !== 202) throw new Error(`upload failed: ${created.status} ${await created.text()}`)
    const { id } = (await created.json()) as { id: number }
    const uploaded = performance.now()
    const { rss: rssUploaded, peak: peakUploading } = memoryOf(pid)
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
    log(`uploaded in ${((uploaded - uploadStarted) / 1000).toFixed(1)} s`)

    const during = boardLoad(base, reader, 60)
    const poller = boardPoller(base, reader)
    let detail: { status: string; days: { date: string; steps: number }[] }
    const reading = (async () => {
      for (;;) {
        const response = await fetch(`${base}/api/me/imports/${id}`, { headers: { cookie: importer } })
        detail = (await response.json()) as typeof detail
        if (detail.status !== 'processing') break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    const readerPeak = await childPeak(pid, reading)
    await reading
    const ready = performance.now()
    during.stop()
    const whileReading = await during
    const polled = await poller.stop()
    detail = detail!
    const peak = memoryOf(pid).peak
    if (detail.status !== 'ready') throw new Error(`the import ${detail.status}`)
    const counted = detail.days.map(({ date, steps }) => ({ date, steps }))
    const correct = JSON.stringify(counted) === JSON.stringify(plan.expected)

    const previewMs = ready - uploaded
    const rate = (ms: number) => `${(mb(size) / (ms / 1000)).toFixed(0)} MB/s`
    const rows: [string, string, string, boolean | null][] = [
      ['bare scan for step records', `${(scan.ms / 1000).toFixed(2)} s`, rate(scan.ms), null],
      [
        'end of upload to a correct preview',
        `${(previewMs / 1000).toFixed(2)} s`,
        `${rate(previewMs)} (${(previewMs / scan.ms).toFixed(1)}× the scan)`,
        previewMs <= 10_000 && mb(size) / (previewMs / 1000) >= 100,
      ],
      ['preview equals the planned days', `${counted.length} days`, `${plan.stepRecords} step records`, correct],
      [
        'server memory growth while uploading',
        `${(peakUploading - rssBefore).toFixed(0)} MB`,
        `RSS ${rssBefore.toFixed(0)} → peak ${peakUploading.toFixed(0)} → ${rssUploaded.toFixed(0)} MB`,
        peakUploading - rssBefore <= 150,
      ],
      [
        'server memory growth while reading',
        `${(peak - rssBefore).toFixed(0)} MB`,
        `RSS ${rssBefore.toFixed(0)} before the upload → peak ${peak.toFixed(0)} MB`,
        peak - rssBefore <= 150,
      ],
      ['reading process peak memory', `${readerPeak.toFixed(0)} MB`, 'a process of its own, ended with the read', null],
      [
        'board p99, one member every 20 ms',
        `${polled.p99.toFixed(0)} ms`,
        `p50 ${polled.p50.toFixed(0)} ms, ${polled.reads} reads while the file was read`,
        polled.p99 < 100,
      ],
      [
        'board p99 before → while reading',
        `${before.latency.p99} → ${whileReading.latency.p99} ms`,
        `p50 ${before.latency.p50} → ${whileReading.latency.p50} ms, ${BOARD_READS_A_SECOND} reads a second, ${whileReading.requests.total} reads`,
        whileReading.latency.p99 < 100,
      ],
    ]
    console.log(
      `\n== ${mb(size).toFixed(0)} MB export.xml, ${MEMBERS} members × ${DAYS} days on PGlite, ${os.cpus().length} cores`,
    )
    for (const [what, figure, detailText, met] of rows) {
      const verdict = met === null ? '' : met ? '  goal met' : '  GOAL MISSED'
      console.log(`  ${what.padEnd(36)} ${figure.padStart(16)}  ${detailText}${verdict}`)
    }
  } finally {
    await stopServer(child)
    fs.rmSync(work, { recursive: true, force: true })
  }
}
