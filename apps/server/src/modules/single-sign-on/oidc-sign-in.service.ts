import { normalizeEmail, USERNAME_MAX_LENGTH, type ApiMessageKey, type SsoTestResult } from '@stepup/contract'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { ssoSignIns, userIdentities, users, type UserRow } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import { recordAudit } from '../audit/index.ts'
import { createSession, deleteOtherSessions, deleteSession } from '../auth/index.ts'
import { lockActiveAdmins } from '../members/index.ts'
import { removeWebPushSubscriptionsOf } from '../notifications/index.ts'
import { revokePushTokensOf } from '../push/index.ts'
import { joinTeamByDirectory } from '../teams/index.ts'
import {
  authorizationRequest,
  providerConfiguration,
  reasonOf,
  redeemCallback,
  type ProviderClaims,
} from './oidc-client.ts'
import {
  enabledProvider,
  readOidcSettings,
  recordTest,
  redirectUrl,
  type OidcSettingsRow,
} from './oidc-settings.service.ts'

/** How long a member has at the provider, from leaving StepUp to coming back. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000
/** The groups read from one member's claims at most: a directory's, not an attacker's, size. */
const MAX_GROUPS = 500

/** A sign-in that ends on a page of the app with a message, rather than with a session. */
export class SignInError extends Error {
  /** Whether it ended an admin's "Test sign-in", which goes back to the admin's page. */
  testing = false

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
 * Starts a sign-in at the provider: stores what the callback must find, keyed by the state's hash,
 * and answers the provider's address and the state (which the browser also keeps in a cookie, so
 * only the browser that started a sign-in can finish it). `testBy` makes it an admin's test.
 */
export async function startOidcSignIn(
  db: Db,
  appOrigin: string,
  { returnTo, testBy }: { returnTo: string; testBy?: number },
): Promise<{ url: string; state: string }> {
  const settings = testBy === undefined ? await enabledProvider(db) : await readOidcSettings(db)
  if (!settings) throw new SignInError(testBy === undefined ? 'ssoUnavailable' : 'ssoNotConfigured')
  // An admin's test says why the provider could not be reached; a member is told it failed.
  const config = await providerConfiguration(settings).catch((error: unknown) => {
    throw testBy !== undefined && error instanceof AppError ? error : new SignInFailure(reasonOf(error))
  })
  const request = await authorizationRequest(config, {
    redirectUri: redirectUrl(appOrigin),
    scopes: settings.scopes,
    forceLogin: testBy !== undefined,
  })
  await db.delete(ssoSignIns).where(lt(ssoSignIns.expiresAt, new Date()))
  await db.insert(ssoSignIns).values({
    stateHash: hashToken(request.state),
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    returnTo,
    testBy: testBy ?? null,
    expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
  })
  return { url: request.url.toString(), state: request.state }
}

export type CallbackOutcome =
  { kind: 'signed-in'; token: string; returnTo: string } | { kind: 'tested'; returnTo: string }

/**
 * Finishes a sign-in the provider sent back. The state must be the one this browser started
 * (`browserState`, from its cookie) and is spent here whatever follows, so a callback works once.
 * The code is redeemed with the PKCE verifier and the ID token checked (signature, issuer,
 * audience, expiry, nonce). A test records what the provider said; a sign-in signs the member in,
 * making or linking the account on the first one.
 */
export async function finishOidcSignIn(
  db: Db,
  {
    callbackUrl,
    state,
    browserState,
    previousToken,
    providerError,
  }: {
    callbackUrl: URL
    state: string | undefined
    browserState: string | undefined
    previousToken: string | undefined
    providerError: string | undefined
  },
): Promise<CallbackOutcome> {
  if (!state || !browserState || state !== browserState) throw new SignInError('ssoExpired')
  const [started] = await db
    .delete(ssoSignIns)
    .where(and(eq(ssoSignIns.stateHash, hashToken(state)), gt(ssoSignIns.expiresAt, new Date())))
    .returning()
  if (!started) throw new SignInError('ssoExpired')
  const testing = started.testBy !== null
  try {
    return await finishStarted(db, started, { callbackUrl, state, previousToken, providerError })
  } catch (error) {
    if (error instanceof SignInError) error.testing = testing
    throw error
  }
}

