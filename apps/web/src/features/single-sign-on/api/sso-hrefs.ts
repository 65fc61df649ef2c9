import type { SsoProtocol } from '@stepup/contract'
import { apiHref } from '../../../lib/api-client.ts'

const signInPaths = { oidc: '/api/auth/sso/oidc', saml: '/api/auth/sso/saml' } as const
const testPaths = { oidc: '/api/admin/sso/oidc/test', saml: '/api/admin/sso/saml/test' } as const

/**
 * Addresses the browser opens itself (a navigation, not a call): a provider's sign-in page, which
 * sends the browser back to the login page with `?signedIn=sso&returnTo=`, the admin's test
 * sign-in, which comes back to /admin/single-sign-on, and StepUp's SAML metadata to download.
 */
export const ssoHrefs = {
  signIn: (protocol: SsoProtocol, returnTo: string) =>
    apiHref(signInPaths[protocol], { params: { query: { returnTo } } }),
  test: (protocol: SsoProtocol) => apiHref(testPaths[protocol]),
  samlMetadata: () => apiHref('/api/auth/sso/saml/metadata'),
}

/**
 * Where to go once the provider's sign-in is recorded: the `returnTo` the server passed on when it
 * is a page of this app (not `//host`, `/\host`, the API, or the login page itself), else `fallback`.
 */
export function returnPath(value: string | null, fallback: string) {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return fallback
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return fallback
  if (/^\/(api|login)([/?#]|$)/.test(value)) return fallback
  return value
}
