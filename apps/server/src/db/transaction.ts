import type { Db, Tx } from './client.ts'
import { sqlState } from './sql-state.ts'

const RETRYABLE = new Set(['40001', '40P01'])

/**
 * Runs `work` in a transaction and runs it again (up to three times) when PostgreSQL aborted it
 * as a deadlock victim or a serialization failure: rare orderings of concurrent team changes can
 * meet that way, and the retried work sees the winner's committed state.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work)
    } catch (error) {
      const state = sqlState(error)
      if (attempt >= 3 || !state || !RETRYABLE.has(state)) throw error
    }
  }
}
