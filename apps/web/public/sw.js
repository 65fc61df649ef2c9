/* global self, clients */
// The app's service worker: it shows the server's web push notifications, in the browser and in
// the installed app, and opens the app where a notification points. No fetch handler: the app
// works online only, and every request goes to the network as if there were no worker.
// A plain file of public/, served from the site's root (so its scope is the whole app) with
// `cache-control: no-cache`, like the other files there.

/** The payload the server sends: { title, body, url, tag, lang, dir }; anything else shows the app's name. */
function readPayload(event) {
  try {
    const payload = event.data ? event.data.json() : {}
    return payload && typeof payload === 'object' ? payload : {}
  } catch {
    return {}
  }
}

/** Only a path of this app is opened: `/friends`, never another site. */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/'
}

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no cache that an old page could depend on.
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'StepUp'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: { url: appPath(payload.url) },
      lang: typeof payload.lang === 'string' ? payload.lang : undefined,
      dir: payload.dir === 'rtl' || payload.dir === 'ltr' ? payload.dir : 'auto',
      icon: '/icon-192.png',
      badge: '/favicon-32.png',
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = appPath(event.notification.data && event.notification.data.url)
  event.waitUntil(
    (async () => {
      const target = new URL(path, self.location.origin).href
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        const focused = await open.focus()
        // A window this worker does not control yet cannot be navigated: open the page instead.
        if (focused && 'navigate' in focused) {
          try {
            await focused.navigate(target)
            return
          } catch {
            // fall through to a new window
          }
        }
      }
      await clients.openWindow(target)
    })(),
  )
})
