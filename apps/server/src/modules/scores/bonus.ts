import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { applyToAggregates } from './day-rows.ts'

/**
 * Adds `points` (negative to remove) to the bonus of the member's day row for `date`
 * (`YYYY-MM-DD`), creating the row with 0 steps if needed, and moves every aggregate by the same
 * amount, in the caller's transaction. Challenge judging is the only writer of bonus (DESIGN §3).
 */
export async function adjustBonus(tx: DbOrTx, change: { userId: number; date: string; points: number }): Promise<void> {
  if (!Number.isInteger(change.points)) throw new Error(`bonus points must be an integer, got ${change.points}`)
  if (change.points === 0) return
  // One atomic increment: concurrent judgments of the same day add up instead of overwriting.
  await tx.execute(sql`
    insert into day_scores (user_id, day, steps, bonus, total)
    values (${change.userId}, ${change.date}::date, 0, ${change.points}, ${change.points})
    on conflict (user_id, day) do update
    set bonus = day_scores.bonus + excluded.bonus, total = day_scores.total + excluded.bonus, updated_at = now()
  `)
  await applyToAggregates(tx, [{ u: change.userId, d: change.date, s: 0, b: change.points }])
}
