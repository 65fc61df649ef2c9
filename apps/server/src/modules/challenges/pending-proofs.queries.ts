import { desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { challengeCompletions, challenges } from '../../db/schema/index.ts'

/**
 * Proofs waiting for a judgment: how many in all, and the `limit` challenges with the most
 * waiting, so an admin goes straight to each challenge's judging page.
 */
export async function pendingProofs(
  db: DbOrTx,
  limit: number,
): Promise<{ total: number; challenges: { id: number; name: string; pending: number }[] }> {
  const pending = sql<number>`count(*)::int`
  const rows = await db
    .select({ id: challenges.id, name: challenges.name, pending })
    .from(challengeCompletions)
    .innerJoin(challenges, eq(challenges.id, challengeCompletions.challengeId))
    .where(eq(challengeCompletions.status, 'pending'))
    .groupBy(challenges.id, challenges.name)
    .orderBy(desc(pending), challenges.id)
  const found = rows.map((row) => ({ ...row, pending: Number(row.pending) }))
  return { total: found.reduce((sum, row) => sum + row.pending, 0), challenges: found.slice(0, limit) }
}
