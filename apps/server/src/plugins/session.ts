import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { UserRow } from '../db/schema/index.ts'
import { forbidden, unauthorized } from '../errors.ts'
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, cacheSessions, findSessionUser } from '../modules/auth/sessions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for a guest. */
    user: UserRow | null
    sessionIdHash: string | null
  }
  interface FastifyReply {
    setSessionCookie(token: string): FastifyReply
    clearSessionCookie(): FastifyReply
  }
}

/** Reads the session cookie on every request and puts its user on `request.user`. */
export const sessionPlugin = fp(
  async (app) => {
    const secure = app.config.appOrigin.startsWith('https:')
    app.decorateRequest('user', null)
    app.decorateRequest('sessionIdHash', null)
    // Where the database reports every change to members and sessions, validated sessions are
    // kept in memory between requests (docs/decisions/016).
    if (app.database.onAccountsChanged) cacheSessions(app.db, app.database.onAccountsChanged)

    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      })
    })
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
    })

    // A callback hook rather than an async one: a request without the cookie (most static files,
    // load balancers) leaves without allocating a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE]
      if (!token || (!request.url.startsWith('/api') && !request.url.startsWith('/challenges'))) return done()
      findSessionUser(app.db, token).then((found) => {
        if (found) {
          request.user = found.user
          request.sessionIdHash = found.idHash
        }
        done()
      }, done)
    })
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
)

/** Route hook: 401 unless logged in. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
}

/** Route hook: 401 for guests, 403 for members who are not admins. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
  if (!request.user.isAdmin) throw forbidden('adminsOnly')
}

/** The logged-in user inside a handler guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized()
  return request.user
}
