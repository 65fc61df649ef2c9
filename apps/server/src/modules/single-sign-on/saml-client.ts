import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml'
import { parseStringPromise, processors } from 'xml2js'
import { SIGN_IN_TTL_MS } from './member-sign-in.ts'
import type { IdentityProvider } from './saml-metadata.ts'

/** Where StepUp is, as the identity provider knows it. */
export const SAML_METADATA_PATH = '/api/auth/sso/saml/metadata'
export const SAML_ACS_PATH = '/api/auth/sso/saml/acs'

/** StepUp's entity id (its metadata's address, as is usual) and its assertion consumer service. */
export function serviceProvider(appOrigin: string) {
  return {
    entityId: `${appOrigin}${SAML_METADATA_PATH}`,
    acsUrl: `${appOrigin}${SAML_ACS_PATH}`,
    metadataUrl: `${appOrigin}${SAML_METADATA_PATH}`,
  }
}

/** How far the provider's clock may be from StepUp's. */
const CLOCK_SKEW_MS = 60_000
/** An assertion older than this is refused, whatever validity the provider gave it. */
const MAX_ASSERTION_AGE_MS = 5 * 60_000

/**
 * StepUp's side of SAML with one provider. Assertions must be signed (the response may be too);
 * the issuer must be the provider's entity id and the audience StepUp's; clocks may differ by a
 * minute. A response must answer the one request `expected` names: node-saml asks its cache
 * whether a request id is known, and this cache knows that one id alone.
 */
function samlWith(
  appOrigin: string,
  provider: IdentityProvider,
  { expected, onRequest }: { expected?: { requestId: string; requestedAt: Date }; onRequest?: (id: string) => void },
): SAML {
  const cache: CacheProvider = {
    async saveAsync(key, value) {
      onRequest?.(key)
      return { value, createdAt: Date.now() }
    },
    async getAsync(key) {
      // node-saml reads when the request was made, to refuse answers to requests too old.
      return expected && key === expected.requestId ? expected.requestedAt.toISOString() : null
    },
    async removeAsync() {
      return null
    },
  }
  const { entityId, acsUrl } = serviceProvider(appOrigin)
  return new SAML({
    issuer: entityId,
    callbackUrl: acsUrl,
    entryPoint: provider.ssoUrl,
    idpIssuer: provider.entityId,
    idpCert: provider.certificates,
    audience: entityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    // A request waits for its answer as long as a member has at the provider.
    requestIdExpirationPeriodMs: SIGN_IN_TTL_MS,
    cacheProvider: cache,
    // The provider chooses the NameID's format and how members prove who they are: asking for a
    // password (the library's default) makes Entra refuse members who sign in without one.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  })
}

/** The address that starts a sign-in at the provider, and the id its answer must carry. */
export async function authnRequest(
  appOrigin: string,
  provider: IdentityProvider,
  { relayState, forceLogin }: { relayState: string; forceLogin: boolean },
): Promise<{ url: string; requestId: string }> {
  let requestId: string | undefined
  const saml = samlWith(appOrigin, provider, { onRequest: (id) => (requestId = id) })
  if (forceLogin) saml.options.forceAuthn = true
  const url = await saml.getAuthorizeUrlAsync(relayState, undefined, {})
  return { url, requestId: requestId! }
}

/**
 * Checks the provider's posted response: signature by one of its certificates over the assertion,
 * audience, validity in time, and that it answers `requestId`; then what the library leaves to its
 * caller (it checks the issuer of logout messages only, and compares the assertion's own
 * `InResponseTo` only when it has one): that the signed assertion is the provider's, and that it
 * answers this request for StepUp's assertion consumer service. Without that last check an
 * assertion nobody asked for (a dashboard tile's, which has no `InResponseTo`) could be wrapped in
 * a new, unsigned response that names any request. Answers who it names, or throws why not.
 */
export async function validateResponse(
  appOrigin: string,
  provider: IdentityProvider,
  { samlResponse, requestId, requestedAt }: { samlResponse: string; requestId: string; requestedAt: Date },
): Promise<Profile> {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8')
  if (/<!DOCTYPE/i.test(xml)) throw new Error('a document type declaration (DOCTYPE) is not allowed')
  const saml = samlWith(appOrigin, provider, { expected: { requestId, requestedAt } })
  const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse })
  if (!profile) throw new Error('the response signs nobody in')
  if (profile.issuer !== provider.entityId) {
    throw new Error(`the assertion is another provider's (Issuer ${String(profile.issuer).slice(0, 200)})`)
  }
  const { acsUrl } = serviceProvider(appOrigin)
  // Outside the signature (only the assertion must be signed): it catches a provider set up with
  // another address, not an attacker, who could drop it.
  const destination = await destinationOf(xml)
  if (destination !== null && destination !== acsUrl) {
    throw new Error(`the response is for another address (Destination ${destination.slice(0, 200)})`)
  }
  const confirmations = confirmationsOf(profile)
  if (!confirmations.some((confirmation) => confirmation.Recipient === acsUrl)) {
    const recipients = confirmations.map((confirmation) => confirmation.Recipient ?? 'none').join(', ')
    throw new Error(`the assertion is for another address (Recipient ${recipients.slice(0, 200) || 'none'})`)
  }
  if (
    !confirmations.some((confirmation) => confirmation.Recipient === acsUrl && confirmation.InResponseTo === requestId)
  ) {
    throw new Error('the signed assertion answers no request of StepUp (no InResponseTo of this sign-in)')
  }
  return profile
}

/** The response's Destination, or null when it names none. */
async function destinationOf(xml: string): Promise<string | null> {
  const parsed = await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })
  const destination: unknown = parsed?.Response?.$?.Destination
  return typeof destination === 'string' ? destination : null
}

/** The signed assertion's subject confirmations (recipient and request answered), as node-saml parsed them. */
function confirmationsOf(profile: Profile): { Recipient?: string; InResponseTo?: string }[] {
  const assertion = profile.getAssertion?.() as
    | {
        Assertion?: {
          Subject?: {
            SubjectConfirmation?: {
              SubjectConfirmationData?: { $?: { Recipient?: string; InResponseTo?: string } }[]
            }[]
          }[]
        }
      }
    | undefined
  return (assertion?.Assertion?.Subject?.[0]?.SubjectConfirmation ?? []).flatMap((confirmation) =>
    (confirmation.SubjectConfirmationData ?? []).map((data) => data.$ ?? {}),
  )
}

/**
 * StepUp's metadata, for the provider: its entity id, where the provider posts its answers, that
 * assertions must be signed, and an email address as the NameID it would like best.
 */
export function serviceProviderMetadata(appOrigin: string): string {
  const { entityId, acsUrl } = serviceProvider(appOrigin)
  return generateServiceProviderMetadata({
    issuer: entityId,
    callbackUrl: acsUrl,
    wantAssertionsSigned: true,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  })
}
