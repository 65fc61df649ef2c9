import {
  normalizeEmail,
  type Invitation,
  type InvitationPreview,
  type InvitationStatus,
  type InviteByEmailInput,
  type InviteLink,
  type InviteLinkInput,
  type JoinPolicy,
  type JoinRules,
  type Language,
} from '@stepup/contract'
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, DbOrTx } from '../../db/client.ts'
import { emailVerificationTokens, invitations, users, type UserRow } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { composeMail, fill, mailLanguageOf, mailTexts } from '../../lib/mail/compose.ts'
import { enqueueMail, type MailQueue } from '../../lib/mail/queue.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import { recordAudit } from '../audit/index.ts'
import { getSettings, type Settings } from '../settings/index.ts'
import { enabledProviders } from '../single-sign-on/index.ts'

/** How long a confirmation link works: a day, time enough to find the mail. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000
export const EMAIL_CONFIRMED_MESSAGE = 'Your email address is confirmed.'
export const CONFIRMATION_SENT_MESSAGE = 'We sent you a new confirmation link. Please check also your spam.'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the sign-up page says of who may join. */
export async function joinRules(db: DbOrTx): Promise<JoinRules> {
  const settings = await getSettings(db)
  const policy = settings.joinPolicy as JoinPolicy
  return {
    policy,
    domains: policy === 'domains' ? settings.joinDomains : [],
    signInProviders: await enabledProviders(db),
  }
}

/** Refused while members sign in only at the provider: ssoOnly, naming it. */
async function ssoOnly(db: DbOrTx) {
  const [provider] = await enabledProviders(db)
  return forbidden('ssoOnly', { provider: provider?.label ?? 'single sign-on' })
}

/**
 * Whether the member may sign in with a password: always, but while the community joins by single
 * sign-on only, when only admins may (so a provider that breaks never locks the community out).
 */
export async function assertPasswordSignIn(db: DbOrTx, user: Pick<UserRow, 'isAdmin'>): Promise<void> {
  if (user.isAdmin) return
  const settings = await getSettings(db)
  if (settings.joinPolicy === 'sso') throw await ssoOnly(db)
}

/** How an account comes in: whether its email is proven already, and whether it must be before use. */
interface Admission {
  emailVerified: boolean
  mustVerifyEmail: boolean
}

/**
 * Whether the community lets this sign-up in, in the sign-up's transaction. An invitation admits
 * whatever the policy and is spent here: a mailed one once, by its own address (which it proves),
 * a shared link each time until it expires or is revoked. A sign-up with the server's admin token
 * is never refused, so a community cannot lock its admins out. Otherwise `invite` refuses, and
 * `domains` lets in only addresses of its domains, which must then be proven before use.
 */
export async function admit(
  tx: DbOrTx,
  { email, invitation, asAdmin }: { email: string; invitation?: string | null; asAdmin: boolean },
): Promise<Admission> {
  const settings = await getSettings(tx)
  // Single sign-on only: the provider makes every account but the admins' (an invitation neither).
  if (settings.joinPolicy === 'sso' && !asAdmin) throw await ssoOnly(tx)
  // The address joins now: invitations still waiting for it have nothing left to do.
  const unusedOfAddress = () =>
    tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.email, email), isNull(invitations.revokedAt), eq(invitations.uses, 0)))
  if (invitation) {
    // Claimed with a conditional update: two sign-ups racing for one mailed invitation, one wins.
    const [claimed] = await tx
      .update(invitations)
      .set({ uses: sql`${invitations.uses} + 1` })
      .where(
        and(
          eq(invitations.tokenHash, hashToken(invitation)),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, new Date()),
          sql`(${invitations.email} is null or (${invitations.uses} = 0 and ${invitations.email} = ${email}))`,
        ),
      )
      .returning({ email: invitations.email })
    if (claimed) {
      await unusedOfAddress()
      return { emailVerified: claimed.email !== null, mustVerifyEmail: false }
    }
    // A stale link is no reason to refuse someone the policy lets in anyway.
    const byPolicy = admittedByPolicy(settings, email, asAdmin)
    if (byPolicy) {
      await unusedOfAddress()
      return byPolicy
    }
    const [mailed] = await tx
      .select({ email: invitations.email, uses: invitations.uses })
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(invitation)))
    if (mailed?.email && mailed.email !== email && mailed.uses === 0) throw forbidden('invitationForAnotherEmail')
    throw forbidden('invitationInvalid')
  }
  const byPolicy = admittedByPolicy(settings, email, asAdmin)
  if (byPolicy) {
    await unusedOfAddress()
    return byPolicy
  }
  if (settings.joinPolicy === 'domains') {
    throw forbidden('emailDomainNotAllowed', { domains: settings.joinDomains.join(', ') })
  }
  throw forbidden('invitationRequired')
}

