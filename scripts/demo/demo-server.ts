import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openPglite } from '../../apps/server/src/db/client.ts'
import { SERVER_NODE_FLAGS } from '../../apps/server/src/lib/node-flags.ts'
import { seedDemo, type DemoLogin } from './seed.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface DemoServer {
  origin: string
  logins: DemoLogin[]
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * Copies the built server and web app to `target`: the server lists the static files once, at
 * start, so a rebuild in the working tree during a run would otherwise pull assets from under it.
 */
function snapshotBuild(target: string) {
  const copy = (relative: string) =>
    fs.cpSync(path.join(root, relative), path.join(target, relative), { recursive: true })
  for (const relative of ['apps/server/package.json', 'apps/server/dist', 'apps/server/drizzle', 'apps/web/dist']) {
    copy(relative)
  }
  // The SQL the features keep beside their code, which the server applies at every start.
  fs.cpSync(path.join(root, 'apps/server/src/modules'), path.join(target, 'apps/server/src/modules'), {
    recursive: true,
    filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.sql'),
  })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir')
  return path.join(target, 'apps/server/dist/main.js')
}

/**
 * The built app on a fresh demo data directory and a free port, for measurements and
 * screenshots. `stop()` ends the server and removes both temporary folders.
 */
export async function startDemoServer(log: (message: string) => void = console.log): Promise<DemoServer> {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    throw new Error('The app is not built: run `npm run build` first.')
  }
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-demo-build-'))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-demo-data-'))
  const entry = snapshotBuild(buildDir)
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: origin,
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  delete env.UPLOADS_DIR
  delete env.COMMUNITY_URL
  const config = loadConfig(env)

  log('Seeding the demo community…')
  const database = await openPglite(config.dataDir)
  const { logins } = await seedDemo(database.db, { uploadsDir: config.uploadsDir, timeZone: config.timeZone })
  await database.close()

  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const cleanUp = () => {
    fs.rmSync(buildDir, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (server.exitCode !== null) {
      cleanUp()
      throw new Error('The demo server exited during start-up')
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL')
      cleanUp()
      throw new Error('The demo server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    origin,
    logins,
    stop: async () => {
      server.kill('SIGTERM')
      await exited
      cleanUp()
    },
  }
}

/** Logs in through the API like the login form does; answers the session cookie and the user. */
export async function logInThroughApi(origin: string, login: DemoLogin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: login.email, password: login.password }),
  })
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`)
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error('Login answered no session cookie')
  const { user } = (await response.json()) as { user: unknown }
  return { cookie, user }
}
