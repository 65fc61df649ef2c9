import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { friendRequests, friendships, users } from '../../db/schema/index.ts'

/** The stored (lower id, higher id) order of a friendship pair. */
export function friendPair(a: number, b: number) {
  return a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a }
}

export async function areFriends(db: DbOrTx, a: number, b: number) {
  if (a === b) return false
  const pair = friendPair(a, b)
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(friendships)
    .where(and(eq(friendships.userLowId, pair.userLowId), eq(friendships.userHighId, pair.userHighId)))
  return Boolean(row)
}

/** The open request between two people, whichever of them sent it. */
export async function findPendingRequestBetween(db: DbOrTx, a: number, b: number) {
  const [row] = await db
    .select()
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.status, 'PENDING'),
        or(
          and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
          and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
        ),
      ),
    )
  return row ?? null
}

/**
 * Locks both people's rows in id order, so two requests between the same pair (A asks B while
 * B asks A) run one after the other instead of both inserting a pending request.
 */
export async function lockUsers(db: DbOrTx, ids: number[]) {
  const sorted = [...new Set(ids)].sort((x, y) => x - y)
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, sorted))
    .orderBy(users.id)
    .for('no key update')
  return new Set(rows.map((row) => row.id))
}

/**
 * SQL for the caller's friendship state with the member in the `users` row of the outer query:
 * friends, sent, received or none. The column is written out in full because drizzle leaves
 * it unqualified in single-table queries, where the subqueries' own `id` would shadow it.
 */
export function friendshipStateSql(viewerId: number) {
  const member = sql.raw('"users"."id"')
  return sql<'none' | 'friends' | 'sent' | 'received'>`case
    when exists (select 1 from ${friendships} f
      where f.user_low_id = least(${member}, ${viewerId}::int) and f.user_high_id = greatest(${member}, ${viewerId}::int)) then 'friends'
    when exists (select 1 from ${friendRequests} r
      where r.status = 'PENDING' and r.sender_id = ${viewerId} and r.receiver_id = ${member}) then 'sent'
    when exists (select 1 from ${friendRequests} r
      where r.status = 'PENDING' and r.receiver_id = ${viewerId} and r.sender_id = ${member}) then 'received'
    else 'none' end`
}

/** Each of the members' friends, for the members given. */
export async function friendIdsOf(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return found
  const ids = sql.param([...userIds])
  const pairs = await db.execute(sql`
    select user_low_id as member, user_high_id as friend from friendships where user_low_id = any(${ids}::int[])
    union all
    select user_high_id, user_low_id from friendships where user_high_id = any(${ids}::int[])`)
  for (const pair of (pairs as unknown as { rows: { member: number; friend: number }[] }).rows) {
    found.get(pair.member)?.push(pair.friend)
  }
  return found
}
