import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db, DbOrTx, Tx } from './client.ts'
import { sqlState } from './sql-state.ts'

const RETRYABLE = new Set(['40001', '40P01'])

/** What each open transaction will do once it has committed, in the order it was asked. */
const afterCommitOf = new WeakMap<Tx, (() => void)[]>()

/**
 * Runs `work` in a transaction, then the work it left with `afterCommit`, once the commit is
 * done. Runs it again (up to three times) when PostgreSQL aborted it as a deadlock victim or a
 * serialization failure: rare orderings of concurrent team changes can meet that way, and the
 * retried work sees the winner's committed state. A retry is safe because everything `work` does
 * outside the database waits in `afterCommit`, and an aborted attempt's is dropped with it.
 *
 * Every feature opens its transactions here (lint holds the modules to it), so every writer can
 * rely on `afterCommit`.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const hooks: (() => void)[] = []
    let result: T
    try {
      result = await db.transaction((tx) => {
        afterCommitOf.set(tx, hooks)
        return work(tx)
      })
    } catch (error) {
      const state = sqlState(error)
      if (attempt >= 3 || !state || !RETRYABLE.has(state)) throw error
      continue
    }
    for (const hook of hooks) hook()
    return result
  }
}

/**
 * A savepoint inside `tx`: a failure inside it rolls back its own work and leaves `tx` usable. Its
 * after-commit work waits for `tx`'s commit.
 */
export function savepoint<T>(tx: Tx, work: (inner: Tx) => Promise<T>): Promise<T> {
  return tx.transaction((inner) => {
    afterCommitOf.set(inner, hooksOf(tx))
    return work(inner)
  })
}

/**
 * Runs `hook` once what `db` has written is committed: after the commit of a transaction opened by
 * `inTransaction`, or at once for the database itself, whose statements commit as they end. Caches
 * are cleared here, so a reader who comes after the commit never gets an answer from before it,
 * and a reader who comes before it cannot put an old answer back.
 */
export function afterCommit(db: DbOrTx, hook: () => void): void {
  if (db instanceof PgTransaction) hooksOf(db).push(hook)
  else hook()
}

function hooksOf(tx: Tx): (() => void)[] {
  const hooks = afterCommitOf.get(tx)
  if (!hooks) throw new Error('a transaction that was not opened by inTransaction cannot run work after its commit')
  return hooks
}
