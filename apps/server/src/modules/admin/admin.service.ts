import { eq, sql } from 'drizzle-orm'
import type { AdminSummary, HistoryDay } from '@stepup/contract'
import type { DbOrTx } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { getHistory } from '../scores/index.ts'

/** The admin panel's global numbers; all-time sums come from the members' totals, not the day rows. */
export async function getAdminSummary(db: DbOrTx, today: string): Promise<AdminSummary> {
  const result = (await db.execute(sql`
    select
      (select count(*) from users) as users,
      (select count(*) from teams) as teams,
      (select coalesce(sum(steps), 0) from score_totals) as steps,
      (select coalesce(sum(bonus), 0) from score_totals) as bonus,
      (select coalesce(sum(steps), 0) from day_scores where day = ${today}::date) as steps_today,
      (select count(*) from challenge_completions where status = 'pending') as pending
  `)) as unknown as { rows: Record<string, string | number>[] }
  const row = result.rows[0]!
  return {
    users: Number(row.users),
    teams: Number(row.teams),
    steps: Number(row.steps),
    stepsToday: Number(row.steps_today),
    bonus: Number(row.bonus),
    pendingCompletions: Number(row.pending),
  }
}

/** A member's day rows with their sources, newest first: the same rows the member sees in My Scores. */
export async function getMemberDays(db: DbOrTx, userId: number): Promise<HistoryDay[]> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!member) throw notFound('userNotFound')
  return getHistory(db, member.id)
}
