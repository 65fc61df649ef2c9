import crypto from 'node:crypto'
import {
  NOTIFICATION_KINDS,
  type ChannelSettings,
  type ChannelSwitches,
  type NotificationKind,
  type NotificationPolicy,
  type NotificationPolicyInput,
} from '@stepup/contract'
import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { DbOrTx } from '../../db/client.ts'
import { notificationPolicy } from '../../db/schema/index.ts'
import { changedFields, recordAudit } from '../audit/index.ts'

export type PolicyRow = typeof notificationPolicy.$inferSelect

/**
 * What each kind does when neither the admin nor the member chose: everything the member has to
 * act on, and the weekly summary, by email and push; a friend passing them, and achievements, by
 * push alone, as they may come daily.
 */
export const PRODUCT_DEFAULTS: ChannelSettings = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind): [NotificationKind, ChannelSwitches] => [
    kind,
    kind === 'passed' || kind === 'achievements' ? { email: false, push: true } : { email: true, push: true },
  ]),
) as ChannelSettings

/**
 * The community's policy row, made with a new VAPID key pair and unsubscribe secret the first time
 * it is read: two processes starting at once make one, and both read the winner's keys.
 */
export async function getPolicyRow(db: DbOrTx): Promise<PolicyRow> {
  const [row] = await db.select().from(notificationPolicy).where(eq(notificationPolicy.id, 1))
  if (row) return row
  const keys = webpush.generateVAPIDKeys()
  await db
    .insert(notificationPolicy)
    .values({
      id: 1,
      vapidPublicKey: keys.publicKey,
      vapidPrivateKey: keys.privateKey,
      unsubscribeSecret: crypto.randomBytes(32).toString('base64url'),
    })
    .onConflictDoNothing()
  const [made] = await db.select().from(notificationPolicy).where(eq(notificationPolicy.id, 1))
  return made!
}

/** The community's defaults: the product's, with what the admin changed over them. */
export function communityDefaults(row: PolicyRow): ChannelSettings {
  return mergeChannels(PRODUCT_DEFAULTS, row.defaults)
}

/** `base` with `changes` over it, switch by switch. */
export function mergeChannels(
  base: ChannelSettings,
  changes: Partial<Record<NotificationKind, Partial<ChannelSwitches>>>,
): ChannelSettings {
  const merged = { ...base }
  for (const kind of NOTIFICATION_KINDS) {
    const change = changes[kind]
    if (change) merged[kind] = { ...base[kind], ...definedOnly(change) }
  }
  return merged
}

function definedOnly(change: Partial<ChannelSwitches>): Partial<ChannelSwitches> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined))
}

export function policyView(row: PolicyRow, timeZone: string): NotificationPolicy {
  return {
    defaults: communityDefaults(row),
    noDataHours: row.noDataHours,
    digestWeekday: row.digestWeekday,
    digestHour: row.digestHour,
    timeZone,
  }
}

/** The policy as the audit trail shows it: one word per switch, `notify.friendRequest.email`. */
function auditedPolicy(row: PolicyRow): Record<string, unknown> {
  const defaults = communityDefaults(row)
  return {
    ...Object.fromEntries(
      NOTIFICATION_KINDS.flatMap((kind) => [
        [`notify.${kind}.email`, defaults[kind].email],
        [`notify.${kind}.push`, defaults[kind].push],
      ]),
    ),
    'notify.noDataHours': row.noDataHours,
    'notify.digestWeekday': row.digestWeekday,
    'notify.digestHour': row.digestHour,
  }
}

/**
 * Saves an admin's change to the policy, with its trail entry; the row is locked so two admins'
 * changes both hold.
 */
export async function updatePolicy(tx: DbOrTx, adminId: number, input: NotificationPolicyInput, timeZone: string) {
  await getPolicyRow(tx)
  const [row] = await tx.select().from(notificationPolicy).where(eq(notificationPolicy.id, 1)).for('update')
  const defaults = { ...row!.defaults }
  for (const kind of NOTIFICATION_KINDS) {
    const change = input.defaults?.[kind]
    if (change) defaults[kind] = { ...communityDefaults(row!)[kind], ...definedOnly(change) }
  }
  const [updated] = await tx
    .update(notificationPolicy)
    .set({
      defaults,
      ...(input.noDataHours !== undefined && { noDataHours: input.noDataHours }),
      ...(input.digestWeekday !== undefined && { digestWeekday: input.digestWeekday }),
      ...(input.digestHour !== undefined && { digestHour: input.digestHour }),
    })
    .where(eq(notificationPolicy.id, 1))
    .returning()
  const changes = changedFields(auditedPolicy(row!), auditedPolicy(updated!))
  if (changes) await recordAudit(tx, { action: 'settings.update', actorId: adminId, ...changes })
  return policyView(updated!, timeZone)
}
