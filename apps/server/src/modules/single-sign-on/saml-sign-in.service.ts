import type { Profile } from '@node-saml/node-saml'
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { samlSignIns } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
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
import { authnRequest, validateResponse } from './saml-client.ts'
import {
  enabledSamlProvider,
  identityProvider,
  readSamlSettings,
  recordSamlTest,
  type SamlSettingsRow,
} from './saml-settings.service.ts'

/**
 * A SAML sign-in takes three steps. The start sends the browser to the provider with an
 * AuthnRequest and a relay state, which the browser also keeps in a cookie. The provider posts its
 * answer to the assertion consumer service, from its own site: the browser sends no cookie of
 * StepUp's with that post, so the answer is checked there and who it named kept, and the browser
 * is sent on to `finish` — a plain navigation, which carries the cookie — that signs them in only
 * if the cookie is the relay state's. So an answer posted by another site's page (login CSRF)
 * signs nobody in, and each request is answered once.
 */

/** Starts a sign-in at the provider; `testBy` makes it an admin's test, which asks for a fresh sign-in. */
export async function startSamlSignIn(
  db: Db,
  appOrigin: string,
  { returnTo, testBy }: { returnTo: string; testBy?: number },
): Promise<{ url: string; state: string }> {
  const settings = testBy === undefined ? await enabledSamlProvider(db) : await readSamlSettings(db)
  if (!settings) throw new SignInError(testBy === undefined ? 'ssoUnavailable' : 'ssoNotConfigured')
  const state = newToken()
  const { url, requestId } = await authnRequest(appOrigin, identityProvider(settings), {
    relayState: state,
    forceLogin: testBy !== undefined,
  })
  await db.delete(samlSignIns).where(lt(samlSignIns.expiresAt, new Date()))
  await db.insert(samlSignIns).values({
    relayStateHash: hashToken(state),
    requestId,
    returnTo,
    testBy: testBy ?? null,
    expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
  })
  return { url, state }
}

/**
 * The assertion consumer service: checks the provider's answer to a request StepUp made (an
 * answer nobody asked for, or to a request already answered, is refused) and keeps who it named
 * until the browser comes to `finish`. A refused answer spends its request.
 */
export async function receiveSamlResponse(
  db: Db,
  appOrigin: string,
  { samlResponse, relayState }: { samlResponse: string; relayState: string | undefined },
): Promise<{ state: string }> {
  if (!relayState) throw new SignInError('ssoExpired')
  const stateHash = hashToken(relayState)
  const [started] = await db
    .select()
    .from(samlSignIns)
    .where(
      and(
        eq(samlSignIns.relayStateHash, stateHash),
        gt(samlSignIns.expiresAt, new Date()),
        isNull(samlSignIns.profile),
      ),
    )
  if (!started) throw new SignInError('ssoExpired')
  const testing = started.testBy !== null
  try {
    const settings = testing ? await readSamlSettings(db) : await enabledSamlProvider(db)
    if (!settings) throw new SignInError(testing ? 'ssoNotConfigured' : 'ssoUnavailable')
    let said: ProviderSaid
    try {
      const profile = await validateResponse(appOrigin, identityProvider(settings), {
        samlResponse,
        requestId: started.requestId,
        requestedAt: startedAtOf(started.expiresAt),
      })
      said = readProfile(settings, profile)
    } catch (error) {
      await db.delete(samlSignIns).where(eq(samlSignIns.relayStateHash, stateHash))
      throw error instanceof SignInError ? error : new SignInFailure(reasonOf(error))
    }
    // Two posts of one answer at once: the first keeps it, the second finds it kept.
    const kept = await db
      .update(samlSignIns)
      .set({ profile: { ...said } })
      .where(and(eq(samlSignIns.relayStateHash, stateHash), isNull(samlSignIns.profile)))
      .returning({ relayStateHash: samlSignIns.relayStateHash })
    if (kept.length === 0) throw new SignInError('ssoExpired')
    return { state: relayState }
  } catch (error) {
    if (error instanceof SignInError && testing) error.testPage = started.returnTo
    throw error
  }
}

