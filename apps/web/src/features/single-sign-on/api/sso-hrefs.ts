import { apiHref } from '../../../lib/api-client.ts'

/**
 * Addresses the browser opens itself (a navigation, not a call): the provider's sign-in page, which
 * sends the browser back to the login page with `?signedIn=sso&returnTo=`, and the admin's test
 * sign-in, which comes back to /admin/single-sign-on.
 */
export const ssoHrefs = {
  signIn: (returnTo: string) => apiHref('/api/auth/sso/oidc', { params: { query: { returnTo } } }),
  test: () => apiHref('/api/admin/sso/oidc/test'),
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
