import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import { SignInError, SignInFailure, type CallbackOutcome } from './member-sign-in.ts'

/**
 * How a sign-in at a provider meets the browser, whatever the protocol: the state cookie that
 * only the browser that started a sign-in holds, and the pages of the app it ends on.
 */

const STATE_COOKIE = 'sso_state'
const STATE_COOKIE_PATH = '/api/auth/sso'
/** Where an admin sets providers up, and where a "Test sign-in" comes back to: OpenID Connect's tab. */
export const ADMIN_PAGE = '/admin/single-sign-on'
/** The admin's page on its SAML tab. */
export const SAML_ADMIN_PAGE = `${ADMIN_PAGE}?protocol=saml`

export function stateCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[STATE_COOKIE]
}

/** Sends the browser to the provider, keeping the sign-in's state in a cookie for its return. */
export function toProvider(reply: FastifyReply, { url, state }: { url: string; state: string }, secure: boolean) {
  reply.setCookie(STATE_COOKIE, state, {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    // Sent on the way back, a top-level navigation from the provider's site.
    sameSite: 'lax',
    secure,
    maxAge: 10 * 60,
  })
  return reply.redirect(url, 302)
}

export function clearStateCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure })
}

/** `path` with `query` added to whatever query it has. */
const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`

/**
 * The page a finished sign-in goes to: after a test, the admin's page it began on (which names the
 * protocol tested, so the page opens on it); else, signed in, the login page, which learns there
 * that it is signed in and goes on to `returnTo`.
 */
export function signedIn(reply: FastifyReply, outcome: CallbackOutcome) {
  if (outcome.kind === 'tested') return reply.redirect(withQuery(outcome.returnTo, 'test=done'), 302)
  reply.setSessionCookie(outcome.token)
  return reply.redirect(`/login?signedIn=sso&returnTo=${encodeURIComponent(outcome.returnTo)}`, 302)
}

/**
 * A page of the app that says what went wrong, in the reader's language, by its key: the login
 * page, or the admin's page for a test, which also says why the provider's answer was refused.
 */
export function signInFailed(request: FastifyRequest, reply: FastifyReply, error: unknown, page?: string) {
  if (error instanceof SignInFailure) request.log.warn({ reason: error.reason }, 'sign-in at the provider failed')
  const key = error instanceof SignInError || error instanceof AppError ? error.key : null
  if (!key) throw error
  const testPage = error instanceof SignInError ? error.testPage : null
  const testing = testPage !== null
  const to = page ?? testPage ?? '/login'
  const reason =
    error instanceof AppError && error.params?.reason
      ? String(error.params.reason)
      : testing && error instanceof SignInFailure
        ? error.reason
        : null
  const shownKey = testing && error instanceof SignInFailure ? 'ssoRefused' : key
  return reply.redirect(withQuery(to, `sso=${shownKey}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`), 302)
}
