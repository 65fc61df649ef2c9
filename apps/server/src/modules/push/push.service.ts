import {
  formatApiMessage,
  MAX_DAILY_STEPS,
  MAX_DAYS_AHEAD,
  type PushBody,
  type PushClient,
  type PushToken,
  type PushTokenCreated,
} from '@stepup/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { pushTokens, users } from '../../db/schema/index.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import { addDays, reachWindow, todayIn } from '../../lib/days.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import type { Scores } from '../scores/index.ts'
import { getSettings } from '../settings/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { zoneOffsetFinder } from '../imports/index.ts'
import { memberTimeZone } from '../users/index.ts'
import { daysOfEntries, daysOfReadings } from './day-totals.ts'
import { rowsOfHcWebhook, type HcWebhookPush } from './hc-webhook.ts'
import { Problems } from './push-problems.ts'
import { countPushedDays, datesOfRows, dropPushedRowsBefore, keepPushedRows } from './pushed-records.ts'

/** Enough for a phone, a watch app and a script of one's own, and a spare while switching. */
export const MAX_PUSH_TOKENS = 10

/** Where a member's phone posts its steps. */
export const pushUrl = (appOrigin: string) => `${appOrigin}/api/push/steps`

type PushTokenRow = typeof pushTokens.$inferSelect

function toPushToken(row: PushTokenRow, appOrigin: string): PushToken {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    url: pushUrl(appOrigin),
    client: row.client as PushClient | null,
    clientVersion: row.clientVersion,
    device: row.device,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
  }
}

export async function listPushTokens(db: DbOrTx, userId: number, appOrigin: string): Promise<PushToken[]> {
  const rows = await db.select().from(pushTokens).where(eq(pushTokens.userId, userId)).orderBy(desc(pushTokens.id))
  return rows.map((row) => toPushToken(row, appOrigin))
}

/**
 * A new token for the member, answered once: only its hash is kept. The member's row is locked
 * while the tokens are counted, so two requests at once cannot pass the limit together.
 */
