/**
 * The app's service worker, public/sw.js: it shows web push notifications and opens the app where
 * one points. Served from the root, so its scope is the whole app.
 */
export const SERVICE_WORKER_URL = '/sw.js'

export const supportsServiceWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Registers the worker (again: a registration of the same script is kept) and answers it once it is active. */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL)
  return navigator.serviceWorker.ready
}

/** The longest a logout waits for this browser's pushes to be stopped. */
export const PUSH_STOP_TIMEOUT_MS = 3000

/**
 * Stops this browser's pushes for the member who is leaving: the server forgets its subscription
 * (while their session still exists) and the browser drops it, so on a shared computer the next
 * person sees none of the previous member's notifications. It never fails and waits at most
 * `timeoutMs`: a logout goes on whatever happens here.
 */
export async function stopPushOnThisBrowser(timeoutMs = PUSH_STOP_TIMEOUT_MS): Promise<void> {
  if (!supportsServiceWorker()) return
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve()
    }, timeoutMs)
  })
  const stopped = (async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    const subscription = await registration?.pushManager?.getSubscription()
    if (!subscription) return
    const address = new URL('/api/me/web-push-subscriptions', globalThis.location.origin)
    address.searchParams.set('endpoint', subscription.endpoint)
    // A plain fetch, not the API client: a 401 here (the session already ended) must not send the
    // browser to /no-profile in the middle of a logout. The browser drops its subscription anyway,
    // so even a server that missed the call can no longer reach it.
    await Promise.allSettled([
      fetch(address, {
        method: 'DELETE',
        credentials: 'include',
        headers: { accept: 'application/json' },
        signal: controller.signal,
      }),
      subscription.unsubscribe(),
    ])
  })().catch(() => undefined)
  try {
    await Promise.race([stopped, givenUp])
  } finally {
    clearTimeout(timer)
  }
}
