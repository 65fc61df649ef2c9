/**
 * Starting and watching the built server, for the benches that load it over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import crypto from 'node:crypto'
import pg from 'pg'
import { startFlagsOf } from '../../apps/server/src/lib/node-flags.ts'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const INGEST_KEY = 'bench-ingest-key'

export interface RunningServer {
  base: string
  child: ChildProcess
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts the server built in `checkout` (this one by default: another checkout's build is how a
 * bench compares the previous build with this one) with `flags`, by default those its own
 * `npm start` passes, and waits until it is healthy. `env` comes on top of the bench's own
 * variables: a database, for one.
 */
export async function startServer(
  env: Record<string, string>,
  { checkout = root, flags = startFlagsOf(checkout) }: { checkout?: string; flags?: readonly string[] } = {},
): Promise<RunningServer> {
  const entry = path.join(checkout, 'apps/server/dist/main.js')
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build in ${checkout}`)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...flags, entry], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      APP_ORIGIN: base,
      INGEST_API_KEY: INGEST_KEY,
      LOG_LEVEL: 'warn',
      TZ: 'UTC',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    if (Date.now() > deadline) {
      await stopServer(child)
      throw new Error('the server did not become healthy within 120 s')
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}

/** A process's resident memory now and at its peak, in MB, from /proc. */
export function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024
  return { rss: field('VmRSS'), peak: field('VmHWM') }
}

/** Sends one wearable sync call to the ingest route; `body` is the JSON text, or entries to serialize. */
export async function ingestBatch(base: string, body: string | unknown[]) {
  const response = await fetch(`${base}/api/ingest/steps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_KEY}` },
    body: typeof body === 'string' ? body : JSON.stringify({ entries: body }),
  })
  if (!response.ok) throw new Error(`ingest failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as { accepted: number }
}

export function isoDaysAgo(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/**
 * A new, empty database on the PostgreSQL at `serverUrl` for one bench run, with a client on the
 * server's own database (for checkpoints) and a `drop` that removes it, connections and all.
 */
export async function createBenchDatabase(serverUrl: string) {
  const name = `stepup_bench_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    admin,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** One member with the board open, asking for it every 20 ms; its latencies in ms, until stopped. */
export function boardPoller(base: string, cookie: string) {
  const latencies: number[] = []
  let stopped = false
  const done = (async () => {
    while (!stopped) {
      const started = performance.now()
      const response = await fetch(`${base}/api/scores/users?period=all&limit=100`, { headers: { cookie } })
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  return {
    stop: async () => {
      stopped = true
      await done
      const sorted = latencies.sort((a, b) => a - b)
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
      return { reads: sorted.length, p50: at(0.5), p99: at(0.99) }
    },
  }
}
