import type { ScimSetup, ScimTokenCreated } from '@stepup/contract'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { scimTokens } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { inTransaction } from '../../db/transaction.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import { recordAudit } from '../audit/index.ts'

/** Where the directory calls StepUp: the app's address, then the SCIM path. */
export const SCIM_PATH = '/api/scim/v2'
export const scimBaseUrl = (appOrigin: string) => `${appOrigin}${SCIM_PATH}`

/** How often a token's `last_used_at` is written at most: the admin page needs no finer. */
const LAST_USED_EVERY_MS = 60_000

async function tokenInUse(db: DbOrTx) {
  const [token] = await db.select().from(scimTokens).where(isNull(scimTokens.revokedAt))
  return token ?? null
}

/** The base URL and the token in use, never its value (StepUp does not have it). */
export async function scimSetup(db: DbOrTx, appOrigin: string): Promise<ScimSetup> {
  const token = await tokenInUse(db)
  return {
    baseUrl: scimBaseUrl(appOrigin),
    token: token && { createdAt: token.createdAt.toISOString(), lastUsedAt: token.lastUsedAt?.toISOString() ?? null },
  }
}

/**
 * Makes the directory's token, revoking the one before in the same transaction: the directory
 * keeps working only once it is given the new one. Two admins at once: the index lets one in, and
 * the other, tried again, revokes it.
 */
export async function createScimToken(db: Db, adminId: number, appOrigin: string): Promise<ScimTokenCreated> {
  const token = newToken()
  for (let attempt = 0; ; attempt += 1) {
    try {
      await inTransaction(db, async (tx) => {
        const [revoked] = await tx
          .update(scimTokens)
          .set({ revokedAt: new Date() })
          .where(isNull(scimTokens.revokedAt))
          .returning({ createdAt: scimTokens.createdAt })
        const [made] = await tx
          .insert(scimTokens)
          .values({ tokenHash: hashToken(token), createdBy: adminId })
          .returning({ createdAt: scimTokens.createdAt })
        await recordAudit(tx, {
          action: 'settings.scim',
          actorId: adminId,
          before: { tokenCreatedAt: revoked?.createdAt.toISOString() ?? null },
          after: { tokenCreatedAt: made!.createdAt.toISOString() },
        })
      })
      return { token, baseUrl: scimBaseUrl(appOrigin) }
    } catch (error) {
      if (attempt === 0 && uniqueViolation(error) !== null) continue
      throw error
    }
  }
}

/** Revokes the token in use, if any: the directory's next call is refused. */
export async function revokeScimToken(db: Db, adminId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [revoked] = await tx
      .update(scimTokens)
      .set({ revokedAt: new Date() })
      .where(isNull(scimTokens.revokedAt))
      .returning({ createdAt: scimTokens.createdAt })
    if (!revoked) return
    await recordAudit(tx, {
      action: 'settings.scim',
      actorId: adminId,
      before: { tokenCreatedAt: revoked.createdAt.toISOString() },
      after: { tokenCreatedAt: null },
    })
  })
}

/**
 * Whether `token` is the directory's token in use. Its use is noted at most once a minute, by a
 * conditional update that writes nothing in between.
 */
export async function scimTokenValid(db: Db, token: string): Promise<boolean> {
  const [found] = await db
    .select({ id: scimTokens.id, lastUsedAt: scimTokens.lastUsedAt })
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, hashToken(token)), isNull(scimTokens.revokedAt)))
  if (!found) return false
  if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await db
      .update(scimTokens)
      .set({ lastUsedAt: new Date() })
      .where(
        and(
          eq(scimTokens.id, found.id),
          or(
            isNull(scimTokens.lastUsedAt),
            lt(scimTokens.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_EVERY_MS / 1000})`),
          ),
        ),
      )
  }
  return true
}