async function finishStarted(
  db: Db,
  started: typeof ssoSignIns.$inferSelect,
  {
    callbackUrl,
    state,
    previousToken,
    providerError,
  }: { callbackUrl: URL; state: string; previousToken: string | undefined; providerError: string | undefined },
): Promise<CallbackOutcome> {
  const testing = started.testBy !== null
  const settings = testing ? await readOidcSettings(db) : await enabledProvider(db)
  if (!settings) throw new SignInError(testing ? 'ssoNotConfigured' : 'ssoUnavailable')
  // The provider said no (the member cancelled, or is not assigned to the app).
  if (providerError) throw new SignInError('ssoFailed')
  let claims: ProviderClaims
  try {
    const config = await providerConfiguration(settings)
    claims = await redeemCallback(config, callbackUrl, {
      state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
    })
  } catch (error) {
    throw new SignInFailure(reasonOf(error))
  }
  const said = readClaims(settings, claims)
  if (testing) {
    await inTransaction(db, async (tx) => {
      const stillAdmin = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, started.testBy!), eq(users.isAdmin, true)))
      if (stillAdmin.length === 0) throw new SignInError('ssoFailed')
      // Settings changed while the admin was at the provider: this test was not of them.
      const startedAt = new Date(started.expiresAt.getTime() - SIGN_IN_TTL_MS)
      if (!(await recordTest(tx, testRecord(said), startedAt))) throw new SignInError('ssoExpired')
    })
    return { kind: 'tested', returnTo: started.returnTo }
  }
  const token = await signInMember(db, settings, said, previousToken)
  return { kind: 'signed-in', token, returnTo: started.returnTo }
}

/** A failure at the provider (a refused code, a token that did not verify), kept for the log. */
export class SignInFailure extends SignInError {
  constructor(readonly reason: string) {
    super('ssoFailed')
  }
}

/** The claims StepUp reads, checked for type: anything else the provider sends is ignored. */
interface SaidClaims {
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

function readClaims(settings: OidcSettingsRow, claims: ProviderClaims): SaidClaims {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
  const email = text(claims.email)
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true'
  const givenFamily = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ')
  const picture = text(claims.picture)
  const rawGroups = claims[settings.groupsClaim]
  const groups = (Array.isArray(rawGroups) ? rawGroups : typeof rawGroups === 'string' ? [rawGroups] : [])
    .slice(0, MAX_GROUPS)
    .filter((group): group is string => typeof group === 'string' && group.length <= 200)
  return {
    issuer: settings.issuer,
    subject: claims.sub,
    email: email && email.length <= 254 && email.includes('@') ? normalizeEmail(email) : null,
    emailProven: emailVerified || settings.trustEmail,
    emailVerified,
    name: text(claims.name) ?? (givenFamily || null) ?? text(claims.preferred_username),
    picture: picture && picture.length <= 2048 && picture.startsWith('https://') ? picture : null,
    groups,
  }
}

function testRecord(said: SaidClaims): SsoTestResult {
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
async function signInMember(db: Db, settings: OidcSettingsRow, said: SaidClaims, previousToken: string | undefined) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await inTransaction(db, async (tx) => {
        // Admins first, then the member, as every change of role locks them.
        if (settings.adminGroups.length > 0) await lockActiveAdmins(tx)
        const member = await matchMember(tx, said)
        await applyGroups(tx, settings, member, said.groups)
        if (previousToken) await deleteSession(tx, hashToken(previousToken))
        const { token } = await createSession(tx, member.id, 'oidc')
        return token
      })
    } catch (error) {
      if (attempt === 0 && uniqueViolation(error) !== null) continue
      throw error
    }
  }
}

async function matchMember(tx: DbOrTx, said: SaidClaims): Promise<UserRow> {
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

async function createMember(tx: DbOrTx, said: SaidClaims): Promise<UserRow> {
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
async function applyGroups(tx: DbOrTx, settings: OidcSettingsRow, member: UserRow, groups: string[]) {
  const held = new Set(groups)
  if (settings.adminGroups.length > 0) {
    const admin = settings.adminGroups.some((group) => held.has(group))
    if (admin !== member.isAdmin) await setRoleByProvider(tx, member, admin)
  }
  const team = settings.teamGroups.find((mapping) => held.has(mapping.group))
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
