import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { AchievementsVisibility, FriendRequest, User } from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { friendRequests, friendships, users, type FriendRequestRow } from '../../db/schema/index.ts'
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts'
import { inTransaction } from '../../db/transaction.ts'
import { notify } from '../notifications/index.ts'
import { areFriends, findPendingRequestBetween, friendPair, lockUsers } from './friends.queries.ts'

async function requestView(db: DbOrTx, request: FriendRequestRow, viewerId: number): Promise<FriendRequest> {
  const otherId = request.senderId === viewerId ? request.receiverId : request.senderId
  const [other] = await db
    .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, otherId))
  return {
    id: request.id,
    direction: request.senderId === viewerId ? 'sent' : 'received',
    status: request.status,
    user: other!,
    createdAt: request.createdAt.toISOString(),
  }
}

/**
 * Sends a friend request. When the other person already asked, this accepts their request
 * instead, so two people asking each other at once end up as one friendship.
 */
export async function sendFriendRequest(db: Db, senderId: number, receiverId: number) {
  if (senderId === receiverId) throw badRequest('friendRequestToSelf')
  return inTransaction(db, async (tx) => {
    const found = await lockUsers(tx, [senderId, receiverId])
    if (!found.has(receiverId)) throw notFound('userNotFound')
    if (await areFriends(tx, senderId, receiverId)) throw conflict('alreadyFriends')
    const pending = await findPendingRequestBetween(tx, senderId, receiverId)
    if (pending?.senderId === senderId) throw conflict('friendRequestAlreadySent')
    if (pending) {
      const accepted = await acceptRequest(tx, pending)
      const view = await requestView(tx, accepted, senderId)
      await notifyAccepted(tx, accepted)
      return { request: view, created: false }
    }
    const [created] = await tx.insert(friendRequests).values({ senderId, receiverId }).returning()
    await notify(tx, [
      {
        userId: receiverId,
        kind: 'friendRequest',
        occasion: `request:${created!.id}`,
        params: { memberId: senderId },
      },
    ])
    return { request: await requestView(tx, created!, senderId), created: true }
  })
}

/** Tells the one who asked that the other accepted: their request's answer, once. */
async function notifyAccepted(tx: DbOrTx, request: FriendRequestRow) {
  await notify(tx, [
    {
      userId: request.senderId,
      kind: 'friendAccepted',
      occasion: `request:${request.id}`,
      params: { memberId: request.receiverId },
    },
  ])
}

async function acceptRequest(tx: DbOrTx, request: FriendRequestRow) {
  const [accepted] = await tx
    .update(friendRequests)
    .set({ status: 'ACCEPTED', answeredAt: new Date() })
    .where(eq(friendRequests.id, request.id))
    .returning()
  await tx.insert(friendships).values(friendPair(request.senderId, request.receiverId)).onConflictDoNothing()
  return accepted!
}

/** The receiver accepts or rejects a pending request; the sender cannot answer their own. */
export async function answerFriendRequest(
  db: Db,
  userId: number,
  requestId: number,
  status: 'ACCEPTED' | 'REJECTED',
): Promise<FriendRequest> {
  return inTransaction(db, async (tx) => {
    const [unlocked] = await tx.select().from(friendRequests).where(eq(friendRequests.id, requestId))
    if (!unlocked || (unlocked.senderId !== userId && unlocked.receiverId !== userId)) {
      throw notFound('friendRequestNotFound')
    }
    if (unlocked.receiverId !== userId) throw forbidden('onlyReceiverAnswers')
    await lockUsers(tx, [unlocked.senderId, unlocked.receiverId])
    const [request] = await tx.select().from(friendRequests).where(eq(friendRequests.id, requestId)).for('update')
    if (!request || request.status !== 'PENDING') throw conflict('friendRequestAnswered')
    if (status === 'ACCEPTED') {
      const accepted = await acceptRequest(tx, request)
      const view = await requestView(tx, accepted, userId)
      await notifyAccepted(tx, accepted)
      return view
    }
    const [rejected] = await tx
      .update(friendRequests)
      .set({ status: 'REJECTED', answeredAt: new Date() })
      .where(eq(friendRequests.id, request.id))
      .returning()
    return requestView(tx, rejected!, userId)
  })
}

/** Either friend can end a friendship. */
export async function unfriend(db: Db, userId: number, friendId: number) {
  const pair = friendPair(userId, friendId)
  const deleted = await db
    .delete(friendships)
    .where(and(eq(friendships.userLowId, pair.userLowId), eq(friendships.userHighId, pair.userHighId)))
    .returning()
  if (deleted.length === 0) throw notFound('notFriends')
}

export async function listFriends(db: DbOrTx, userId: number): Promise<User[]> {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      avatarUrl: users.avatarUrl,
      phoneNumber: users.phoneNumber,
      // A friend's sensor id is theirs and the sync service's business: showing it would let
      // anyone with friends collect ids to watch for (docs/decisions/019).
      sensorUserId: sql<null>`null`,
      isAdmin: users.isAdmin,
      teamId: users.teamId,
      // Where a friend lives is theirs to say.
      timeZone: sql<null>`null`,
      // A friend can tell it anyway: whether they see the friend's achievements.
      achievementsVisibility: sql<AchievementsVisibility>`${users.achievementsVisibility}`,
      // Whether a friend proved their address is between them and the admins: told as not.
      emailVerified: sql<boolean>`false`,
      mustVerifyEmail: sql<boolean>`false`,
    })
    .from(friendships)
    .innerJoin(
      users,
      sql`${users.id} = case when ${friendships.userLowId} = ${userId} then ${friendships.userHighId} else ${friendships.userLowId} end`,
    )
    .where(or(eq(friendships.userLowId, userId), eq(friendships.userHighId, userId)))
    .orderBy(sql`lower(${users.username})`, users.id)
}

/** Open requests the member sent or received, newest first. */
export async function listPendingRequests(db: DbOrTx, userId: number): Promise<FriendRequest[]> {
  const rows = await db
    .select({ request: friendRequests, other: { id: users.id, username: users.username, avatarUrl: users.avatarUrl } })
    .from(friendRequests)
    .innerJoin(
      users,
      sql`${users.id} = case when ${friendRequests.senderId} = ${userId} then ${friendRequests.receiverId} else ${friendRequests.senderId} end`,
    )
    .where(
      and(
        eq(friendRequests.status, 'PENDING'),
        or(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, userId)),
      ),
    )
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id))
  return rows.map(({ request, other }) => ({
    id: request.id,
    direction: request.senderId === userId ? 'sent' : 'received',
    status: request.status,
    user: other,
    createdAt: request.createdAt.toISOString(),
  }))
}
