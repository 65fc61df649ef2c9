import { fastifyCookie } from '@fastify/cookie'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden } from '../errors.ts'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The wearable sync service, members' phones and the community's directory (SCIM) authenticate by
 * bearer token and send no cookie; a mail's one-click unsubscribe comes from the member's mail
 * provider, with the link's signed token. A SAML provider's page posts its signed answer from its
 * own site to the assertion consumer service, which signs nobody in itself: the browser's next,
 * same-site request does, with its own cookie.
 */
const EXEMPT_PREFIXES = [
  '/api/ingest/',
  '/api/push/',
  '/api/scim/',
  '/api/notifications/unsubscribe',
  '/api/auth/sso/saml/acs',
]

/** Whether a request to this method and path must come from the app's origin (the API document says so too). */
export function originChecked(method: string, url: string) {
  return UNSAFE_METHODS.has(method) && !EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix))
}

function originOf(url: string) {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Where a write claims to come from: the Origin header, or the origin of the Referer when a
 * browser left Origin out. Undefined when the request names neither (curl, a server).
 */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin
  if (typeof origin === 'string') return origin === 'null' ? null : originOf(origin)
  const referer = request.headers.referer
  if (typeof referer === 'string') return originOf(referer)
  return undefined
}

/** The names of this machine a browser may use for a server on it. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether `origin` is this server reached at a loopback name: the same host and port the request
 * was sent to (so another site, even one resolving to 127.0.0.1, never matches), over plain HTTP.
 */
function isThisServerOnLoopback(origin: string, request: FastifyRequest) {
  const url = new URL(origin)
  return url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname) && url.host === request.headers.host
}

function carriesCookie(request: FastifyRequest, name: string) {
  const header = request.headers.cookie
  return header !== undefined && header.includes(name) && Boolean(fastifyCookie.parse(header)[name])
}

/**
 * Cross-site request forgery guard (docs/decisions/011). A write is refused when it names a
 * foreign origin, and a write carrying the session cookie must name our own origin: SameSite=Lax
 * alone still lets sibling subdomains and old browsers send the cookie.
 *
 * With APP_ORIGIN unset the app is being tried on this machine, so `http://127.0.0.1:3000` and
 * `http://[::1]:3000` are its origin as much as `http://localhost:3000`: whichever the browser
 * used, as long as it is the address the request came to.
 *
 * It runs on every request, unknown paths included (a forged DELETE is refused, not a 404), so
 * reads leave at the first line and the cookie is only parsed for a write that does not name
 * our origin.
 */
export const originCheckPlugin = fp<{ sessionCookie: string }>(
  async (app, { sessionCookie }) => {
    const { appOrigin, appOriginIsLocal } = app.config
    app.addHook('onRequest', (request, _reply, done) => {
      if (!originChecked(request.method, request.url)) return done()
      const origin = claimedOrigin(request)
      if (origin === appOrigin) return done()
      if (origin && appOriginIsLocal && isThisServerOnLoopback(origin, request)) return done()
      if (origin !== undefined || carriesCookie(request, sessionCookie)) return done(forbidden('crossOriginRefused'))
      done()
    })
  },
  { name: 'origin-check' },
)