/** How the policy lets the address in without an invitation, or null when it does not. */
function admittedByPolicy(settings: Settings, email: string, asAdmin: boolean): Admission | null {
  if (asAdmin) return { emailVerified: false, mustVerifyEmail: false }
  switch (settings.joinPolicy as JoinPolicy) {
    case 'invite':
    case 'sso':
      return null
    case 'domains':
      return settings.joinDomains.includes(email.slice(email.lastIndexOf('@') + 1))
        ? { emailVerified: false, mustVerifyEmail: true }
        : null
    default:
      return { emailVerified: false, mustVerifyEmail: false }
  }
}

/**
 * Stores a new confirmation link for the member's address and queues the mail that carries it, in
 * the caller's transaction. The caller wakes the mail queue once it has committed.
 */
export async function queueConfirmationMail(
  tx: DbOrTx,
  appOrigin: string,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'language'>,
  fallbackLanguage?: Language,
): Promise<void> {
  const token = newToken()
  const expiresAt = new Date(Date.now() + CONFIRMATION_TTL_MS)
  await tx
    .insert(emailVerificationTokens)
    .values({ tokenHash: hashToken(token), userId: user.id, email: user.email, expiresAt })
  const language = mailLanguageOf(user.language, fallbackLanguage)
  const words = mailTexts(language).emailConfirmation
  const mail = composeMail({
    language,
    subject: words.subject,
    greeting: fill(words.greeting, { name: user.username }),
    before: [words.intro],
    link: { label: words.button, url: `${appOrigin}/verify-email?token=${token}` },
    after: [fill(words.expiry, { hours: CONFIRMATION_TTL_MS / 3_600_000 }), words.ignore],
  })
  await enqueueMail(tx, { to: user.email, memberId: user.id, ...mail, expiresAt })
}

/**
 * Marks the address proven. The link proves the address it was mailed to, so it does nothing once
 * the account's email is another; it may be opened again (a mail app's preview opens it first).
 */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [link] = await tx
      .select({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email })
      .from(emailVerificationTokens)
      .where(
        and(eq(emailVerificationTokens.tokenHash, hashToken(token)), gt(emailVerificationTokens.expiresAt, new Date())),
      )
    if (!link) throw badRequest('verificationLinkInvalid')
    const [confirmed] = await tx
      .update(users)
      // Proven once, the account is of use: a later change of address is confirmed when the member likes.
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, mustVerifyEmail: false })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning({ id: users.id })
    if (!confirmed) throw badRequest('verificationLinkInvalid')
  })
}

/** Mails the member a new confirmation link, unless their address is proven already. */
export async function sendConfirmationAgain(
  db: Db,
  mailQueue: Pick<MailQueue, 'wake'>,
  appOrigin: string,
  user: UserRow,
  requestLanguage?: Language,
): Promise<void> {
  if (user.emailVerifiedAt) throw conflict('emailAlreadyVerified')
  await inTransaction(db, (tx) => queueConfirmationMail(tx, appOrigin, user, requestLanguage))
  mailQueue.wake()
}

/** An invitation as its link's holder sees it, while it can still be used. */
export async function previewInvitation(db: DbOrTx, token: string): Promise<InvitationPreview> {
  const [found] = await db
    .select({ email: invitations.email, expiresAt: invitations.expiresAt, uses: invitations.uses })
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
  if (!found || (found.email !== null && found.uses > 0)) throw notFound('invitationInvalid')
  return { email: found.email, expiresAt: found.expiresAt.toISOString() }
}

const inviters = alias(users, 'inviters')

const statusOf = (row: {
  email: string | null
  uses: number
  revokedAt: Date | null
  expiresAt: Date
}): InvitationStatus =>
  row.revokedAt
    ? 'revoked'
    : row.email !== null && row.uses > 0
      ? 'accepted'
      : row.expiresAt <= new Date()
        ? 'expired'
        : 'pending'

/** The most invitations the admin page lists, newest first. */
const LISTED_INVITATIONS = 500

/** The invitations, newest first, each with what became of it. */
export async function listInvitations(db: DbOrTx, ids?: readonly number[]): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      revokedAt: invitations.revokedAt,
      uses: invitations.uses,
      invitedBy: inviters.username,
    })
    .from(invitations)
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(ids ? inArray(invitations.id, [...ids]) : undefined)
    .orderBy(desc(invitations.id))
    .limit(LISTED_INVITATIONS)
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: row.invitedBy,
    uses: row.uses,
  }))
}

export interface InvitationContext {
  db: Db
  mailQueue: Pick<MailQueue, 'wake'>
  appOrigin: string
}

/**
 * Mails each address an invitation, valid for `days`: addresses that have an account already are
 * left out and named. A pending invitation of the same address is revoked, so one link works.
 */
