import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { PGlite, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import lockfile from 'proper-lockfile'
import { moduleSqlFiles } from './module-sql.ts'
import { migrationsFolder, serverRoot } from '../lib/paths.ts'
import type { Database, Db } from './client.ts'
import { callBeforeMigrate, type BeforeMigrate } from './migrations.ts'
import { sharedPing } from './ping.ts'
import { QueryTimes } from './query-times.ts'
import * as schema from './schema/index.ts'
import { DEFAULT_DATABASE_TIMEOUTS } from './timeouts.ts'
import { unpackTarGz } from './untar.ts'

/**
 * Server settings for the embedded database. PostgreSQL's 128 MB of shared buffers are sized for a
 * machine of its own; here they live inside the app's process, in WebAssembly memory that never
 * shrinks, so they count in full against the process's memory. The operating system caches the
 * data files as well, so a smaller buffer pool costs little speed. See docs/decisions/033.
 *
 * A new 16 MB WAL file is not filled with zeros: the embedded file system writes those zeros from
 * one 16 MB buffer in this process, which showed in its peak memory whenever a burst of writes
 * started a new file (docs/decisions/035).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'wal_init_zero=off']

function pgliteOptions(options: PGliteOptions): PGliteOptions {
  return {
    ...options,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  }
}

export interface PgliteOptions {
  loadDataDir?: Blob
  healthTimeoutMs?: number
  emptyDatabase?: string
  /** False to open the database as it is, unmigrated (a backup or a restore reads it so). */
  migrate?: boolean
  beforeMigrate?: BeforeMigrate
}

/**
 * Opens the embedded database in `dataDir/db`. A lock on the directory keeps a second process
 * from opening the same files, which would corrupt them.
 */
export async function openPglite(dataDir: string | undefined, options: PgliteOptions = {}): Promise<Database> {
  let release: (() => Promise<void>) | undefined
  let client: PGlite
  if (dataDir) {
    const dir = path.join(dataDir, 'db')
    fs.mkdirSync(dir, { recursive: true })
    release = await lockDataDir(dataDir, dir)
    try {
      // A directory without PG_VERSION holds no database yet: the one `createDatabase` moves in
      // arrives whole.
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
        await createDatabase(dir, options.emptyDatabase ?? emptyDatabaseFile())
      }
      // relaxedDurability false: a query answers only once its writes are handed to the file
      // system, so an acknowledged write survives the process being killed.
      client = await PGlite.create(pgliteOptions({ dataDir: dir, relaxedDurability: false }))
    } catch (error) {
      await release()
      throw error
    }
  } else {
    client = await PGlite.create(pgliteOptions(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}))
  }
  const calls = new CallsUnderWay()
  const db = drizzlePglite(parsersInstalledOnce(client, calls), { schema, casing: 'snake_case' }) as unknown as Db
  if (options.migrate !== false) {
    try {
      await callBeforeMigrate(options.beforeMigrate, (text) => client.query(text), { db, kind: 'pglite' })
      await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder })
      for (const file of moduleSqlFiles()) await client.exec(file.text)
    } catch (error) {
      // Closed and unlocked, so whoever reads the error may open it again.
      await client.close()
      await release?.()
      throw error
    }
  }
  // The triggers of migration 0012 announce here every committed change that can make a cached
  // session wrong (docs/decisions/016).
  const accountListeners = new Set<() => void>()
  await client.listen('account_changes', () => {
    for (const listener of accountListeners) listener()
  })
  const health = sharedPing(
    () => client.query('select 1'),
    options.healthTimeoutMs ?? DEFAULT_DATABASE_TIMEOUTS.healthMs,
  )
  return {
    db,
    kind: 'pglite',
    ping: health.ping,
    reportDiskFull: health.reportDiskFull,
    observeQueries: (observer) => calls.times.observe(observer),
    // One connection: busy while a statement or transaction runs, the calls behind it waiting.
    poolStats: () => ({ total: 1, idle: calls.underWay === 0 ? 1 : 0, waiting: Math.max(0, calls.underWay - 1) }),
    dump: () => client.dumpDataDir('gzip'),
    onAccountsChanged: (listener) => {
      accountListeners.add(listener)
    },
    close: async () => {
      health.forget()
      await client.close()
      await release?.()
    },
  }
}

/**
 * The client as drizzle is given it. Drizzle sends PGlite its type parsers (dates and times kept as
 * text) with every query, and PGlite merges them into its own table, one parser per type and array
 * type, 318 of them, on every call: a tenth of a millisecond or more of the event loop per
 * query, a third of what a one-row select costs. Here each parser is installed in the client the
 * first time drizzle sends it, and the query goes on without them, read the same way. The
 * client's other users (its migrations, which go through drizzle too, and the health check's
 * `select 1`) read no value those parsers would change.
 */
function parsersInstalledOnce(client: PGlite, calls: CallsUnderWay): PGlite {
  const installed = new Set<string>()
  function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
    if (!options?.parsers) return options
    const { parsers, ...rest } = options
    for (const type of Object.keys(parsers)) {
      if (installed.has(type)) continue
      client.parsers[type] = parsers[Number(type)]!
      installed.add(type)
    }
    return rest
  }
  const query: PGlite['query'] = (text, params, options) =>
    calls.track(() => client.query(text, params, withoutParsers(options)))
  const transaction: PGlite['transaction'] = (callback) =>
    calls.track(
      () =>
        client.transaction((tx) =>
          callback(
            Object.create(tx, {
              query: {
                value: ((text, params, options) =>
                  calls.times.timed(
                    calls.times.start(),
                    tx.query(text, params, withoutParsers(options)),
                  )) satisfies Transaction['query'],
              },
            }) as Transaction,
          ),
        ),
      false,
    )
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query
      if (key === 'transaction') return transaction
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * The app's calls to the embedded database, which runs one at a time: how many are under way
 * (running or queued behind the one that runs), and each statement's time. A statement outside a
 * transaction is timed from the call, its wait for the database included; a transaction's
 * statements from their own start.
 */
