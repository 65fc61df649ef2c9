import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { selectRows } from '../db/rows.ts'
import { lastBackup } from '../db/schema/index.ts'

/** How long a scrape waits for the database before it answers the last time it read. */
const READ_WAIT_MS = 1_000

/**
 * Records that a backup completed now: its file is whole, checked and under its name. A backup's
 * one write, made by whichever process holds the database (docs/decisions/126).
 */
export async function recordBackupCompleted(db: DbOrTx) {
  await db
    .insert(lastBackup)
    .values({ id: 1, completedAt: sql`now()` })
    .onConflictDoUpdate({ target: lastBackup.id, set: { completedAt: sql`now()` } })
}

/** Unix seconds of the last backup that completed, or 0 when none was recorded. */
export async function lastBackupSeconds(db: DbOrTx): Promise<number> {
  const [row] = await selectRows<{ seconds: number | string }>(
    db,
    sql`select extract(epoch from completed_at)::float8 as "seconds" from last_backup where id = 1`,
  )
  return row ? Math.floor(Number(row.seconds)) : 0
}

/**
 * What the metrics ask on each scrape. The embedded database runs one statement at a time and
 * a backup holds it for as long as it reads, and a scrape must answer when the database does not:
 * after a second, or on a failure, the answer is the time read last.
 */
export function lastBackupReader(db: DbOrTx): () => Promise<number> {
  let known = 0
  // One read at a time: scrapes that come while the database is held back share it.
  let reading: Promise<number> | undefined
  return async () => {
    reading ??= lastBackupSeconds(db)
      .then(
        (seconds) => (known = seconds),
        () => known,
      )
      .finally(() => (reading = undefined))
    let timer: NodeJS.Timeout | undefined
    const waited = new Promise<number>((resolve) => (timer = setTimeout(() => resolve(known), READ_WAIT_MS)))
    try {
      return await Promise.race([reading, waited])
    } finally {
      clearTimeout(timer)
    }
  }
}
