import { and, asc, count, eq, ilike, isNull, ne, sql } from 'drizzle-orm'
import type { Profile, UserSearchQuery, UserSearchResult } from '@stepup/contract'
import type { DbOrTx } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { teams, users, type UserRow } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { friendshipStateSql } from '../friends/index.ts'
import { getMemberStanding } from '../scores/index.ts'

/**
 * Other members whose name contains `search`, by name, with the caller's friendship state.
 * Deactivated members are not found: they take part in nothing until an admin reactivates them.
 */
export async function searchUsers(db: DbOrTx, viewerId: number, query: UserSearchQuery): Promise<UserSearchResult> {
  const where = and(
    ne(users.id, viewerId),
    isNull(users.deactivatedAt),
    query.search ? ilike(users.username, containsPattern(query.search)) : undefined,
  )
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where)
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      avatarUrl: users.avatarUrl,
      teamId: users.teamId,
      friendship: friendshipStateSql(viewerId),
    })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { users: rows, total, page: query.page, pageSize: query.pageSize }
}

/**
 * Another member's profile. Email and phone number are shown only to the member themself,
 * their friends, their teammates and admins.
 */
export async function getProfile(db: DbOrTx, viewer: UserRow, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      user: users,
      team: { id: teams.id, name: teams.name },
      friendship: friendshipStateSql(viewer.id),
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId))
  if (!row) throw notFound('userNotFound')
  const { user, team, friendship } = row
  const isFriend = friendship === 'friends'
  const isTeammate = viewer.teamId !== null && viewer.teamId === user.teamId
  const seesContact = viewer.isAdmin || viewer.id === user.id || isFriend || isTeammate
  const scores = await getMemberStanding(db, user.id)
  return {
    id: user.id,
    username: user.username,
    avatarUrl: user.avatarUrl,
    isAdmin: user.isAdmin,
    teamId: user.teamId,
    ...(seesContact ? { email: user.email, phoneNumber: user.phoneNumber } : {}),
    isFriend,
    friendship,
    team: team?.id ? team : null,
    scores,
  }
}
