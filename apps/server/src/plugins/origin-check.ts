import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden } from '../errors.ts'
import { SESSION_COOKIE } from '../modules/auth/sessions.ts'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The wearable sync service authenticates by API key and sends no cookie, so no Origin either. */
const EXEMPT_PREFIXES = ['/api/ingest/']

export const CROSS_ORIGIN_MESSAGE = 'This request came from another site and was refused.'

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

/**
 * Cross-site request forgery guard (docs/decisions/011). A write is refused when it names a
 * foreign origin, and a write carrying the session cookie must name our own origin: SameSite=Lax
 * alone still lets sibling subdomains and old browsers send the cookie.
 */
export const originCheckPlugin = fp(
  async (app) => {
    const appOrigin = app.config.appOrigin
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return
      if (EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return
      const origin = claimedOrigin(request)
      if (origin === appOrigin) return
      const hasSessionCookie = Boolean(request.cookies[SESSION_COOKIE])
      if (origin !== undefined || hasSessionCookie) throw forbidden(CROSS_ORIGIN_MESSAGE)
    })
  },
  { name: 'origin-check', dependencies: ['@fastify/cookie'] },
)
