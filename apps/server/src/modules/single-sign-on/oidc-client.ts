import { isLoopback } from '@stepup/contract'
import * as client from 'openid-client'
import { badRequest } from '../../errors.ts'
import { reasonOf } from './member-sign-in.ts'

/** The provider as StepUp's client of it: where it is, and who StepUp is to it. */
export interface OidcClientSettings {
  issuer: string
  clientId: string
  clientSecret: string | null
}

/** Seconds any one call to the provider may take. */
const PROVIDER_TIMEOUT_S = 10
/** How long a discovered provider is kept: its keys and endpoints rarely change within minutes. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000

const discovered = new Map<string, { config: client.Configuration; at: number }>()

function cacheKey(settings: OidcClientSettings) {
  return JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret])
}

/**
 * The provider's discovered configuration, kept for ten minutes (a failed discovery is not kept).
 * It authenticates with `client_secret_basic`, the default OpenID Connect names, unless the
 * provider supports only `client_secret_post`; without a secret it is a public client (PKCE alone).
 * Plain http is allowed only for a provider on this computer, as the settings' check also says.
 */
export async function providerConfiguration(settings: OidcClientSettings): Promise<client.Configuration> {
  const key = cacheKey(settings)
  const kept = discovered.get(key)
  if (kept && Date.now() - kept.at < DISCOVERY_TTL_MS) return kept.config
  const issuer = new URL(settings.issuer)
  const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname)
  let config: client.Configuration
  try {
    config = await client.discovery(issuer, settings.clientId, undefined, undefined, {
      timeout: PROVIDER_TIMEOUT_S,
      execute: insecure ? [client.allowInsecureRequests] : [],
    })
  } catch (error) {
    throw badRequest('ssoDiscoveryFailed', { reason: reasonOf(error) })
  }
  const methods = config.serverMetadata().token_endpoint_auth_methods_supported
  const auth = !settings.clientSecret
    ? client.None()
    : methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
      ? client.ClientSecretPost(settings.clientSecret)
      : client.ClientSecretBasic(settings.clientSecret)
  const withAuth = new client.Configuration(config.serverMetadata(), settings.clientId, undefined, auth)
  withAuth.timeout = PROVIDER_TIMEOUT_S
  if (insecure) client.allowInsecureRequests(withAuth)
  discovered.delete(key)
  if (discovered.size >= 20) discovered.delete(discovered.keys().next().value!)
  discovered.set(key, { config: withAuth, at: Date.now() })
  return withAuth
}

/** Forgets every discovered provider: its settings changed. */
export function forgetProviders() {
  discovered.clear()
}

/** What the provider's redirect to the sign-in page carries, and what the callback checks. */
export interface AuthorizationRequest {
  url: URL
  state: string
  nonce: string
  codeVerifier: string
}

export async function authorizationRequest(
  config: client.Configuration,
  { redirectUri, scopes, forceLogin }: { redirectUri: string; scopes: string; forceLogin: boolean },
): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: scopes,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    // An admin's test asks the provider for a fresh sign-in, so it shows the account it tests.
    ...(forceLogin ? { prompt: 'login' } : {}),
  })
  return { url, state, nonce, codeVerifier }
}

/** Who the provider says signed in: the ID token's claims, completed by its userinfo endpoint. */
export type ProviderClaims = Record<string, unknown> & { sub: string }

/**
 * Exchanges the callback's code for tokens, checking state, PKCE, the ID token's signature,
 * issuer, audience, expiry and nonce, and reads the userinfo endpoint where the provider has one
 * (many send email and groups only there). The ID token's own claims win over userinfo's.
 */
export async function redeemCallback(
  config: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderClaims> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  })
  const idClaims = tokens.claims()!
  let userinfo: Record<string, unknown> = {}
  if (config.serverMetadata().userinfo_endpoint && tokens.access_token) {
    userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
  }
  return { ...userinfo, ...idClaims } as ProviderClaims
}

/** The provider's logout page, where it has one, coming back to `returnTo`. */
export function providerLogoutUrl(config: client.Configuration, returnTo: string): string | null {
  if (!config.serverMetadata().end_session_endpoint) return null
  return client
    .buildEndSessionUrl(config, { client_id: config.clientMetadata().client_id, post_logout_redirect_uri: returnTo })
    .toString()
}
