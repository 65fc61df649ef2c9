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
