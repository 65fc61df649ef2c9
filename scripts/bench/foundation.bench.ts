/**
 * Foundation bench: the built server on the embedded database, measured against what
 * the machine can do without it.
 *
 *   1. GET /api/health req/s as a share of a bare node:http server answering the same JSON: the
 *      median of the ratios in many short rounds, the servers taking turns (for reference: a
 *      share of a bare server measures nothing a member feels, so it has no goal);
 *   2. POST /api/auth/login req/s as a share of bare argon2 verifies/s, measured in this process
 *      with the server's own parameters before and after the login load (goal ≥ 80%);
 *   3. GET /api/health p99 latency measured while the login load runs (goal < 50 ms).
 *
 * It also prints, for reference, what a bare Fastify server with that one route answers: the
 * framework's own share of the gap to node:http.
 *
 * Both servers run as child processes and autocannon runs here, so they compete for the same
 * cores in the same way. BENCH_SECONDS sets the length of the login load and of each argon2
 * measurement (default 8), BENCH_ROUNDS the number of one-second health rounds per server
 * (default 20).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS } from '../../apps/server/src/lib/node-flags.ts'
import { hashPassword, verifyPassword } from '../../apps/server/src/modules/auth/passwords.ts'
import { cannon, formatShare, measureInRounds, shareOf } from './rounds.ts'
import { freePort } from './server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const serverEntry = path.join(root, 'apps/server/dist/main.js')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const HEALTH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const HEALTH_CONNECTIONS = 32
const LOGIN_CONNECTIONS = 8
const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'bench password'
/** Login attempts allowed per email in the rate-limit window; each bench user stays under it. */
const LOGINS_PER_USER = 9

/** The least a JSON health endpoint can be on node:http: the same body, nothing else. */
const BARE_SERVER = `
const http = require('node:http')
const body = JSON.stringify({ status: 'ok' })
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  response.end(body)
}).listen(Number(process.env.PORT), '127.0.0.1')
`

/**
 * For reference, not a goal: the framework alone, one route answering that JSON with no plugins and
 * no logger. No app built on it can beat this, so it shows how much of the gap is the framework's.
 */
const BARE_FASTIFY_SERVER = `
const app = require('fastify')()
const body = JSON.stringify({ status: 'ok' })
app.get('/api/health', (request, reply) => { reply.type('application/json; charset=utf-8').send(body) })
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
`

function log(message: string) {
  console.log(`[foundation] ${message}`)
}

interface Child {
  process: ChildProcess
  url: string
  stop: () => Promise<void>
}

async function startChild(args: string[], env: Record<string, string>, readyPath: string): Promise<Child> {
  const port = await freePort()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${stderr}`)
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start in time`)
    const ok = await fetch(url + readyPath)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    process: child,
    url,
    stop: async () => {
      // Stopped already: by now it has exited with a code, or been ended by a signal.
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Verifies/s with as many verifies in flight as the server's thread pool runs at once. */
async function measureArgon2(seconds = SECONDS) {
  const hash = await hashPassword(PASSWORD)
  const parallel = Number(process.env.UV_THREADPOOL_SIZE ?? 4)
  let done = 0
  const until = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        if (!(await verifyPassword(hash, PASSWORD))) throw new Error('argon2 verify failed')
        done += 1
      }
    }),
  )
  return done / ((performance.now() - started) / 1000)
}

async function registerUsers(url: string, count: number) {
  const emails: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const email = `bench-${next++}@bench.test`
        const response = await fetch(`${url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ username: email.split('@')[0], email, password: PASSWORD }),
        })
        if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`)
        emails.push(email)
      }
    }),
  )
  return emails
}

/** A measured figure against its goal; `met` undefined for a figure shown for reference only. */
function row(name: string, measured: string, baseline: string, ratio: string, goal: string, met?: boolean) {
  return { name, measured, baseline, ratio, goal, met: met === undefined ? '—' : met ? 'yes' : 'NO' }
}

