import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client.ts'
import type { UserRow } from '../db/schema/index.ts'
import { forbidden, unauthorized } from '../errors.ts'
import { hashToken } from '../lib/tokens.ts'

/** A valid session's user and the hash of its token. */
export interface FoundSession {
  user: UserRow
  idHash: string
}

/** Where sessions are kept: the accounts feature's store, handed in when the plugin is registered. */
export interface SessionStore {
  /** The session cookie's name. */
  cookie: string
  /** How long a session lives at most, and so its cookie. */
  absoluteMs: number
  /** The session whose token hashes to `idHash`, or null when it is unknown or over. */
  find(db: Db, idHash: string): Promise<FoundSession | null>
  /** Keeps validated sessions in memory, emptied by every change the database reports. */
  cache(db: Db, onAccountsChanged: (listener: () => void) => void): void
}

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
export const sessionPlugin = fp<{ store: SessionStore }>(
  async (app, { store }) => {
    const SESSION_COOKIE = store.cookie
    const secure = app.config.appOrigin.startsWith('https:')
    app.decorateRequest('user', null)
    app.decorateRequest('sessionIdHash', null)
    // Where the database reports every change to members and sessions, validated sessions are
    // kept in memory between requests (docs/decisions/016).
    if (app.database.onAccountsChanged) store.cache(app.db, app.database.onAccountsChanged)

    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: store.absoluteMs / 1000,
      })
    })
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
    })

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE]
      if (!token || (!request.url.startsWith('/api') && !request.url.startsWith('/challenges'))) return
      const found = await store.find(app.db, hashToken(token))
      if (found) {
        request.user = found.user
        request.sessionIdHash = found.idHash
      }
    })
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
)

/** Route hook: 401 unless logged in. */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  done(request.user ? undefined : unauthorized())
}

/** Route hook: 401 for guests, 403 for members who are not admins. */
export function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (!request.user) done(unauthorized())
  else done(request.user.isAdmin ? undefined : forbidden('adminsOnly'))
}

/** The logged-in user inside a handler guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized()
  return request.user
}