export async function createPushToken(db: Db, userId: number, appOrigin: string): Promise<PushTokenCreated> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for no key update`)
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId))
    if (count >= MAX_PUSH_TOKENS) throw conflict('pushTokenLimit', { max: MAX_PUSH_TOKENS })
    const token = `sup_${newToken()}`
    const [row] = await tx
      .insert(pushTokens)
      .values({ userId, tokenHash: hashToken(token) })
      .returning()
    return { ...toPushToken(row!, appOrigin), token }
  })
}

export async function revokePushToken(db: DbOrTx, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.id, id), eq(pushTokens.userId, userId)))
    .returning({ id: pushTokens.id })
  if (removed.length === 0) throw notFound('pushTokenNotFound')
}

/** Revokes every push token of the member, in the caller's transaction: their account changed hands. */
export async function revokePushTokensOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(pushTokens).where(eq(pushTokens.userId, userId))
}

/** A push token in use: its own id, and the member it belongs to. */
export interface PushTokenHolder {
  tokenId: number
  userId: number
  deactivated: boolean
}

/** Who a push token belongs to, noting that it was used; undefined for an unknown token. */
export async function holderOfPushToken(db: DbOrTx, token: string): Promise<PushTokenHolder | undefined> {
  const [row] = await db
    .update(pushTokens)
    .set({ lastUsedAt: new Date() })
    .from(users)
    .where(and(eq(pushTokens.tokenHash, hashToken(token)), eq(users.id, pushTokens.userId)))
    .returning({ tokenId: pushTokens.id, userId: pushTokens.userId, deactivatedAt: users.deactivatedAt })
  return row && { tokenId: row.tokenId, userId: row.userId, deactivated: row.deactivatedAt !== null }
}

/**
 * Refuses a push for a deactivated member, whose days must not count when they are back. The
 * member's row stays locked until the push commits: a deactivation waits for a push under way, a
 * push after it sees it, and two pushes of one member count their days one after the other, each
 * seeing the other's records.
 */
async function lockActiveMember(tx: DbOrTx, userId: number): Promise<void> {
  const [member] = await tx
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update')
  if (!member || member.deactivatedAt) throw forbidden('accountDeactivated')
}

/** What a push body is: which app sent it, and each day's total or the records to count days from. */
type ReadPush =
  { client: 'entries' | 'health-auto-export'; days: Map<string, number> } | ({ client: 'hc-webhook' } & HcWebhookPush)

function readPush(body: PushBody, offsetAt: (utcMs: number) => number): ReadPush {
  const problems = new Problems()
  let read: ReadPush
  if ('entries' in body) read = { client: 'entries', days: daysOfEntries(body.entries, problems) }
  else if ('data' in body) read = { client: 'health-auto-export', days: daysOfReadings(body.data.metrics, problems) }
  else read = { client: 'hc-webhook', ...rowsOfHcWebhook(body, offsetAt, problems) }
  if (read.client !== 'hc-webhook') {
    for (const [day, steps] of read.days) {
      if (problems.full) break
      if (steps > MAX_DAILY_STEPS) problems.add(`${day}: ${formatApiMessage('stepsTooHigh', { max: MAX_DAILY_STEPS })}`)
    }
  }
  problems.refuseIfAny()
  return read
}

/**
 * A push from the member's phone or script. `{ entries }` and Health Auto Export bodies carry each
 * day's total so far, which replaces the day's earlier push. HC Webhook's records are kept, and
 * each day they touch is counted again from all the member's records for it (pushed-records.ts).
 * Days outside the days a push may reach (the admin's reach back; up to MAX_DAYS_AHEAD ahead, as a
 * phone's calendar may be ahead of the community's) are left out of `accepted`; so is a day
 * counted from records above MAX_DAILY_STEPS, which no phone walks. The token notes the app, its
 * version and phone, and when it last synced.
 */
export async function pushSteps(
  db: Db,
  scores: Scores,
  options: { userId: number; tokenId: number; body: PushBody; timeZone: string },
): Promise<{ accepted: number }> {
  // Read and checked before the transaction: no lock is held while thousands of records are.
  const offsetAt = zoneOffsetFinder(await memberTimeZone(db, options.userId, options.timeZone))
  const read = readPush(options.body, offsetAt)
  return inTransaction(db, async (tx) => {
    await lockActiveMember(tx, options.userId)
    const settings = await getSettings(tx)
    const window = reachWindow(todayIn(options.timeZone), settings.importDaysBack)
    const latest = addDays(window.to, MAX_DAYS_AHEAD)
    const days =
      read.client === 'hc-webhook' ? await countKeptDays(tx, options.userId, read, window, offsetAt) : read.days
    const entries = [...days]
      .filter(([date, steps]) => date >= window.from && date <= latest && steps <= MAX_DAILY_STEPS)
      .map(([date, steps]) => ({ userId: options.userId, date, steps }))
    await scores.recordSteps(tx, 'push', entries)
    const device = read.client === 'hc-webhook' ? read.device : null
    await tx
      .update(pushTokens)
      .set({
        client: read.client,
        clientVersion: read.client === 'hc-webhook' ? read.version : null,
        device: device ?? sql`${pushTokens.device}`,
        lastSyncAt: new Date(),
      })
      .where(eq(pushTokens.id, options.tokenId))
    return { accepted: entries.length }
  })
}

/**
 * Keeps HC Webhook's records, drops those no push may reach any more, and counts each day the
 * records touch again from all the member's records for it.
 */
async function countKeptDays(
  tx: DbOrTx,
  userId: number,
  push: HcWebhookPush,
  window: { from: string },
  offsetAt: (utcMs: number) => number,
): Promise<Map<string, number>> {
  await keepPushedRows(tx, userId, push.rows)
  await dropPushedRowsBefore(tx, userId, addDays(window.from, -2))
  return countPushedDays(tx, userId, datesOfRows(push.rows, offsetAt), offsetAt)
}
