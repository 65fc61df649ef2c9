import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { PGlite, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import pg from 'pg'
import lockfile from 'proper-lockfile'
import { migrationsFolder } from '../lib/paths.ts'
import { DEFAULT_DATABASE_TIMEOUTS, STATEMENT_GRACE_MS, type DatabaseTimeouts } from './timeouts.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** What services take: the database, or the transaction they are called inside. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Answers once the database does; used by the health check. */
  ping(): Promise<void>
  /** Whether a ping succeeded within the last second, so the next one would answer at once. */
  pingedRecently(): boolean
  /**
   * Tells the health check that a statement failed because the database is out of disk: pings
   * fail for DISK_FULL_HOLD_MS after the last such failure (docs/decisions/009).
   */
  reportDiskFull(): void
  close(): Promise<void>
  /** Embedded only: the whole data directory as a tarball, to copy a database quickly. */
  dump?: () => Promise<Blob>
  /**
   * Embedded only: calls `listener` each time a change to member rows or an end of sessions
   * commits. One process owns the embedded database, so it sees every such change
   * (docs/decisions/016).
   */
  onAccountsChanged?: (listener: () => void) => void
}

/** A database that answered this recently counts as answering: health checks cost no query each. */
const PING_REUSE_MS = 1_000
/**
 * How long after a statement failed for lack of disk the health check says the database is
 * unavailable. A ping reads, so it would pass on a full disk; a window rather than "until a write
 * succeeds" because a process taken out of its load balancer's rotation gets no writes to prove
 * it again (docs/decisions/009).
 */
export const DISK_FULL_HOLD_MS = 30_000

/**
 * Pings through `query`, sharing one query between concurrent callers and reusing a success for
 * a second, so a load balancer's health checks never queue behind real work on the database.
 * A ping that has not answered within `timeoutMs` fails, even though its query may still be
 * under way: later callers share that query, and fail at once while it is overdue, so a hung
 * database costs one connection and answers every check in time (docs/decisions/008).
 */
function sharedPing(query: () => Promise<unknown>, timeoutMs: number) {
  let answeredAt = -Infinity
  let diskFullAt = -Infinity
  let inFlight: { answer: Promise<void>; deadline: number } | undefined
  const diskFull = () => performance.now() - diskFullAt < DISK_FULL_HOLD_MS
  const pingedRecently = () => performance.now() - answeredAt < PING_REUSE_MS && !diskFull()
  return {
    pingedRecently,
    ping: async () => {
      if (diskFull()) throw new Error('The database ran out of disk space for a recent statement')
      if (pingedRecently()) return
      inFlight ??= {
        answer: query()
          .then(() => {
            answeredAt = performance.now()
          })
          .finally(() => {
            inFlight = undefined
          }),
        deadline: performance.now() + timeoutMs,
      }
      await answerBy(inFlight.answer, inFlight.deadline, timeoutMs)
    },
    reportDiskFull: () => {
      diskFullAt = performance.now()
      answeredAt = -Infinity
    },
    forget: () => {
      answeredAt = -Infinity
    },
  }
}

