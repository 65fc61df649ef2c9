import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ssoSignIns } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import {
  assertStillAdmin,
  emailOf,
  groupsOf,
  reasonOf,
  SIGN_IN_TTL_MS,
  signInMember,
  startedAtOf,
  type CallbackOutcome,
  SignInError,
  SignInFailure,
  testRecord,
  textOf,
  type ProviderSaid,
} from './member-sign-in.ts'
import { authorizationRequest, providerConfiguration, redeemCallback, type ProviderClaims } from './oidc-client.ts'
import {
  enabledProvider,
  readOidcSettings,
  recordTest,
  redirectUrl,
  type OidcSettingsRow,
} from './oidc-settings.service.ts'

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
    if (error instanceof SignInError && testing) error.testPage = started.returnTo
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
      await assertStillAdmin(tx, started.testBy!)
      // Settings changed while the admin was at the provider: this test was not of them.
      if (!(await recordTest(tx, testRecord(said), startedAtOf(started.expiresAt)))) throw new SignInError('ssoExpired')
    })
    return { kind: 'tested', returnTo: started.returnTo }
  }
  const token = await signInMember(db, 'oidc', settings, said, previousToken)
  return { kind: 'signed-in', token, returnTo: started.returnTo }
}

/** The claims StepUp reads, checked for type: anything else the provider sends is ignored. */
function readClaims(settings: OidcSettingsRow, claims: ProviderClaims): ProviderSaid {
  const text = textOf
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true'
  const givenFamily = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ')
  const picture = text(claims.picture)
  return {
    issuer: settings.issuer,
    subject: claims.sub,
    email: emailOf(claims.email),
    emailProven: emailVerified || settings.trustEmail,
    emailVerified,
    name: text(claims.name) ?? (givenFamily || null) ?? text(claims.preferred_username),
    picture: picture && picture.length <= 2048 && picture.startsWith('https://') ? picture : null,
    groups: groupsOf(claims[settings.groupsClaim]),
  }
}
