/**
 * `npm run demo`: the product on its own data directory (./data/demo unless DEMO_DATA_DIR says
 * otherwise, embedded database), filled on first start with a believable community, then served
 * by the built server. Prints the demo logins once the server answers.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openPglite } from '../../apps/server/src/db/client.ts'
import { SERVER_NODE_FLAGS } from '../../apps/server/src/lib/node-flags.ts'
import { isEmptyDatabase, seedDemo, type DemoLogin } from './seed.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dataDir = path.resolve(root, process.env.DEMO_DATA_DIR ?? 'data/demo')
const loginsFile = path.join(dataDir, 'demo-logins.json')

// The demo always runs on its own embedded database, whatever the shell's settings.
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' }
delete env.DATABASE_URL
delete env.UPLOADS_DIR
delete env.COMMUNITY_URL
// Request logs would bury the logins; LOG_LEVEL=info brings them back.
env.LOG_LEVEL ??= 'warn'
const config = loadConfig(env)

async function prepare(): Promise<DemoLogin[]> {
  const database = await openPglite(config.dataDir)
  try {
    if (!(await isEmptyDatabase(database.db))) {
      console.log(`Using the demo data already in ${path.relative(root, dataDir) || dataDir}.`)
      return fs.existsSync(loginsFile) ? (JSON.parse(fs.readFileSync(loginsFile, 'utf8')) as DemoLogin[]) : []
    }
    console.log(`Filling ${path.relative(root, dataDir)} with the demo community…`)
    const started = performance.now()
    const { logins } = await seedDemo(database.db, {
      uploadsDir: config.uploadsDir,
      timeZone: config.timeZone,
      onProgress: (message) => console.log(`  ${message}`),
    })
    console.log(`Demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
    fs.writeFileSync(loginsFile, JSON.stringify(logins, null, 2))
    return logins
  } finally {
    await database.close()
  }
}

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

function printLogins(logins: DemoLogin[], origin: string) {
  console.log(`\nStepUp demo: ${origin}`)
  if (logins.length === 0) return
  console.log('Log in as (every demo account has the same password):')
  for (const login of logins) console.log(`  ${login.role.padEnd(24)} ${login.email.padEnd(30)} ${login.password}`)
  console.log('\nPress Ctrl+C to stop. Delete the folder to start over:', path.relative(root, dataDir))
}

async function main() {
  const serverEntry = path.join(root, 'apps/server/dist/main.js')
  if (!fs.existsSync(serverEntry)) throw new Error('The server is not built: run `npm run build` first.')
  const logins = await prepare()

  // Ctrl+C in a terminal signals every process of the foreground group, and npm passes its own
  // copy on to this one: the server, a second signal of which means "stop now", runs in a group
  // of its own and hears of the stop from here, once.
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    server.kill(signal)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGHUP', () => stop('SIGTERM'))
  // Out of the terminal's group, the server would outlive a demo that ends any other way.
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
  })
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

  const origin = `http://localhost:${config.port}`
  if (await waitForHealth(`http://127.0.0.1:${config.port}/api/health`, 60_000)) printLogins(logins, origin)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
