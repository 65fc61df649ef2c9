/**
 * How long the app waits on PostgreSQL before it answers 503 rather than hanging
 * (docs/decisions/008). Set by DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS and
 * DATABASE_HEALTH_TIMEOUT_MS.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number
  /**
   * The longest a statement may run: the server cancels it then. The app gives up on an answer
   * that has not come STATEMENT_GRACE_MS later (a server or network that stopped answering) and
   * drops that connection. 0: no limit.
   */
  statementMs: number
  /** How long a health check waits for its ping. */
  healthMs: number
}

/**
 * The statement limit leaves room several times over for the longest statement the app sends: a
 * 200,000-line step import took 5–7 s for the whole call on PostgreSQL on a shared two-core
 * machine, a 10,000-entry sync well under a second. Migrations run on a connection of their own,
 * without a limit.
 */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 30_000, healthMs: 2_000 }

/** Time beyond the server's own limit for its cancellation to come back as an answer. */
export const STATEMENT_GRACE_MS = 2_000
