import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { teams } from './teams.ts'
import { users } from './users.ts'

export const FRIEND_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number]

/** A friend request and its answer; kept after the answer so the history stays readable. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: FRIEND_REQUEST_STATUSES }).notNull().default('PENDING'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('friend_requests_not_self', sql`${table.senderId} <> ${table.receiverId}`),
    check('friend_requests_status', sql`${table.status} in ('PENDING', 'ACCEPTED', 'REJECTED')`),
    // At most one open request between two people, whichever of them asked.
    uniqueIndex('friend_requests_one_pending_per_pair')
      .on(sql`least(${table.senderId}, ${table.receiverId})`, sql`greatest(${table.senderId}, ${table.receiverId})`)
      .where(sql`${table.status} = 'PENDING'`),
    index('friend_requests_receiver_idx').on(table.receiverId),
    index('friend_requests_sender_idx').on(table.senderId),
  ],
)

/** One row per pair of friends, the lower id first, so a pair cannot be stored twice. */
export const friendships = pgTable(
  'friendships',
  {
    userLowId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userLowId, table.userHighId] }),
    check('friendships_ordered_pair', sql`${table.userLowId} < ${table.userHighId}`),
    index('friendships_user_high_idx').on(table.userHighId),
  ],
)

export const TEAM_INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'lapsed'] as const
export type TeamInviteStatus = (typeof TEAM_INVITE_STATUSES)[number]

/** An invitation into a team. Deleting the team deletes its invites, so they lapse with it. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviteeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: TEAM_INVITE_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('team_invites_status', sql`${table.status} in ('pending', 'accepted', 'rejected', 'lapsed')`),
    uniqueIndex('team_invites_one_pending_per_member')
      .on(table.teamId, table.inviteeId)
      .where(sql`${table.status} = 'pending'`),
    index('team_invites_invitee_idx').on(table.inviteeId),
  ],
)

export type FriendRequestRow = typeof friendRequests.$inferSelect
export type TeamInviteRow = typeof teamInvites.$inferSelect