/** `answer`, or a rejection once `deadline` (a `performance.now()` time) has passed. */
function answerBy(answer: Promise<void>, deadline: number, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The database did not answer within ${timeoutMs} ms`)),
      Math.max(0, deadline - performance.now()),
    )
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

/** Any fixed number: all processes migrating one PostgreSQL take this advisory lock in turn. */
const MIGRATION_LOCK_ID = 7_245_113

export interface PostgresOptions {
  migrate?: boolean
  poolSize?: number
  timeouts?: Partial<DatabaseTimeouts>
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts }
  if (options.migrate !== false) await migratePostgres(url, timeouts.connectMs)
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // No JIT: the app's statements are short, and a batch write's row estimates (10,000 ingested
    // entries) push it past the JIT threshold, where compiling cost more than the statement saved.
    options: '-c jit=off',
    Client: DiscardedWhenStuckClient,
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.statementMs > 0 && {
      // The server ends a statement that runs too long (57014); the client stops waiting for one
      // whose answer never comes, as from a server or network that hangs.
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + STATEMENT_GRACE_MS,
      // A transaction left open by work between its statements (a file renamed on a stalled
      // network disk) is ended too, with the row locks it holds.
      idle_in_transaction_session_timeout: timeouts.statementMs,
    }),
    // An idle connection whose other end vanished without a word is found out in minutes (the
    // system's probes start after 10 s idle), not the hours the system waits by default.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  })
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  })
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  const health = sharedPing(() => pool.query('select 1'), timeouts.healthMs)
  return {
    db,
    kind: 'postgres',
    ping: health.ping,
    pingedRecently: health.pingedRecently,
    reportDiskFull: health.reportDiskFull,
    close: async () => {
      health.forget()
      await pool.end()
    },
  }
}

/**
 * A pool client that leaves the pool once its connection cannot be trusted, even when its
 * holder never hands it back. A query that timed out may still be running, or stuck on a dead
 * connection: the client ends its connection rather than queue the next holder's statements
 * behind it. A client whose connection ended gives itself back with the error, so the pool drops
 * it: drizzle sends a transaction's `begin` before the block that releases the client, so a
 * `begin` that fails would otherwise hold its pool slot for good. Releasing twice is allowed for
 * that reason.
 */
class DiscardedWhenStuckClient extends pg.Client {
  #release: ((error?: Error | boolean) => void) | undefined

  constructor(config?: pg.ClientConfig) {
    super(config)
    this.on('end', () => this.#release?.(new Error('Connection terminated')))
  }

  get release() {
    return this.#release
  }

  /** Set by the pool each time it hands the client out. */
  set release(poolRelease: ((error?: Error | boolean) => void) | undefined) {
    let released = false
    this.#release =
      poolRelease &&
      ((error) => {
        if (released) return
        released = true
        poolRelease(error)
      })
  }

  // Every overload of pg's query, which this only watches.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    const result = (super.query as (...args: unknown[]) => unknown)(...args)
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') void this.end()
      })
    }
    return result
  }
}

async function migratePostgres(url: string, connectTimeoutMs: number) {
  // No statement timeout: migrations may be long, and the advisory lock waits for another
  // process's migrations to finish.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs })
  try {
    await client.connect()
  } catch (error) {
    const advice = 'Check DATABASE_URL and that the server is running.'
    throw new Error(`Could not connect to PostgreSQL at ${describeServer(url)}: ${reasonOf(error)}. ${advice}`, {
      cause: error,
    })
  }
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder })
  } finally {
    await client.end()
  }
}

/** `host:port/database` of a connection URL, without the password. */
function describeServer(url: string) {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
}

function reasonOf(error: unknown) {
  if (error instanceof AggregateError && error.errors[0] instanceof Error) return error.errors[0].message
  if (error instanceof Error && error.cause instanceof Error) return `${error.message} (${error.cause.message})`
  return error instanceof Error ? error.message : String(error)
}

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

/**
 * Triggers that announce, once the transaction commits, every change to member rows and every
 * end of a session: deleted, or made to expire sooner by an update. A session's last-seen time
 * moving forward (once a minute per active member) is not announced. Row triggers, so a statement
 * that changes nothing (the hourly sweep of expired sessions, mostly) announces nothing; one
 * transaction's notices come as one. Embedded only: there the process that listens is the only
 * writer.
 */
const ACCOUNT_CHANGE_TRIGGERS = `
  create or replace function notify_account_change() returns trigger language plpgsql as $$
  begin
    perform pg_notify('account_changes', '');
    return null;
  end $$;
  create or replace trigger users_account_change
    after update or delete on users for each row execute function notify_account_change();
  create or replace trigger sessions_account_end
    after delete on sessions for each row execute function notify_account_change();
  create or replace trigger sessions_account_change
    after update on sessions for each row
    when (new.last_seen_at < old.last_seen_at or new.expires_at is distinct from old.expires_at
          or new.user_id is distinct from old.user_id or new.id_hash is distinct from old.id_hash)
    execute function notify_account_change();
`

/**
 * Opens the embedded database in `dataDir/db`. A lock on the directory keeps a second process
 * from opening the same files, which would corrupt them.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob; healthTimeoutMs?: number } = {},
): Promise<Database> {
  let release: (() => Promise<void>) | undefined
  let client: PGlite
  if (dataDir) {
    const dir = path.join(dataDir, 'db')
    fs.mkdirSync(dir, { recursive: true })
    release = await lockDataDir(dataDir, dir)
    try {
      // A directory without PG_VERSION holds no database yet: the one `createInWorker` moves in
      // arrives whole.
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await createInWorker(dir)
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
  const db = drizzlePglite(parsersInstalledOnce(client), { schema, casing: 'snake_case' }) as unknown as Db
  await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder })
  await client.exec(ACCOUNT_CHANGE_TRIGGERS)
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
    pingedRecently: health.pingedRecently,
    reportDiskFull: health.reportDiskFull,
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
function parsersInstalledOnce(client: PGlite): PGlite {
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
  const query: PGlite['query'] = (text, params, options) => client.query(text, params, withoutParsers(options))
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: ((text, params, options) =>
              tx.query(text, params, withoutParsers(options))) satisfies Transaction['query'],
          },
        }) as Transaction,
      ),
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
 * Creates the database files for the directory `dir`, in a worker thread. Creating them leaves the
 * embedded database holding some 450 MB more memory than opening existing files does, for as long
 * as it runs; a worker hands all of it back when it ends, and this process then opens the files
 * as on any later start (docs/decisions/037). The files are made in a sibling directory and
 * moved into place once complete, so a first start cut short leaves nothing half made behind.
 */
async function createInWorker(dir: string) {
  if (fs.readdirSync(dir).length > 0) {
    throw new Error(
      `${dir} holds files but no database (no PG_VERSION). Move them away, or start with another DATA_DIR.`,
    )
  }
  const creating = `${dir}.creating`
  fs.rmSync(creating, { recursive: true, force: true })
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
        dir: creating,
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
  fs.rmdirSync(dir)
  fs.renameSync(creating, dir)
}

interface LockOwner {
  pid: number
  hostname: string
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
      throw new Error(
        `The embedded database in ${dir} is already open in another process${by}. Stop that process, or start this one with another DATA_DIR.`,
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
