import { normalizeEmail, type LoginInput, type RegisterInput } from '@stepup/contract'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { users, type UserRow } from '../../db/schema/index.ts'
import { forbidden, unauthorized } from '../../errors.ts'
import { hashToken, safeEqual } from '../../lib/tokens.ts'
import { userConflict } from '../users/index.ts'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts'
import { createSession, deleteSession } from './sessions.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { MailQueue } from '../../lib/mail/queue.ts'
import { admit, assertPasswordSignIn, queueConfirmationMail } from '../joining/index.ts'

export interface SignedIn {
  user: UserRow
  /** The new session's cookie value. */
  token: string
}

/**
 * Decides whether a sign-up becomes an admin. An empty token makes a member; any other token
 * must equal ADMIN_TOKEN, and a wrong one is refused rather than quietly making a member.
 */
function isAdminSignUp(config: Config, adminToken: string | null | undefined) {
  const token = adminToken?.trim() ?? ''
  if (token === '') return false
  if (!config.adminToken) throw forbidden('adminSignupDisabled')
  if (!safeEqual(token, config.adminToken)) throw forbidden('adminTokenInvalid')
  return true
}

/**
 * Creates the account and its first session, if the community lets the sign-up in (an invitation
 * it holds is spent in the same transaction). An address that must be proven before use is mailed
 * a confirmation link. A taken email is a 409 from the unique index, which also settles two sign-ups
 * racing for one email.
 */
export async function registerUser(
  db: Db,
  config: Config,
  mailQueue: Pick<MailQueue, 'wake'>,
  input: RegisterInput,
  previousToken?: string,
): Promise<SignedIn> {
  const isAdmin = isAdminSignUp(config, input.adminToken)
  const passwordHash = await hashPassword(input.password)
  const email = normalizeEmail(input.email)
  try {
    const signedIn = await inTransaction(db, async (tx) => {
      const { emailVerified, mustVerifyEmail } = await admit(tx, {
        email,
        invitation: input.invitation,
        asAdmin: isAdmin,
      })
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email,
          passwordHash,
          isAdmin,
          language: input.language ?? null,
          emailVerifiedAt: emailVerified ? new Date() : null,
          mustVerifyEmail,
        })
        .returning()
      // Mailed now where the community needs the address proven; elsewhere the member asks for it.
      if (mustVerifyEmail) await queueConfirmationMail(tx, config.appOrigin, user!)
      if (previousToken) await deleteSession(tx, hashToken(previousToken))
      const { token } = await createSession(tx, user!.id)
      return { user: user!, token }
    })
    if (signedIn.user.mustVerifyEmail) mailQueue.wake()
    return signedIn
  } catch (error) {
    throw userConflict(error) ?? error
  }
}

/**
 * Checks the password and starts a fresh session. The session the request came with (if any)
 * is deleted, so a session id planted before login is never the one that gets logged in. A
 * deactivated member is refused.
 */
export async function loginUser(db: Db, input: LoginInput, previousToken?: string): Promise<SignedIn> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)))
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password)
  if (!user || !valid) throw unauthorized('invalidCredentials')
  // Said only to whoever knows the password, so it tells a stranger nothing about the account.
  if (user.deactivatedAt) throw forbidden('accountDeactivated')
  await assertPasswordSignIn(db, user)
  if (!previousToken) {
    // A first session is one insert: no transaction, which costs two more round trips.
    const { token } = await createSession(db, user.id)
    return { user, token }
  }
  const signedIn = await inTransaction(db, async (tx) => {
    await deleteSession(tx, hashToken(previousToken))
    const { token } = await createSession(tx, user.id)
    return { user, token }
  })
  return signedIn
}

export async function logoutSession(db: Db, token: string | undefined) {
  if (token) await deleteSession(db, hashToken(token))
}
