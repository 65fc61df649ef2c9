import {
  normalizeEmail,
  USERNAME_MAX_LENGTH,
  type ApiMessageKey,
  type SsoProtocol,
  type SsoTestResult,
} from '@stepup/contract'
import { and, eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { userIdentities, users, type UserRow } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { inTransaction } from '../../db/transaction.ts'
import { hashToken } from '../../lib/tokens.ts'
import { recordAudit } from '../audit/index.ts'
import { createSession, deleteOtherSessions, deleteSession } from '../auth/index.ts'
import { lockActiveAdmins } from '../members/index.ts'
import { removeWebPushSubscriptionsOf } from '../notifications/index.ts'
import { revokePushTokensOf } from '../push/index.ts'
import { joinTeamByDirectory } from '../teams/index.ts'

/**
 * What both protocols share once the provider has said who signed in: the member it names (linked,
 * matched by a proven email, or made), the groups it lists mapped to the admin role and a team,
 * and a session. OpenID Connect and SAML differ only in how they learn what the provider said.
 */

/** How long a member has at the provider, from leaving StepUp to coming back. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000

/** When a sign-in under way began, from when it expires. */
export function startedAtOf(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - SIGN_IN_TTL_MS)
}

/** How a sign-in that came back from the provider ends: a member's session, or an admin's test recorded. */
export type CallbackOutcome =
  { kind: 'signed-in'; token: string; returnTo: string } | { kind: 'tested'; returnTo: string }

/** The groups read from one member's claims at most: a directory's, not an attacker's, size. */
const MAX_GROUPS = 500

/** The provider's groups as read from a claim or attribute: strings of a sane length, at most 500. */
export function groupsOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
    .slice(0, MAX_GROUPS)
    .filter((group): group is string => typeof group === 'string' && group.length <= 200)
}

/** What went wrong with the provider, in a line an admin can act on. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`.slice(0, 300)
}

/** A text value the provider sent, trimmed; null for anything else or an empty one. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** An email address the provider sent, normalised as StepUp keeps them; null if it is not one. */
export function emailOf(value: unknown): string | null {
  const email = textOf(value)
  return email && email.length <= 254 && email.includes('@') ? normalizeEmail(email) : null
}

/** An admin's "Test sign-in" counts only while its admin still is one. */
export async function assertStillAdmin(tx: DbOrTx, userId: number) {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isAdmin, true)))
  if (!admin) throw new SignInError('ssoFailed')
}

/** How the provider's groups map, as its admin set them. */
export interface GroupMapping {
  adminGroups: string[]
  teamGroups: { group: string; teamId: number }[]
}

/** A sign-in that ends on a page of the app with a message, rather than with a session. */
export class SignInError extends Error {
  /** The admin's page an admin's "Test sign-in" goes back to, when it ended one. */
  testPage: string | null = null

  constructor(readonly key: ApiMessageKey) {
    super(key)
  }
}

/**
 * Where the member goes once signed in: a path of the app, never another site (`//evil.example`,
 * `/\evil.example`) nor a call of the API. Anything else goes home.
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value || value.length > 500) return '/'
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/'
  // Control characters (a tab or a newline inside `//`) are dropped by URL parsers: refused here.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/'
  if (value === '/api' || value.startsWith('/api/')) return '/'
  return value
}

/**
 * A failure at the provider (a refused code, a token or assertion that did not verify): the member
 * is told it failed; the reason goes to the log, and to the admin whose test it was.
 */
export class SignInFailure extends SignInError {
  constructor(readonly reason: string) {
    super('ssoFailed')
  }
}

/** Who the provider said signed in, checked for type: anything else it sends is ignored. */
export interface ProviderSaid {
  issuer: string
  subject: string
  email: string | null
  /** The provider vouches for the address: `email_verified`, or an admin who trusts its addresses. */
  emailProven: boolean
  emailVerified: boolean
  name: string | null
  picture: string | null
  groups: string[]
}

export function testRecord(said: ProviderSaid): SsoTestResult {
  return {
    at: new Date().toISOString(),
    subject: said.subject,
    email: said.email,
    // What the provider said; the page weighs it with the admin's trust in its addresses.
    emailVerified: said.emailVerified,
    name: said.name,
    groups: said.groups,
  }
}

/**
 * Signs the member the provider named in, in one transaction: by their link to the provider's
 * account; else by a proven email, linking the account that has it; else as a new member. Two
 * first sign-ins of one person racing each other: the second finds what the first made.
 */
