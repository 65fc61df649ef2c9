import { MAX_DAYS_AHEAD, type PushBody, type PushToken, type PushTokenCreated } from '@stepup/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { pushTokens, users } from '../../db/schema/index.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import { addDays, reachWindow, todayIn } from '../../lib/days.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import type { Scores } from '../scores/index.ts'
import { getSettings } from '../settings/index.ts'
import { daysOfPush } from './health-auto-export.ts'
import { inTransaction } from '../../db/transaction.ts'

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
 * member's row stays share-locked until the push commits, so a deactivation waits for a push
 * under way, and a push after it sees it.
 */
async function assertMemberActive(tx: DbOrTx, userId: number): Promise<void> {
  const [member] = await tx
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('share')
  if (!member || member.deactivatedAt) throw forbidden('accountDeactivated')
}

/**
 * A push from the member's phone or script: each day's total so far replaces the day's earlier
 * push. Days outside the days a push may reach (the admin's reach back; up to MAX_DAYS_AHEAD
 * ahead, as a phone's calendar may be ahead of the community's) are left out of `accepted`.
 */
export async function pushSteps(
  db: Db,
  scores: Scores,
  options: { userId: number; body: PushBody; timeZone: string },
): Promise<{ accepted: number }> {
  const days = daysOfPush(options.body)
  return inTransaction(db, async (tx) => {
    await assertMemberActive(tx, options.userId)
    const settings = await getSettings(tx)
    const window = reachWindow(todayIn(options.timeZone), settings.importDaysBack)
    const latest = addDays(window.to, MAX_DAYS_AHEAD)
    const entries = [...days]
      .filter(([date]) => date >= window.from && date <= latest)
      .map(([date, steps]) => ({ userId: options.userId, date, steps }))
    await scores.recordSteps(tx, 'push', entries)
    return { accepted: entries.length }
  })
}
