import { fastifyCookie } from '@fastify/cookie'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden } from '../errors.ts'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The wearable sync service and members' phones authenticate by bearer token and send no cookie. */
const EXEMPT_PREFIXES = ['/api/ingest/', '/api/push/']

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

function carriesCookie(request: FastifyRequest, name: string) {
  const header = request.headers.cookie
  return header !== undefined && header.includes(name) && Boolean(fastifyCookie.parse(header)[name])
}

/**
 * Cross-site request forgery guard (docs/decisions/011). A write is refused when it names a
 * foreign origin, and a write carrying the session cookie must name our own origin: SameSite=Lax
 * alone still lets sibling subdomains and old browsers send the cookie.
 *
 * It runs on every request, unknown paths included (a forged DELETE is refused, not a 404), so
 * reads leave at the first line and the cookie is only parsed for a write that does not name
 * our origin.
 */
export const originCheckPlugin = fp<{ sessionCookie: string }>(
  async (app, { sessionCookie }) => {
    const appOrigin = app.config.appOrigin
    app.addHook('onRequest', (request, _reply, done) => {
      if (!originChecked(request.method, request.url)) return done()
      const origin = claimedOrigin(request)
      if (origin === appOrigin) return done()
      if (origin !== undefined || carriesCookie(request, sessionCookie)) return done(forbidden('crossOriginRefused'))
      done()
    })
  },
  { name: 'origin-check' },
)
