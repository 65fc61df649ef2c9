import type { AdminMember, AdminMembers, AdminMembersQuery } from '@stepup/contract'
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { teams, users } from '../../db/schema/index.ts'
import { lastAppliedImportSql } from '../imports/index.ts'
import { connectionsOf, hasSyncedSql, lastSyncSql } from '../push/index.ts'
import { memberSums } from '../scores/index.ts'

/** What the admin sees of each member's account, and their team. */
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
      createdAt: users.createdAt,
      lastDataAt: sql<Date | string | null>`greatest(${lastSyncSql(users.id)}, ${lastAppliedImportSql(users.id)})`,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number]

/** The members as the admin sees them: with their all-time steps and days waiting for review. */
async function toAdminMembers(db: DbOrTx, rows: MemberRow[]): Promise<AdminMember[]> {
  const ids = rows.map((row) => row.id)
  const sums = await memberSums(db, ids)
  const connections = await connectionsOf(db, ids)
  return rows.map((row) => {
    const mine = sums.get(row.id)!
    return {
      ...row,
      steps: mine.steps,
      pendingReviews: mine.daysToReview,
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      connections: connections.get(row.id)!,
      lastDataAt: row.lastDataAt === null ? null : new Date(row.lastDataAt).toISOString(),
    }
  })
}

const STATUS_FILTERS: Record<AdminMembersQuery['status'], SQL | undefined> = {
  active: isNull(users.deactivatedAt),
  deactivated: isNotNull(users.deactivatedAt),
  all: undefined,
}

const CONNECTION_FILTERS: Record<AdminMembersQuery['connection'], SQL | undefined> = {
  connected: hasSyncedSql(users.id),
  none: sql`not ${hasSyncedSql(users.id)}`,
  all: undefined,
}

/**
 * Members whose name or email contains `search`, in the chosen status and connection, by name; one
 * page and the count.
 */
export async function listMembers(db: DbOrTx, query: AdminMembersQuery): Promise<AdminMembers> {
  const pattern = containsPattern(query.search)
  const where = and(
    query.search ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined,
    STATUS_FILTERS[query.status],
    CONNECTION_FILTERS[query.connection],
  )
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where)
  const rows = await selectMembers(db)
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(query.limit)
    .offset(query.offset)
  return { members: await toAdminMembers(db, rows), total }
}

/** One member as the admin sees them, or undefined. */
export async function findMember(db: DbOrTx, id: number): Promise<AdminMember | undefined> {
  const [member] = await toAdminMembers(db, await selectMembers(db).where(eq(users.id, id)))
  return member
}
