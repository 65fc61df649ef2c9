import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { migrationsFolder } from '../lib/paths.ts'
import { moduleSqlFiles } from './module-sql.ts'
import type { Database, Db } from './client.ts'
import { callBeforeMigrate, type BeforeMigrate } from './migrations.ts'
import { sharedPing } from './ping.ts'
import { QueryTimes } from './query-times.ts'
import * as schema from './schema/index.ts'
import { sqlState } from './sql-state.ts'
import { NOT_ANSWERING, PROBE_TIMEOUT_MS, StallWatch } from './stall-watch.ts'
import { DEFAULT_DATABASE_TIMEOUTS, STATEMENT_GRACE_MS, type DatabaseTimeouts } from './timeouts.ts'

/** Any fixed number: all processes migrating one PostgreSQL take this advisory lock in turn. */
const MIGRATION_LOCK_ID = 7_245_113

export interface PostgresOptions {
  migrate?: boolean
  poolSize?: number
  timeouts?: Partial<DatabaseTimeouts>
  beforeMigrate?: BeforeMigrate
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts }
  if (options.migrate !== false) await migratePostgres(url, timeouts.connectMs, options.beforeMigrate)
  const queryTimes = new QueryTimes()
  const probe = probeThrough(url)
  const stallWatch = new StallWatch(probe.run)
  const pool = new StallWatchedPool(stallWatch, {
    connectionString: url,
    max: options.poolSize ?? 10,
    // No JIT: the app's statements are short, and a batch write's row estimates (10,000 ingested
    // entries) push it past the JIT threshold, where compiling cost more than the statement saved.
    options: '-c jit=off',
    Client: class extends DiscardedWhenStuckClient {
      protected override readonly queryTimes = queryTimes
      protected override readonly stallWatch = stallWatch
    },
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
    reportDiskFull: health.reportDiskFull,
    observeQueries: (observer) => queryTimes.observe(observer),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      health.forget()
      stallWatch.stop()
      probe.close()
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
  /** Where each statement's time is reported: every statement of the pool goes through here. */
  protected readonly queryTimes: QueryTimes | undefined
  /** What tells a database that stopped answering from a busy one. */
  protected readonly stallWatch: StallWatch | undefined
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
    const startedAt = this.queryTimes?.start()
    // The pool's own `query` hands its client a callback rather than waiting for a promise.
    const callback = args.at(-1)
    if (startedAt !== undefined && typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        this.queryTimes!.finished(startedAt)
        return (callback as (...answer: unknown[]) => unknown)(...answer)
      }
    }
    // A statement on a connection that no longer answers is cut short once the watch finds the
    // database down: dropping the connection fails it (and ends its transaction on the server).
    const untrack = this.stallWatch?.track(() => this.connection.stream.destroy())
    if (untrack && typeof args.at(-1) === 'function') {
      const callback = args.at(-1) as (...answer: unknown[]) => unknown
      args[args.length - 1] = (...answer: unknown[]) => {
        untrack()
        return callback(...answer)
      }
    }
    const result = (super.query as (...args: unknown[]) => unknown)(...args)
    if (result instanceof Promise && untrack) void result.then(untrack, untrack)
    if (result instanceof Promise) {
      this.queryTimes?.timed(startedAt, result)
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') void this.end()
      })
    }
    return result
  }
}

/**
 * The pool, failing a wait for a connection at once while the watch finds the database down, and
 * cutting short one under way when it finds so: a new connection through a network that stopped
 * answering would otherwise wait the whole connect timeout.
 */
class StallWatchedPool extends pg.Pool {
  readonly #stallWatch: StallWatch

  constructor(stallWatch: StallWatch, config: pg.PoolConfig) {
    super(config)
    this.#stallWatch = stallWatch
  }

  // Both of pg's forms: a promise, and the callback the pool's own `query` passes.
  override connect(): Promise<pg.PoolClient>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return new Promise<pg.PoolClient>((resolve, reject) =>
        this.connect((error, client) => (error ? reject(error) : resolve(client!))),
      )
    }
    if (this.#stallWatch.down) return callback(new Error(NOT_ANSWERING), undefined, () => {})
    let answered = false
    const untrack = this.#stallWatch.track(() => {
      answered = true
      callback(new Error(NOT_ANSWERING), undefined, () => {})
    })
    super.connect((error, client, release) => {
      untrack()
      if (!answered) {
        answered = true
        callback(error, client, release)
      } else if (client) {
        // Came after its caller was told the database was down: back to the pool.
        client.release()
      }
    })
  }
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {}

/**
 * The watch's probe: `select 1` on a connection of its own, outside the pool that busy statements
 * may fill. It fails only when the server does not answer at all: an answer that refuses (too
 * many connections, starting up) is a server that answers, and the pool's own calls report it. A
 * kept connection that turns out closed (a restart, an idle timeout) is replaced once at once.
 */
function probeThrough(url: string) {
  let client: pg.Client | undefined
  const forget = (which: pg.Client) => {
    if (client === which) client = undefined
  }
  const once = async () => {
    if (!client) {
      const fresh = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
        query_timeout: PROBE_TIMEOUT_MS,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      })
      fresh.on('error', () => {
        // Reported by the query below.
      })
      fresh.on('end', () => forget(fresh))
      client = fresh
      await fresh.connect()
    }
    await client.query('select 1')
  }
  const drop = () => {
    const dropped = client
    client = undefined
    dropped?.connection.stream.destroy()
  }
  const run = async () => {
    for (let attempt = 1; ; attempt++) {
      const kept = client !== undefined
      try {
        return await once()
      } catch (error) {
        drop()
        if (sqlState(error)) return
        if (!kept || attempt > 1) throw error
      }
    }
  }
  const close = () => {
    const closing = client
    client = undefined
    void closing?.end().catch(() => closing.connection.stream.destroy())
  }
  return { run, close }
}

async function migratePostgres(url: string, connectTimeoutMs: number, beforeMigrate?: BeforeMigrate) {
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
    const db = drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Db
    await callBeforeMigrate(beforeMigrate, (text) => client.query(text), { db, kind: 'postgres' })
    await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder })
    for (const file of moduleSqlFiles()) await client.query(file.text)
  } finally {
    await client.end()
  }
}

/** `host:port/database` of a connection URL, without the password. */
export function describeServer(url: string) {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
}

function reasonOf(error: unknown) {
  if (error instanceof AggregateError && error.errors[0] instanceof Error) return error.errors[0].message
  if (error instanceof Error && error.cause instanceof Error) return `${error.message} (${error.cause.message})`
  return error instanceof Error ? error.message : String(error)
}
