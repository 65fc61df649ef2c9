import { eq, sql } from 'drizzle-orm'
import type { AdminSummary, HistoryDay } from '@stepup/contract'
import type { DbOrTx } from '../../db/client.ts'
import { num, selectRows } from '../../db/rows.ts'
import { users } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { communitySums, getHistory } from '../scores/index.ts'

/** The admin panel's global numbers; all-time sums come from the members' totals, not the day rows. */
export async function getAdminSummary(db: DbOrTx, today: string): Promise<AdminSummary> {
  const [counts] = await selectRows<{ users: string; teams: string; pending: string }>(
    db,
    sql`
      select
        (select count(*) from users) as users,
        (select count(*) from teams) as teams,
        (select count(*) from challenge_completions where status = 'pending') as pending
    `,
  )
  const sums = await communitySums(db, today)
  return {
    users: num(counts?.users),
    teams: num(counts?.teams),
    ...sums,
    pendingCompletions: num(counts?.pending),
  }
}

/** A member's day rows with their sources, newest first: the same rows the member sees in My Scores. */
export async function getMemberDays(db: DbOrTx, userId: number): Promise<HistoryDay[]> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!member) throw notFound('userNotFound')
  return getHistory(db, member.id)
}