export async function run() {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run "npm run build" first`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-'))
  log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load ${os.loadavg()[0]!.toFixed(1)}`)
  try {
    // The baselines run with Node's defaults: they stand for what the machine does, not for our server.
    const bare = await startChild(['-e', BARE_SERVER], {}, '/api/health')
    const bareFastify = await startChild(['-e', BARE_FASTIFY_SERVER], {}, '/api/health')
    const app = await startChild(
      [...SERVER_NODE_FLAGS, serverEntry],
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        APP_ORIGIN: ORIGIN,
        // The per-address login limit would stop the load after 300 attempts; the per-email one
        // stays on, so the load spreads over many users.
        AUTH_RATE_LIMIT_PER_IP: '100000000',
      },
      '/api/health',
    )
    try {
      log('GET /api/health: bare node:http, bare Fastify (reference) and the StepUp server (built, embedded database)')
      const health = await measureInRounds(
        {
          bare: { url: `${bare.url}/api/health` },
          bareFastify: { url: `${bareFastify.url}/api/health` },
          app: { url: `${app.url}/api/health` },
        },
        { rounds: HEALTH_ROUNDS, seconds: 1, connections: HEALTH_CONNECTIONS },
      )
      await bare.stop()
      await bareFastify.stop()

      log('bare argon2 verifies, in this process, with the server’s parameters')
      const argon2Before = await measureArgon2()

      const users = Math.ceil((argon2Before * (SECONDS + 3) * 1.5) / LOGINS_PER_USER) + 10
      log(`registering ${users} users for the login load`)
      const emails = await registerUsers(app.url, users)

      log('POST /api/auth/login, with GET /api/health measured alongside')
      let attempt = 0
      // Round after round over every user, so no email reaches the per-email limit.
      const bodies = Array.from({ length: LOGINS_PER_USER }, () =>
        emails.map((email) => JSON.stringify({ email, password: PASSWORD })),
      ).flat()
      const [login, healthUnderLoad] = await Promise.all([
        cannon({
          url: `${app.url}/api/auth/login`,
          connections: LOGIN_CONNECTIONS,
          duration: SECONDS,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: ORIGIN },
              setupRequest: (request) => ({ ...request, body: bodies[attempt++ % bodies.length] }),
            },
          ],
        }),
        cannon({ url: `${app.url}/api/health`, connections: 4, overallRate: 200, duration: SECONDS }),
      ])
      if (login.non2xx > 0 || login.errors > 0) {
        log(`warning: login answered ${login.non2xx} non-2xx and ${login.errors} errors (not counted as logins)`)
      }
      const loginPerSecond = login['2xx'] / SECONDS

      // This machine's speed drifts by a tenth within a minute: the baseline is measured on both
      // sides of the login load and averaged.
      log('bare argon2 verifies again, after the login load')
      const argon2After = await measureArgon2()
      const argon2PerSecond = (argon2Before + argon2After) / 2

      const healthShare = shareOf(health.app, health.bare)
      const loginRatio = loginPerSecond / argon2PerSecond
      const p99 = healthUnderLoad.latency.p99
      console.log()
      console.table([
        row(
          'GET /api/health req/s',
          health.app.requestsPerSecond.toFixed(0),
          `${health.bare.requestsPerSecond.toFixed(0)} (bare node:http)`,
          formatShare(healthShare),
          'reference',
        ),
        row(
          'POST /api/auth/login req/s',
          loginPerSecond.toFixed(1),
          `${argon2PerSecond.toFixed(1)} (bare argon2 verify, mean of ${argon2Before.toFixed(1)} before and ${argon2After.toFixed(1)} after)`,
          `${(loginRatio * 100).toFixed(0)}%`,
          '≥ 80%',
          loginRatio >= 0.8,
        ),
        row(
          'GET /api/health p99 during login load',
          `${p99} ms`,
          `${healthUnderLoad.requests.average.toFixed(0)} req/s offered`,
          '',
          '< 50 ms',
          p99 < 50,
        ),
      ])
      log(
        `reference: a bare Fastify server with that one route answered ${health.bareFastify.requestsPerSecond.toFixed(0)} req/s ` +
          `(${formatShare(shareOf(health.bareFastify, health.bare))} of bare node:http)`,
      )
      log(
        `health latency alone, worst round: p50 ${health.app.p50} ms, p99 ${health.app.p99} ms (${HEALTH_CONNECTIONS} connections); ` +
          `login latency p50 ${login.latency.p50} ms, p99 ${login.latency.p99} ms (${LOGIN_CONNECTIONS} connections)`,
      )
      // Other work on the machine moves every figure: say how busy it was.
      log(
        `server as started by npm start (LOG_LEVEL info: every request logged); load average now ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
      )
    } finally {
      await Promise.all([bare.stop(), bareFastify.stop(), app.stop()])
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
