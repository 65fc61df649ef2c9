import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { SERVER_NODE_FLAGS } from '../../../server/src/lib/node-flags.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}

export const E2E_ADMIN_TOKEN = 'e2e-admin-token'
export const E2E_INGEST_KEY = 'e2e-ingest-key'

const repoRoot = path.resolve(__dirname, '../../../..')
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js')

/**
 * Copies the built server and web app into `target`, so a rebuild in the working tree while the
 * tests run (the static files are listed once, at start) cannot pull assets from under them.
 * Dependencies are shared through a link to the repository's node_modules.
 */
function snapshotBuild(target: string) {
  const copy = (relative: string) =>
    fs.cpSync(path.join(repoRoot, relative), path.join(target, relative), { recursive: true })
  copy('apps/server/package.json')
  copy('apps/server/dist')
  copy('apps/server/drizzle')
  // The server applies the SQL its features keep beside their code (src/modules/**/*.sql) at every start.
  fs.cpSync(path.join(repoRoot, 'apps/server/src/modules'), path.join(target, 'apps/server/src/modules'), {
    recursive: true,
    filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.sql'),
  })
  copy('apps/web/dist')
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'), 'dir')
  return path.join(target, 'apps/server/dist/main.js')
}

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not become healthy:\n${output()}`)
}

export interface TestServer {
  baseUrl: string
  dataDir: string
  stop: () => Promise<void>
}

/**
 * Starts the built server (npm run build) on a free port with a fresh data directory. `env` adds
 * to or overrides its variables, for a test that needs a server configured differently.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (!fs.existsSync(serverEntry)) throw new Error('Build the app first: npm run build')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-e2e-'))
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-e2e-build-'))
  const entry = snapshotBuild(buildDir)
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  let log = ''
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_ORIGIN: baseUrl,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      INGEST_API_KEY: E2E_INGEST_KEY,
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      TZ: 'UTC',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  await waitForHealth(baseUrl, child, () => log)

  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.rmSync(buildDir, { recursive: true, force: true })
    },
  }
}

/** The server every browser test shares. */
export default async function setup(project: TestProject) {
  const server = await startServer()
  project.provide('baseUrl', server.baseUrl)
  project.provide('dataDir', server.dataDir)
  return server.stop
}
