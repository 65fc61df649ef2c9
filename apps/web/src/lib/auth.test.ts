import type { User } from '@stepup/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUnauthorizedHandler } from './api-client.ts'
import { clearLocalAuth, getAuthState, hasStoredLogin, logout, markLoggedIn } from './auth.ts'
import { PUSH_STOP_TIMEOUT_MS } from './service-worker.ts'

const user: User = {
  id: 1,
  username: 'Jo Walker',
  email: 'jo@example.com',
  avatarUrl: null,
  phoneNumber: null,
  sensorUserId: null,
  isAdmin: true,
  teamId: null,
  timeZone: null,
  achievementsVisibility: 'everyone',
  emailVerified: true,
  mustVerifyEmail: false,
}

afterEach(() => {
  vi.useRealTimers()
  clearLocalAuth()
})

describe('local auth state', () => {
  it('stores the flag at once and flips the visible state after the login delay', () => {
    vi.useFakeTimers()
    markLoggedIn(user, { delayMs: 1000 })
    expect(hasStoredLogin()).toBe(true)
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true')
    expect(getAuthState()).toMatchObject({ isLoggedIn: false, isAdmin: true, user })
    vi.advanceTimersByTime(999)
    expect(getAuthState().isLoggedIn).toBe(false)
    vi.advanceTimersByTime(1)
    expect(getAuthState().isLoggedIn).toBe(true)
  })

  it('logs in at once after registration', () => {
    markLoggedIn({ ...user, isAdmin: false })
    expect(getAuthState()).toMatchObject({ isLoggedIn: true, isAdmin: false })
  })

  it('clears session and local storage except the theme and language, and cancels a pending flip', () => {
    vi.useFakeTimers()
    localStorage.setItem('theme', 'dark')
    localStorage.setItem('language', 'en')
    localStorage.setItem('somethingElse', 'x')
    markLoggedIn(user, { delayMs: 1000 })
    clearLocalAuth()
    vi.advanceTimersByTime(2000)
    expect({ ...localStorage }).toEqual({ theme: 'dark', language: 'en' })
    expect(sessionStorage.length).toBe(0)
    expect(getAuthState()).toEqual({ isLoggedIn: false, isAdmin: false, user: null })
    expect(hasStoredLogin()).toBe(false)
  })
})

const ENDPOINT = 'https://push.example.com/send/abc'

/** A browser whose service worker has a push subscription (or none), as `getSubscription` answers. */
function stubPush(getSubscription: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager: { getSubscription } })) },
  })
}

const subscribed = (unsubscribe = vi.fn(async () => true)) => ({ endpoint: ENDPOINT, unsubscribe })

/** The server: every call is recorded as `METHOD path?query`; `answer` may refuse one. */
function stubServer(
  answer: (call: string) => Promise<Response> | Response = () => new Response(null, { status: 204 }),
) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : undefined
      const url = new URL(request?.url ?? String(input))
      const call = `${request?.method ?? init?.method ?? 'GET'} ${url.pathname}${url.search}`
      calls.push(call)
      return answer(call)
    }),
  )
  return calls
}

const DELETE_CALL = `DELETE /api/me/web-push-subscriptions?endpoint=${encodeURIComponent(ENDPOINT)}`
const PROVIDER_CALL = 'GET /api/auth/sso/logout'

describe('logout', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
  })

  it('has the server forget this browser’s push subscription while the session lasts, drops it, then ends the session', async () => {
    const subscription = subscribed()
    stubPush(async () => subscription)
    const calls = stubServer()
    markLoggedIn(user)
    await logout()
    expect(calls).toEqual([DELETE_CALL, PROVIDER_CALL, 'POST /api/auth/logout'])
    expect(subscription.unsubscribe).toHaveBeenCalled()
    expect(getAuthState()).toEqual({ isLoggedIn: false, isAdmin: false, user: null })
  })

  it('logs out all the same when the server refuses and the browser fails to drop the subscription', async () => {
    const unauthorized = vi.fn()
    setUnauthorizedHandler(unauthorized)
    const subscription = subscribed(vi.fn(async () => Promise.reject(new Error('push service unreachable'))))
    stubPush(async () => subscription)
    const calls = stubServer((call) =>
      call.startsWith('DELETE') ? new Response('{"error":"Log in first"}', { status: 401 }) : new Response(null),
    )
    markLoggedIn(user)
    await logout()
    expect(calls).toEqual([DELETE_CALL, PROVIDER_CALL, 'POST /api/auth/logout'])
    // An ended session is no reason to leave the logout for /no-profile.
    expect(unauthorized).not.toHaveBeenCalled()
    expect(getAuthState().isLoggedIn).toBe(false)
  })

  it('logs out all the same when the network fails', async () => {
    stubPush(async () => subscribed())
    const calls = stubServer((call) =>
      call.startsWith('DELETE') ? Promise.reject(new TypeError('offline')) : new Response(null),
    )
    markLoggedIn(user)
    await logout()
    expect(calls).toEqual([DELETE_CALL, PROVIDER_CALL, 'POST /api/auth/logout'])
    expect(getAuthState().isLoggedIn).toBe(false)
  })

  it('waits a bounded time for a browser or server that does not answer', async () => {
    vi.useFakeTimers()
    stubPush(() => new Promise(() => {}))
    const calls = stubServer()
    markLoggedIn(user)
    let done = false
    const loggingOut = logout().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(PUSH_STOP_TIMEOUT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await loggingOut
    expect(calls).toEqual([PROVIDER_CALL, 'POST /api/auth/logout'])
    expect(getAuthState().isLoggedIn).toBe(false)
  })

  it('calls only the logout when this browser has no subscription or no service worker', async () => {
    stubPush(async () => null)
    const calls = stubServer()
    await logout()
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
    await logout()
    expect(calls).toEqual([PROVIDER_CALL, 'POST /api/auth/logout', PROVIDER_CALL, 'POST /api/auth/logout'])
  })

  it('asks, while the session lasts, for the provider’s logout page of a session that began there', async () => {
    stubPush(async () => null)
    const calls = stubServer((call) =>
      call === PROVIDER_CALL
        ? Response.json({ url: 'https://id.corp.test/logout?client_id=stepup', label: 'Corp' })
        : new Response(null, { status: 204 }),
    )
    markLoggedIn(user)
    await expect(logout()).resolves.toEqual({
      providerLogout: { url: 'https://id.corp.test/logout?client_id=stepup', label: 'Corp' },
    })
    expect(calls).toEqual([PROVIDER_CALL, 'POST /api/auth/logout'])
  })

  it('offers no provider’s logout for a password session, one that is not a web address, or a failed answer', async () => {
    stubPush(async () => null)
    for (const answer of [
      () => Response.json({ url: null, label: null }),
      () => Response.json({ url: 'javascript:alert(1)', label: 'Corp' }),
      () => new Response('{"error":"Server error"}', { status: 500 }),
    ]) {
      stubServer((call) => (call === PROVIDER_CALL ? answer() : new Response(null, { status: 204 })))
      markLoggedIn(user)
      await expect(logout()).resolves.toEqual({ providerLogout: null })
      expect(getAuthState().isLoggedIn).toBe(false)
    }
  })
})