class CallsUnderWay {
  readonly times = new QueryTimes()
  underWay = 0

  async track<T>(call: () => Promise<T>, timed = true): Promise<T> {
    this.underWay += 1
    const startedAt = timed ? this.times.start() : undefined
    try {
      return await call()
    } finally {
      this.underWay -= 1
      this.times.finished(startedAt)
    }
  }
}

/**
 * The empty database the build makes with the installed PGlite (apps/server/build.mjs), named
 * after its version: files made by another version may not open with this one.
 */
function emptyDatabaseFile() {
  const pgliteDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..')
  const { version } = JSON.parse(fs.readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as { version: string }
  return path.join(serverRoot, 'dist', `empty-database-pglite-${version}.tar.gz`)
}

/**
 * Makes the database files for the directory `dir`. They are made in a sibling directory and
 * moved into place once complete, so a first start cut short leaves nothing half made behind.
 *
 * From the build's empty database when there is one: unpacking its files takes a fraction of a
 * second and no more memory than the files, where running `initdb` took the whole first start
 * to 750 MB and ten seconds or more (docs/decisions/114). Without it (the server run from its
 * sources), PGlite creates them in a worker thread (docs/decisions/037).
 */
async function createDatabase(dir: string, emptyDatabase: string) {
  if (fs.readdirSync(dir).length > 0) {
    throw new Error(
      `${dir} holds files but no database (no PG_VERSION). Move them away, or start with another DATA_DIR.`,
    )
  }
  const creating = `${dir}.creating`
  fs.rmSync(creating, { recursive: true, force: true })
  if (fs.existsSync(emptyDatabase)) {
    fs.mkdirSync(creating, { mode: 0o750 })
    await unpackTarGz(emptyDatabase, creating)
  } else {
    await createInWorker(creating)
  }
  fs.rmdirSync(dir)
  fs.renameSync(creating, dir)
}

/**
 * Creates the database files in `dir` in a worker thread. Creating them leaves the embedded
 * database holding some 450 MB more memory than opening existing files does, for as long as it
 * runs; a worker hands all of it back when it ends (docs/decisions/037).
 */
async function createInWorker(dir: string) {
  // Only dynamic imports: the code runs the same whether Node takes it for CommonJS or a module.
  const worker = new Worker(
    `import('node:worker_threads').then(async ({ parentPort, workerData }) => {
       const { PGlite } = await import(workerData.pglite)
       const db = await PGlite.create({ dataDir: workerData.dir, startParams: workerData.startParams })
       await db.close()
       parentPort.postMessage('created')
     })`,
    {
      eval: true,
      workerData: {
        dir,
        pglite: pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href,
        startParams: pgliteOptions({}).startParams,
      },
    },
  )
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve())
      worker.once('error', reject)
      worker.once('exit', (code) =>
        reject(new Error(`Creating the embedded database in ${dir} stopped (exit code ${code})`)),
      )
    })
  } finally {
    await worker.terminate()
  }
}

interface LockOwner {
  pid: number
  hostname: string
}

/** Another process has the data directory open: its owner, when it wrote itself down. */
export class DataDirInUseError extends Error {
  constructor(
    message: string,
    readonly owner: LockOwner | undefined,
    options: ErrorOptions,
  ) {
    super(message, options)
  }
}

/**
 * Takes the data directory's lock, or explains who holds it. The lock is refreshed while the
 * process runs and counts as abandoned 15 s after its owner stops refreshing it; a lock left by a
 * process on this machine that has died (kill -9, a crash) is taken over at once, so a restart
 * after a crash does not have to wait.
 */
async function lockDataDir(dataDir: string, dir: string): Promise<() => Promise<void>> {
  const lockfilePath = path.join(dataDir, 'db.lock')
  const ownerPath = path.join(dataDir, 'db.lock-owner.json')
  const lock = () =>
    lockfile.lock(dir, {
      lockfilePath,
      stale: 15_000,
      update: 5_000,
      // The embedded database cannot go on safely once its lock is lost: stop the process.
      onCompromised: (error) => {
        console.error(`Lost the lock on the embedded database in ${dir}: ${error.message}`)
        process.exit(1)
      },
    })
  let release: () => Promise<void>
  try {
    release = await lock()
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error
    const owner = readLockOwner(ownerPath)
    if (!owner || !isAbandoned(owner)) {
      const by = owner ? ` (process ${owner.pid} on ${owner.hostname})` : ''
      throw new DataDirInUseError(
        `The embedded database in ${dir} is already open in another process${by}. Stop that process, or start this one with another DATA_DIR.`,
        owner,
        { cause: error },
      )
    }
    fs.rmSync(lockfilePath, { recursive: true, force: true })
    release = await lock()
  }
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname() }
  fs.writeFileSync(ownerPath, JSON.stringify(owner))
  return async () => {
    fs.rmSync(ownerPath, { force: true })
    await release()
  }
}

function readLockOwner(ownerPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerPath, 'utf8')) as Partial<LockOwner>
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname }
      : undefined
  } catch {
    return undefined
  }
}

/** True when the owner was on this machine and is gone (its pid may even be ours now, in a container). */
function isAbandoned(owner: LockOwner) {
  if (owner.hostname !== os.hostname()) return false
  if (owner.pid === process.pid) return true
  try {
    process.kill(owner.pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}
