import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { applyToTotals, arrayLiteral } from './day-rows.ts'

export interface BonusChange {
  userId: number
  /** `YYYY-MM-DD`: the day whose bonus moves. */
  date: string
  /** Points to add; negative to remove. */
  points: number
}

/**
 * Adds `points` (negative to remove) to the bonus of the member's day row for `date`
 * (`YYYY-MM-DD`), creating the row with 0 steps if needed, and moves the member's totals by the
 * same amount, in the caller's transaction. Challenge judging is the only writer of bonus.
 */
export async function adjustBonus(tx: DbOrTx, change: BonusChange): Promise<void> {
  await adjustBonuses(tx, [change])
}

/**
 * `adjustBonus` for many members at once (a challenge's points edited, or the challenge deleted).
 * Prefer it to calling `adjustBonus` in a loop: it takes the row locks in the same (member, date)
 * order as step ingestion, so the two cannot deadlock each other.
 */
export async function adjustBonuses(tx: DbOrTx, changes: readonly BonusChange[]): Promise<void> {
  const merged = new Map<string, BonusChange>()
  for (const change of changes) {
    if (!Number.isInteger(change.points)) throw new Error(`bonus points must be an integer, got ${change.points}`)
    const key = `${change.userId}|${change.date}`
    const earlier = merged.get(key)
    merged.set(key, { ...change, points: (earlier?.points ?? 0) + change.points })
  }
  const changed = [...merged.values()].filter((change) => change.points !== 0)
  if (changed.length === 0) return
  const userIds = arrayLiteral(changed.map((c) => c.userId))
  const dates = arrayLiteral(changed.map((c) => c.date))
  // Creates or locks the rows in the same (member, date) order as recordSteps(); each row's change
  // is one atomic increment, so concurrent judgments of the same day add up.
  await tx.execute(sql`
    insert into day_scores (user_id, day, steps, bonus, total)
    select u, d, 0, b, b from unnest(${userIds}::int[], ${dates}::date[], ${arrayLiteral(changed.map((c) => c.points))}::int[]) as t(u, d, b)
    order by u, d
    on conflict (user_id, day) do update
    set bonus = day_scores.bonus + excluded.bonus, total = day_scores.total + excluded.bonus, updated_at = now()
  `)
  await applyToTotals(
    tx,
    changed.map((c) => ({ userId: c.userId, date: c.date, steps: 0, bonus: c.points })),
  )
}
