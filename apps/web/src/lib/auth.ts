import type { User } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { api, setUnauthorizedHandler } from './api-client.ts'
import { LANGUAGE_KEY } from './i18n.ts'
import { queryClient } from './query-client.ts'
import { stopPushOnThisBrowser } from './service-worker.ts'
import { THEME_KEY } from './theme.ts'

/** The local auth state: the stored logged-in flag, the admin flag and the user. */
export interface AuthState {
  isLoggedIn: boolean
  isAdmin: boolean
  user: User | null
}

/** localStorage keys. The flag outlives a reload; logout removes it. */
export const LOGGED_IN_KEY = 'isLoggedIn'
export const USER_KEY = 'user'
/** sessionStorage key set on login success: a logged-in flag for this browser session. */
export const SESSION_LOGGED_IN_KEY = 'isLoggedIn'
/** After login the logged-in state flips after this delay. */
export const LOGIN_FLIP_DELAY_MS = 1000

/** Keys that survive logout: the theme and the chosen language, both display preferences. */
const KEPT_ON_LOGOUT = [THEME_KEY, LANGUAGE_KEY]

export const meQueryKey = ['me'] as const

function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return typeof user.id === 'number' && typeof user.username === 'string' && typeof user.isAdmin === 'boolean'
}

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY)
    if (!raw) return null
    // Written by this app from a checked /api/me answer; zod stays out of the first page's
    // bundle (docs/decisions/060), so a shape check is enough here.
    const stored: unknown = JSON.parse(raw)
    return isStoredUser(stored) ? stored : null
  } catch {
    return null
  }
}

/** True when a logged-in flag is stored: what the route guard reads. */
export function hasStoredLogin() {
  return localStorage.getItem(LOGGED_IN_KEY) === 'true' || sessionStorage.getItem(SESSION_LOGGED_IN_KEY) === 'true'
}

function initialState(): AuthState {
  const user = readStoredUser()
  return { isLoggedIn: hasStoredLogin(), isAdmin: user?.isAdmin ?? false, user }
}

let state: AuthState = initialState()
const listeners = new Set<() => void>()
let pendingFlip: ReturnType<typeof setTimeout> | undefined

function setState(next: Partial<AuthState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getAuthState = () => state

function storeUser(user: User) {
  localStorage.setItem(USER_KEY, JSON.stringify(user))
  queryClient.setQueryData(meQueryKey, user)
}

/**
 * Records a successful login or registration. The flags are stored at once (so the guard lets
 * the user into /profile); after a login the visible logged-in state flips a second later.
 */
export function markLoggedIn(user: User, { delayMs = 0 }: { delayMs?: number } = {}) {
  clearTimeout(pendingFlip)
  localStorage.setItem(LOGGED_IN_KEY, 'true')
  sessionStorage.setItem(SESSION_LOGGED_IN_KEY, 'true')
  storeUser(user)
  setState({ user, isAdmin: user.isAdmin })
  if (delayMs > 0) {
    pendingFlip = setTimeout(() => setState({ isLoggedIn: true }), delayMs)
  } else {
    setState({ isLoggedIn: true })
  }
}

/** Keeps the stored user in step with the server (after GET or PATCH /api/me). */
export function updateStoredUser(user: User) {
  storeUser(user)
  setState({ user, isAdmin: user.isAdmin })
}

function clearCookies() {
  // The session cookie is HttpOnly and cleared by the server; this removes any readable ones.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

/** Forgets the login on this device: session storage, local storage except the kept keys, cached data. */
export function clearLocalAuth() {
  clearTimeout(pendingFlip)
  clearCookies()
  sessionStorage.clear()
  const kept = KEPT_ON_LOGOUT.map((key) => [key, localStorage.getItem(key)] as const)
  localStorage.clear()
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value)
  queryClient.clear()
  setState({ isLoggedIn: false, isAdmin: false, user: null })
}

/** The provider's own logout page, for a session that began at the community's sign-in provider. */
export interface ProviderLogoutPage {
  url: string
  label: string
}

/** What the login page is told after a logout, in the router's state (never stored). */
export interface SignedOut {
  providerLogout: ProviderLogoutPage | null
}

/** The longest a logout waits to learn whether the session began at the provider. */
export const PROVIDER_LOGOUT_TIMEOUT_MS = 3000

/**
 * The provider's logout page for this session, asked while it exists; null when the session did
 * not begin at the provider, or when the server does not say in time (the logout goes on).
 */
async function providerLogoutPage(): Promise<ProviderLogoutPage | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const givenUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PROVIDER_LOGOUT_TIMEOUT_MS)
  })
  const asked = api.GET('/api/auth/sso/logout').then(
    ({ data }) =>
      data?.url && data.label && /^https?:\/\//i.test(data.url) ? { url: data.url, label: data.label } : null,
    () => null,
  )
  try {
    return await Promise.race([asked, givenUp])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Ends the session on the server, then locally, even when the server call fails (it is only logged).
 * First, while the session still exists, this browser's pushes stop: the member who leaves a shared
 * computer takes their notifications with them; and the server says whether the session began at
 * the provider, whose own logout page the login page then offers (StepUp cannot end that session).
 */
export async function logout(): Promise<SignedOut> {
  await stopPushOnThisBrowser()
  const providerLogout = await providerLogoutPage()
  try {
    await api.POST('/api/auth/logout')
  } catch (error) {
    console.error('Logout failed', error)
  }
  clearLocalAuth()
  return { providerLogout }
}

/** A 401 on any call forgets the login and sends the browser to /no-profile. */
export function installUnauthorizedHandler(navigate: (path: string) => void) {
  setUnauthorizedHandler(() => {
    clearLocalAuth()
    navigate('/no-profile')
  })
}

export function useAuth() {
  const snapshot = useSyncExternalStore(subscribe, getAuthState)
  return { ...snapshot, markLoggedIn, logout }
}

export async function fetchMe() {
  // Loaded on demand: the contract's schemas (and zod) are not part of the first page's bundle.
  const { UserSchema } = await import('@stepup/contract')
  return UserSchema.parse((await api.GET('/api/me')).data)
}

/** The logged-in user from GET /api/me; keeps the stored user fresh. Disabled for guests. */
export function useMe() {
  const { isLoggedIn } = useAuth()
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async () => {
      const user = await fetchMe()
      updateStoredUser(user)
      return user
    },
    enabled: isLoggedIn || hasStoredLogin(),
  })
}
