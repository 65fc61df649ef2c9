import type { SQL } from 'drizzle-orm'
import type { DbOrTx } from './client.ts'

/** The rows a raw query answers, as both drivers give them. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Sums and counts come back as bigint text; every real one fits a double exactly. */
export const num = (value: unknown) => Number(value ?? 0)
