import { normalizeEmail, type Language, type ResetPasswordInput } from '@stepup/contract'
import { and, eq, gt, isNull, lte, or, isNotNull } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { passwordResetTokens, users } from '../../db/schema/index.ts'
import { badRequest } from '../../errors.ts'
import { composeMail, fill, mailLanguageOf, mailTexts } from '../../lib/mail/compose.ts'
import { enqueueMail, type MailQueue } from '../../lib/mail/queue.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import { hashPassword } from './passwords.ts'
import { deleteOtherSessions } from './sessions.ts'
import { inTransaction } from '../../db/transaction.ts'

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const FORGOT_PASSWORD_MESSAGE =
  'If this email is registered, a reset link has been sent. Please check also your spam.'
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now log in with your new password.'

/**
 * Queues a reset link when the email has an account that is not deactivated, and does nothing
 * otherwise. The caller answers the same either way, so the form cannot be used to find out who
 * has an account. The mail is in the member's language, or for a member who never chose one, in
 * `requestLanguage` (the asker's Accept-Language), or English.
 */
export async function requestPasswordReset(
  db: Db,
  mailQueue: Pick<MailQueue, 'wake'>,
  appOrigin: string,
  email: string,
  requestLanguage: Language | undefined,
) {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username, language: users.language })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deactivatedAt)))
  if (!user) return
  await inTransaction(db, (tx) => queueResetMail(tx, appOrigin, user, requestLanguage))
  mailQueue.wake()
}

/**
 * Stores a new reset link for the member and queues the mail that carries it, in the caller's
 * transaction, so a committed link always gets its mail: the mail of "forgot password", also
 * sent when an admin asks. The caller wakes the mail queue once it has committed.
 */
export async function queueResetMail(
  tx: DbOrTx,
  appOrigin: string,
  user: { id: number; email: string; username: string; language: string | null },
  fallbackLanguage?: Language,
): Promise<void> {
  const token = newToken()
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS)
  await tx.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId: user.id, expiresAt })
  const language = mailLanguageOf(user.language, fallbackLanguage)
  const words = mailTexts(language).passwordReset
  const mail = composeMail({
    language,
    subject: words.subject,
    greeting: fill(words.greeting, { name: user.username }),
    before: [words.intro],
    link: { label: words.button, url: `${appOrigin}/reset-password?token=${token}` },
    after: [fill(words.expiry, { minutes: RESET_TOKEN_TTL_MS / 60_000 }), words.ignore],
  })
  // Once the link has expired the mail could not help anyone: it is given up then.
  await enqueueMail(tx, { to: user.email, memberId: user.id, ...mail, expiresAt })
}

/**
 * Sets the new password and ends every session of the user. The token is claimed with a
 * conditional update inside the same transaction, so when two resets race with one token the
 * second finds it used and fails: exactly one succeeds.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput) {
  const passwordHash = await hashPassword(input.password)
  const now = new Date()
  await inTransaction(db, async (tx) => {
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