export async function signInMember(
  db: Db,
  protocol: SsoProtocol,
  mapping: GroupMapping,
  said: ProviderSaid,
  previousToken: string | undefined,
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await inTransaction(db, async (tx) => {
        // Admins first, then the member, as every change of role locks them.
        if (mapping.adminGroups.length > 0) await lockActiveAdmins(tx)
        const member = await matchMember(tx, said)
        await applyGroups(tx, mapping, member, said.groups)
        if (previousToken) await deleteSession(tx, hashToken(previousToken))
        const { token } = await createSession(tx, member.id, protocol)
        return token
      })
    } catch (error) {
      if (attempt === 0 && uniqueViolation(error) !== null) continue
      throw error
    }
  }
}

async function matchMember(tx: DbOrTx, said: ProviderSaid): Promise<UserRow> {
  const [linked] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, said.issuer), eq(userIdentities.subject, said.subject)))
    .for('no key update', { of: users })
  if (linked) {
    if (linked.user.deactivatedAt) throw new SignInError('accountDeactivated')
    await tx
      .update(userIdentities)
      .set({ lastSignInAt: new Date() })
      .where(and(eq(userIdentities.issuer, said.issuer), eq(userIdentities.subject, said.subject)))
    if (!linked.user.avatarUrl && said.picture) {
      await tx.update(users).set({ avatarUrl: said.picture }).where(eq(users.id, linked.user.id))
    }
    return linked.user
  }
  // A first sign-in: only an address the provider vouches for may name an account, or anyone who
  // made an account at the provider with a victim's address would sign in as the victim.
  if (!said.email) throw new SignInError('ssoEmailMissing')
  if (!said.emailProven) throw new SignInError('ssoEmailUnverified')
  const [existing] = await tx.select().from(users).where(eq(users.email, said.email)).for('no key update')
  const member = existing ? await linkExisting(tx, existing) : await createMember(tx, said)
  await tx.insert(userIdentities).values({ issuer: said.issuer, subject: said.subject, userId: member.id })
  return member
}

/**
 * Links the account that has the provider's proven address. An account whose address was never
 * proven may have been made by someone else before its owner came (a pre-hijack): its password,
 * sessions, push tokens (phone apps' keys), browser push subscriptions and device id end, and it
 * is the provider's member's alone from now on.
 */
async function linkExisting(tx: DbOrTx, member: UserRow): Promise<UserRow> {
  if (member.deactivatedAt) throw new SignInError('accountDeactivated')
  if (member.emailVerifiedAt) return member
  const [proven] = await tx
    .update(users)
    // The device id too: a watch of whoever set it must not go on counting for the owner.
    .set({
      emailVerifiedAt: new Date(),
      mustVerifyEmail: false,
      passwordHash: null,
      sensorUserId: null,
      sensorCountsFrom: null,
    })
    .where(eq(users.id, member.id))
    .returning()
  await deleteOtherSessions(tx, member.id)
  await revokePushTokensOf(tx, member.id)
  await removeWebPushSubscriptionsOf(tx, member.id)
  return proven!
}

async function createMember(tx: DbOrTx, said: ProviderSaid): Promise<UserRow> {
  const name = (said.name ?? said.email!.slice(0, said.email!.indexOf('@'))).slice(0, USERNAME_MAX_LENGTH)
  const [member] = await tx
    .insert(users)
    .values({
      username: name,
      email: said.email!,
      passwordHash: null,
      avatarUrl: said.picture,
      emailVerifiedAt: new Date(),
    })
    .returning()
  return member!
}

/**
 * The provider's groups, as the admin mapped them: the admin role follows the admin groups (given
 * and taken back; the last admin who can sign in keeps it), and a member without a team joins the
 * team of their first mapped group. Nothing is mapped while the admin lists no group.
 */
async function applyGroups(tx: DbOrTx, mapping: GroupMapping, member: UserRow, groups: string[]) {
  const held = new Set(groups)
  if (mapping.adminGroups.length > 0) {
    const admin = mapping.adminGroups.some((group) => held.has(group))
    if (admin !== member.isAdmin) await setRoleByProvider(tx, member, admin)
  }
  const team = mapping.teamGroups.find((mapping) => held.has(mapping.group))
  if (team && member.teamId === null) await joinTeamByDirectory(tx, member.id, team.teamId)
}

async function setRoleByProvider(tx: DbOrTx, member: UserRow, admin: boolean) {
  const admins = await lockActiveAdmins(tx)
  if (!admin && admins.includes(member.id) && admins.length <= 1) return
  await tx.update(users).set({ isAdmin: admin }).where(eq(users.id, member.id))
  await recordAudit(tx, {
    action: 'member.role-by-provider',
    actorId: member.id,
    subjectId: member.id,
    target: member.username,
    names: { target: member.id },
    before: { isAdmin: member.isAdmin },
    after: { isAdmin: admin },
  })
}
