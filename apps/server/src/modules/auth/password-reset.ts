import { normalizeEmail, type ResetPasswordInput } from '@stepup/contract'
import { and, eq, gt, isNull, lte, or, isNotNull } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { passwordResetTokens, users } from '../../db/schema/index.ts'
import { badRequest } from '../../errors.ts'
import type { Mail, Mailer } from '../../lib/mailer.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import { hashPassword } from './passwords.ts'
import { deleteOtherSessions, forgetSessionLookups } from './sessions.ts'

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const FORGOT_PASSWORD_MESSAGE =
  'If this email is registered, a reset link has been sent. Please check also your spam.'
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now log in with your new password.'

/**
 * Sends a reset link when the email has an account that is not deactivated, and does nothing
 * otherwise. The caller answers the same either way, so the form cannot be used to find out who
 * has an account.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, appOrigin: string, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deactivatedAt)))
  if (!user) return
  mailer.send(await createResetMail(db, appOrigin, user))
}

/**
 * Stores a new reset link for the member and writes the mail that carries it, for the caller to
 * send once the link is committed: the mail of "forgot password", also sent when an admin asks.
 */
export async function createResetMail(
  tx: DbOrTx,
  appOrigin: string,
  user: { id: number; email: string; username: string },
): Promise<Mail> {
  const token = newToken()
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  })
  const link = `${appOrigin}/reset-password?token=${token}`
  return {
    to: user.email,
    subject: 'Reset your StepUp password',
    text: [
      `Hello ${user.username},`,
      '',
      'Someone asked to reset the password of your StepUp account. To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once, for 60 minutes. If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
  }
}

/**
 * Sets the new password and ends every session of the user. The token is claimed with a
 * conditional update inside the same transaction, so when two resets race with one token the
 * second finds it used and fails: exactly one succeeds.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput) {
  const passwordHash = await hashPassword(input.password)
  const now = new Date()
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId })
    if (!claimed) throw badRequest('invalidResetToken')

    // A deactivated member's links are refused like spent ones; the update's row lock orders it
    // against a deactivation under way.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, claimed.userId), isNull(users.deactivatedAt)))
      .returning({ id: users.id })
    if (!changed) throw badRequest('invalidResetToken')
    // Other links sent before this reset must not be able to change the password again.
    await voidResetTokens(tx, claimed.userId)
    await deleteOtherSessions(tx, claimed.userId)
  })
  // Lookups that began before the commit read the sessions it ended.
  forgetSessionLookups()
}

/**
 * Voids the member's unused reset links. Called when the email changes: a link mailed to the old
 * address must not reset the password of an account that address no longer names.
 */
export async function voidResetTokens(tx: DbOrTx, userId: number) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}

export async function deleteSpentResetTokens(db: DbOrTx) {
  await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, new Date())))
}
