import type { AdminMember, AdminMembers, AdminMembersQuery } from '@stepup/contract'
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { scoreTotals, teams, users } from '../../db/schema/index.ts'

/** What the admin sees of each member: the account, their team, all-time steps and days waiting for review. */
function selectMembers(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      avatarUrl: users.avatarUrl,
      isAdmin: users.isAdmin,
      deactivatedAt: users.deactivatedAt,
      teamName: teams.name,
      steps: sql<number>`coalesce(${scoreTotals.steps}, 0)`.mapWith(Number),
      pendingReviews: sql<number>`(
        select count(*) from day_scores d
        where d.user_id = ${users.id} and d.flags is not null and d.review is null
      )`.mapWith(Number),
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .leftJoin(scoreTotals, eq(scoreTotals.userId, users.id))
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number]

function toAdminMember(row: MemberRow): AdminMember {
  return {
    ...row,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

const STATUS_FILTERS: Record<AdminMembersQuery['status'], SQL | undefined> = {
  active: isNull(users.deactivatedAt),
  deactivated: isNotNull(users.deactivatedAt),
  all: undefined,
}

/** Members whose name or email contains `search`, in the chosen status, by name; one page and the count. */
export async function listMembers(db: DbOrTx, query: AdminMembersQuery): Promise<AdminMembers> {
  const pattern = containsPattern(query.search)
  const where = and(
    query.search ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined,
    STATUS_FILTERS[query.status],
  )
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where)
  const rows = await selectMembers(db)
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(query.limit)
    .offset(query.offset)
  return { members: rows.map(toAdminMember), total }
}

/** One member as the admin sees them, or undefined. */
export async function findMember(db: DbOrTx, id: number): Promise<AdminMember | undefined> {
  const [row] = await selectMembers(db).where(eq(users.id, id))
  return row && toAdminMember(row)
}
