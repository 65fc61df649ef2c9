import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_KINDS,
  type ChannelSettings,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  type QuietHours,
  type WebPushSubscription,
} from '@stepup/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { notificationChoices, notificationQuietHours, webPushSubscriptions } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { conflict, notFound } from '../../errors.ts'
import { memberTimeZone } from '../users/index.ts'
import { communityDefaults, getPolicyRow } from './policy.ts'

/** Browsers and installed apps one member may receive web push on. */
export const MAX_PUSH_SUBSCRIPTIONS = 10

/** A member's quiet hours in minutes after midnight, or null for none. */
export interface QuietMinutes {
  from: number
  to: number
}

const DEFAULT_QUIET: QuietMinutes = { from: minutesOf(DEFAULT_QUIET_HOURS.from), to: minutesOf(DEFAULT_QUIET_HOURS.to) }

export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Each member's own choices over the community's defaults, for the members given. */
export async function channelsOf(
  db: DbOrTx,
  userIds: readonly number[],
  defaults: ChannelSettings,
): Promise<Map<number, ChannelSettings>> {
  const found = new Map<number, ChannelSettings>(userIds.map((id) => [id, defaults]))
  if (userIds.length === 0) return found
  const rows = await db
    .select()
    .from(notificationChoices)
    .where(inArray(notificationChoices.userId, [...userIds]))
  for (const row of rows) {
    const current = found.get(row.userId)!
    found.set(row.userId, { ...current, [row.kind]: { ...current[row.kind], [row.channel]: row.enabled } })
  }
  return found
}

/** Each member's quiet hours (null: none), for the members given. */
export async function quietHoursOf(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, QuietMinutes | null>> {
  const found = new Map<number, QuietMinutes | null>(userIds.map((id) => [id, DEFAULT_QUIET]))
  if (userIds.length === 0) return found
  const rows = await db
    .select()
    .from(notificationQuietHours)
    .where(inArray(notificationQuietHours.userId, [...userIds]))
  for (const row of rows) found.set(row.userId, row.enabled ? { from: row.fromMinute, to: row.toMinute } : null)
  return found
}

export async function getNotificationSettings(
  db: DbOrTx,
  userId: number,
  communityZone: string,
): Promise<NotificationSettings> {
  const defaults = communityDefaults(await getPolicyRow(db))
  const channels = (await channelsOf(db, [userId], defaults)).get(userId)!
  const quiet = (await quietHoursOf(db, [userId])).get(userId)!
  const [subscriptions] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId))
  return {
    channels,
    defaults,
    quietHours: quiet && { from: timeOf(quiet.from), to: timeOf(quiet.to) },
    timeZone: await memberTimeZone(db, userId, communityZone),
    pushSubscriptions: subscriptions?.count ?? 0,
  }
}

/** Saves the member's switches and quiet hours; a switch set back to the default keeps following it. */
export async function updateNotificationSettings(
  db: Db,
  userId: number,
  input: NotificationSettingsInput,
  communityZone: string,
): Promise<NotificationSettings> {
  await inTransaction(db, async (tx) => {
    const defaults = communityDefaults(await getPolicyRow(tx))
    for (const kind of NOTIFICATION_KINDS) {
      for (const channel of ['email', 'push'] as const) {
        const enabled = input.channels?.[kind]?.[channel]
        if (enabled === undefined) continue
        await setChoice(tx, userId, kind, channel, enabled === defaults[kind][channel] ? undefined : enabled)
      }
    }
    if (input.quietHours !== undefined) await setQuietHours(tx, userId, input.quietHours)
  })
  return getNotificationSettings(db, userId, communityZone)
}

/**
 * The member's choice for one kind on one channel; undefined follows the community's default, so
 * a later change of the default reaches the member.
 */
export async function setChoice(
  tx: DbOrTx,
  userId: number,
  kind: NotificationKind,
  channel: 'email' | 'push',
  enabled: boolean | undefined,
) {
  const key = and(
    eq(notificationChoices.userId, userId),
    eq(notificationChoices.kind, kind),
    eq(notificationChoices.channel, channel),
  )
  if (enabled === undefined) {
    await tx.delete(notificationChoices).where(key)
    return
  }
  await tx
    .insert(notificationChoices)
    .values({ userId, kind, channel, enabled })
    .onConflictDoUpdate({
      target: [notificationChoices.userId, notificationChoices.kind, notificationChoices.channel],
      set: { enabled },
    })
}

async function setQuietHours(tx: DbOrTx, userId: number, hours: QuietHours | null) {
  const values = hours
    ? { enabled: true, fromMinute: minutesOf(hours.from), toMinute: minutesOf(hours.to) }
    : { enabled: false, fromMinute: DEFAULT_QUIET.from, toMinute: DEFAULT_QUIET.to }
  await tx
    .insert(notificationQuietHours)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationQuietHours.userId, set: values })
}

/**
 * Adds a browser's push subscription for the member. A browser that was another member's (they
 * shared a computer) now notifies this one. A member has at most MAX_PUSH_SUBSCRIPTIONS: the count
 * is taken under a lock on the member's subscriptions, so parallel adds cannot pass it.
 */
export async function addWebPushSubscription(db: Db, userId: number, subscription: WebPushSubscription) {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_LOCK}, ${userId})`)
    const [existing] = await tx
      .select({ userId: webPushSubscriptions.userId })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, subscription.endpoint))
    if (existing?.userId !== userId) {
      const [held] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(webPushSubscriptions)
        .where(eq(webPushSubscriptions.userId, userId))
      if ((held?.count ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) {
        throw conflict('tooManyPushSubscriptions', { max: MAX_PUSH_SUBSCRIPTIONS })
      }
    }
    const values = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }
    await tx
      .insert(webPushSubscriptions)
      .values({ endpoint: subscription.endpoint, ...values })
      .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set: values })
  })
}

/** Namespace of the advisory locks on a member's push subscriptions. */
const PUSH_LOCK = 0x57_50_53

/** Removes every browser the member's notifications are pushed to, in the caller's transaction. */
export async function removeWebPushSubscriptionsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId))
}

export async function removeWebPushSubscription(db: DbOrTx, userId: number, endpoint: string) {
  const removed = await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)))
    .returning({ id: webPushSubscriptions.id })
  if (removed.length === 0) throw notFound('pushSubscriptionNotFound')
}
