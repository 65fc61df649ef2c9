import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AnnouncementAudience, ChannelSettings, NotificationKind } from '@stepup/contract'
import { competitions } from './competitions.ts'
import { teams } from './teams.ts'
import { users } from './users.ts'

/**
 * Notifications decided and waiting to be sent, or sent (docs/decisions/128). One row per member,
 * kind and occasion (`friendRequest:42`, `weeklySummary:2026-11-30`): whoever decides the same
 * occasion twice, in any process, inserts nothing the second time. Each channel is marked done in
 * the transaction that hands it on, so a sender that dies mid-batch leaves the rest to the next.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    occasion: text().notNull(),
    /** What the words need: names, numbers, instants; written when the occasion was decided. */
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    /** When it may be sent: now, the end of the member's quiet hours, or a retry's time. */
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    /** Set when the mail was queued, or when no mail is to be sent. */
    emailDoneAt: timestamp({ withTimezone: true }),
    /** The subscriptions the push reached, kept while others still fail. */
    pushedTo: bigint({ mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    pushDoneAt: timestamp({ withTimezone: true }),
    /** Set when both channels are done: `sent`, `off` (every channel off), or `stale` (no longer true). */
    doneAt: timestamp({ withTimezone: true }),
    outcome: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_outbox_occasion').on(table.userId, table.kind, table.occasion),
    index('notification_outbox_due_idx')
      .on(table.dueAt)
      .where(sql`${table.doneAt} is null`),
    index('notification_outbox_done_idx').on(table.doneAt),
  ],
)

/** A member's own choice for one kind on one channel; without a row the community's default holds. */
export const notificationChoices = pgTable(
  'notification_choices',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    channel: text().$type<'email' | 'push'>().notNull(),
    enabled: boolean().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.channel] }),
    check('notification_choices_channel', sql`${table.channel} in ('email', 'push')`),
  ],
)

/**
 * A member's quiet hours, in minutes after midnight in their zone; without a row 22:00–07:00.
 * `enabled` false: no quiet hours.
 */
export const notificationQuietHours = pgTable(
  'notification_quiet_hours',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull(),
    fromMinute: smallint().notNull(),
    toMinute: smallint().notNull(),
  },
  (table) => [
    check(
      'notification_quiet_hours_range',
      sql`${table.fromMinute} between 0 and 1439 and ${table.toMinute} between 0 and 1439`,
    ),
  ],
)

/**
 * The community's notification policy and the keys the server signs with: one row, id 1, made at
 * the first start. The VAPID key pair identifies this server to browsers' push services; the
 * unsubscribe secret signs the links in mails.
 */
export const notificationPolicy = pgTable(
  'notification_policy',
  {
    id: integer().primaryKey().default(1),
    /** Only the kinds and channels an admin changed; the product's defaults fill the rest. */
    defaults: jsonb().$type<Partial<ChannelSettings>>().notNull().default({}),
    noDataHours: integer().notNull().default(30),
    digestWeekday: smallint().notNull().default(1),
    digestHour: smallint().notNull().default(9),
    /** While a process decides what to notify, the end of its lease: one decides at a time. */
    decidingUntil: timestamp({ withTimezone: true }),
    vapidPublicKey: text().notNull(),
    vapidPrivateKey: text().notNull(),
    unsubscribeSecret: text().notNull(),
  },
  (table) => [
    check('notification_policy_single_row', sql`${table.id} = 1`),
    check('notification_policy_no_data_hours', sql`${table.noDataHours} between 6 and 240`),
    check('notification_policy_digest_weekday', sql`${table.digestWeekday} between 1 and 7`),
    check('notification_policy_digest_hour', sql`${table.digestHour} between 0 and 23`),
  ],
)

/** A browser or installed app of a member's that receives web push. */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('web_push_subscriptions_endpoint').on(table.endpoint),
    index('web_push_subscriptions_user_idx').on(table.userId),
  ],
)

/** An admin's message to everyone, a competition's participants or a team. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb().$type<Partial<Record<'en' | 'es' | 'he', string>>>().notNull(),
    body: jsonb().$type<Partial<Record<'en' | 'es' | 'he', string>>>().notNull(),
    audience: text().$type<AnnouncementAudience['type']>().notNull(),
    competitionId: integer().references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer().references(() => teams.id, { onDelete: 'cascade' }),
    recipients: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    showUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check('announcements_audience', sql`${table.audience} in ('everyone', 'competition', 'team')`),
    index('announcements_show_until_idx').on(table.showUntil),
  ],
)

/**
 * Each member's all-time total when the board was last compared, to find who passed whom since
 * (`passed` notifications). Written by the notifications module only.
 */
export const notificationBoardMarks = pgTable('notification_board_marks', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: bigint({ mode: 'number' }).notNull(),
})

/** Each running competition's top ten when last compared, in rank order. */
export const notificationCompetitionMarks = pgTable('notification_competition_marks', {
  competitionId: integer()
    .primaryKey()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  top: jsonb().$type<{ userId: number; rank: number }[]>().notNull(),
})

/**
 * Occasions decided for a whole audience at once (a competition's start, a week's summary): each is
 * decided once, in the transaction that queues its notifications.
 */
export const notificationOccasions = pgTable('notification_occasions', {
  occasion: text().primaryKey(),
  decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Notifications it queued. */
  notices: integer().notNull(),
})
