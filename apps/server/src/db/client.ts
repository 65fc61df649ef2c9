import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { QueryTimeObserver } from './query-times.ts'
import type * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** What services take: the database, or the transaction they are called inside. */
export type DbOrTx = Db | Tx

/**
 * Connections to the database: held by a statement or transaction, free, and calls waiting for
 * one. The embedded database is one connection that runs one call at a time.
 */
export interface PoolStats {
  total: number
  idle: number
  waiting: number
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Answers once the database does; used by the health check. */
  ping(): Promise<void>
  /**
   * Tells the health check that a statement failed because the database is out of disk: pings
   * fail for DISK_FULL_HOLD_MS after the last such failure (docs/decisions/009).
   */
  reportDiskFull(): void
  close(): Promise<void>
  /** Calls `observer` with each statement's time in seconds; the function returned stops it. */
  observeQueries(observer: QueryTimeObserver): () => void
  poolStats(): PoolStats
  /** Embedded only: the whole data directory as a tarball, to copy a database quickly. */
  dump?: () => Promise<Blob>
  /**
   * Embedded only: calls `listener` each time a change to member rows or an end of sessions
   * commits. One process owns the embedded database, so it sees every such change
   * (docs/decisions/016).
   */
  onAccountsChanged?: (listener: () => void) => void
}

/**
 * The database's one entrance: the types services take, and the two ways to open it, the
 * PostgreSQL server (postgres.ts) and the embedded database (pglite.ts).
 */
export { describeServer, openPostgres, type PostgresOptions } from './postgres.ts'
export { DataDirInUseError, openPglite, type PgliteOptions } from './pglite.ts'
export type { BeforeMigrate, MigratingDatabase, PendingMigrations } from './migrations.ts'