/**
 * Signs in whom the provider's checked answer named, if this browser started the sign-in (its
 * cookie holds the relay state); an admin's test records what it said instead. Works once.
 */
export async function finishSamlSignIn(
  db: Db,
  {
    state,
    browserState,
    previousToken,
  }: { state: string | undefined; browserState: string | undefined; previousToken: string | undefined },
): Promise<CallbackOutcome> {
  if (!state || !browserState || state !== browserState) throw new SignInError('ssoExpired')
  const [received] = await db
    .delete(samlSignIns)
    .where(
      and(
        eq(samlSignIns.relayStateHash, hashToken(state)),
        gt(samlSignIns.expiresAt, new Date()),
        isNotNull(samlSignIns.profile),
      ),
    )
    .returning()
  if (!received) throw new SignInError('ssoExpired')
  const said = received.profile as unknown as ProviderSaid
  if (received.testBy !== null) {
    try {
      await inTransaction(db, async (tx) => {
        await assertStillAdmin(tx, received.testBy!)
        // The provider's settings changed while the admin was at the provider: not a test of them.
        if (!(await recordSamlTest(tx, testRecord(said), startedAtOf(received.expiresAt)))) {
          throw new SignInError('ssoExpired')
        }
      })
    } catch (error) {
      if (error instanceof SignInError) error.testPage = received.returnTo
      throw error
    }
    return { kind: 'tested', returnTo: received.returnTo }
  }
  const settings = await enabledSamlProvider(db)
  if (!settings) throw new SignInError('ssoUnavailable')
  const token = await signInMember(db, 'saml', settings, said, previousToken)
  return { kind: 'signed-in', token, returnTo: received.returnTo }
}

/** The attributes providers send the email in, by the names Entra, ADFS, Okta and LDAP use. */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
]
const NAME_ATTRIBUTES = ['displayName', 'http://schemas.microsoft.com/identity/claims/displayname', 'name', 'cn']
const GIVEN_NAME_ATTRIBUTES = [
  'givenName',
  'firstName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
]
const FAMILY_NAME_ATTRIBUTES = [
  'sn',
  'surname',
  'lastName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
]

/**
 * Who the assertion names: its NameID is the account at the provider; the email is the admin's
 * attribute, else the first of the usual ones, else an email-like NameID. SAML has no
 * `email_verified`, so the address is proven as far as the admin trusts the provider's.
 */
function readProfile(settings: SamlSettingsRow, profile: Profile): ProviderSaid {
  const first = (names: string[]) => {
    for (const name of names) {
      const value = profile[name]
      const text = textOf(Array.isArray(value) ? value[0] : value)
      if (text) return text
    }
    return null
  }
  const subject = textOf(profile.nameID)
  if (!subject || subject.length > 500) throw new SignInFailure('the assertion names nobody (no NameID)')
  const email = settings.emailAttribute
    ? emailOf(first([settings.emailAttribute]))
    : (emailOf(first(EMAIL_ATTRIBUTES)) ?? emailOf(subject))
  const givenFamily = [first(GIVEN_NAME_ATTRIBUTES), first(FAMILY_NAME_ATTRIBUTES)].filter(Boolean).join(' ')
  return {
    // Keycloak's realm URL is both its OpenID issuer and its SAML entity id: a NameID must never
    // be taken for an OpenID `sub` of the same address.
    issuer: `saml:${settings.idpEntityId}`,
    subject,
    email,
    emailProven: settings.trustEmail,
    emailVerified: false,
    name: first(NAME_ATTRIBUTES) ?? (givenFamily || null),
    picture: null,
    groups: groupsOf(profile[settings.groupsAttribute]),
  }
}