export async function inviteByEmail(
  ctx: InvitationContext,
  admin: UserRow,
  input: Required<InviteByEmailInput>,
): Promise<{ invitations: Invitation[]; alreadyMembers: string[] }> {
  const emails = [...new Set(input.emails.map(normalizeEmail))]
  // Two admins inviting one address at once: the unique index lets one in, and the other, tried
  // again, finds that invitation and replaces it, as it would one made a minute before.
  const result = await retriedOnce(() =>
    inTransaction(ctx.db, async (tx) => {
      await assertInvitationsAdmit(tx)
      const members = await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails))
      const alreadyMembers = new Set(members.map((row) => row.email))
      const invited = emails.filter((email) => !alreadyMembers.has(email))
      if (invited.length === 0) return { ids: [], alreadyMembers: [...alreadyMembers] }
      const replaced = await tx
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(and(inArray(invitations.email, invited), isNull(invitations.revokedAt), eq(invitations.uses, 0)))
        .returning({ email: invitations.email })
      const expiresAt = new Date(Date.now() + input.days * DAY_MS)
      const tokens = invited.map(() => newToken())
      const created = await tx
        .insert(invitations)
        .values(
          invited.map((email, index) => ({
            tokenHash: hashToken(tokens[index]!),
            email,
            invitedBy: admin.id,
            expiresAt,
          })),
        )
        .returning({ id: invitations.id })
      const language = mailLanguageOf(admin.language)
      const words = mailTexts(language).invitation
      for (const [index, email] of invited.entries()) {
        const mail = composeMail({
          language,
          subject: words.subject,
          greeting: words.greeting,
          before: [fill(words.intro, { name: admin.username })],
          link: { label: words.button, url: `${ctx.appOrigin}/signup?invite=${tokens[index]}` },
          after: [fill(words.expiry, { days: input.days }), words.ignore],
        })
        await enqueueMail(tx, { to: email, memberId: null, ...mail, expiresAt })
      }
      await recordAudit(tx, {
        action: 'member.invite',
        actorId: admin.id,
        after: {
          emails: invited,
          days: input.days,
          ...(replaced.length > 0 && { replaced: replaced.map((row) => row.email) }),
        },
      })
      return { ids: created.map((row) => row.id), alreadyMembers: [...alreadyMembers] }
    }),
  )
  ctx.mailQueue.wake()
  return {
    invitations: result.ids.length === 0 ? [] : await listInvitations(ctx.db, result.ids),
    alreadyMembers: result.alreadyMembers,
  }
}

/** Refuses a new invitation while people join only by single sign-on: it would admit nobody. */
async function assertInvitationsAdmit(tx: DbOrTx) {
  if ((await getSettings(tx)).joinPolicy === 'sso') throw conflict('invitationsUnderSso')
}

/** Runs `work` again once if it broke a unique index another transaction had just filled. */
async function retriedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (uniqueViolation(error) === null) throw error
    return work()
  }
}

/** A link that admits whoever has it for `days`; its address is given this once. */
export async function createInviteLink(
  ctx: InvitationContext,
  admin: UserRow,
  input: Required<InviteLinkInput>,
): Promise<InviteLink> {
  const token = newToken()
  const id = await inTransaction(ctx.db, async (tx) => {
    await assertInvitationsAdmit(tx)
    const [created] = await tx
      .insert(invitations)
      .values({
        tokenHash: hashToken(token),
        invitedBy: admin.id,
        expiresAt: new Date(Date.now() + input.days * DAY_MS),
      })
      .returning({ id: invitations.id })
    await recordAudit(tx, {
      action: 'member.invite',
      actorId: admin.id,
      targetId: created!.id,
      after: { link: true, days: input.days },
    })
    return created!.id
  })
  const [invitation] = await listInvitations(ctx.db, [id])
  return { invitation: invitation!, url: `${ctx.appOrigin}/signup?invite=${token}` }
}

/** Revokes an invitation: its link admits no one from now on. */
export async function revokeInvitation(db: Db, admin: UserRow, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [revoked] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      // A mailed invitation once accepted has done its work: there is nothing left to revoke.
      .where(
        and(
          eq(invitations.id, id),
          isNull(invitations.revokedAt),
          sql`(${invitations.email} is null or ${invitations.uses} = 0)`,
        ),
      )
      .returning({ email: invitations.email })
    if (!revoked) throw notFound('invitationNotFound')
    await recordAudit(tx, {
      action: 'member.invite-revoke',
      actorId: admin.id,
      targetId: id,
      target: revoked.email,
    })
  })
}

/** Spent confirmation links are refused anyway; the hourly sweep keeps the table small. */
export async function deleteSpentConfirmations(db: DbOrTx): Promise<void> {
  await db.delete(emailVerificationTokens).where(sql`${emailVerificationTokens.expiresAt} <= now()`)
}

/** Invitations to the address of a member whose account is erased: nothing is kept of it. */
export async function forgetInvitationsTo(tx: DbOrTx, email: string): Promise<void> {
  await tx.delete(invitations).where(eq(invitations.email, email))
}
