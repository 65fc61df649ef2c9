import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { es as serverWords } from '../../server/src/modules/notifications/texts/es.ts'
import {
  startWebPushReceiver,
  type PushSubscriptionJson,
  type WebPushReceiver,
} from '../../server/test/helpers/web-push-receiver.ts'
import esCommon from '../src/locales/es/common.json' with { type: 'json' }
import esNotifications from '../src/locales/es/notifications.json' with { type: 'json' }
import { DESKTOP, E2E_PASSWORD, launchBrowser, uniqueEmail } from './helpers/browser.ts'
import { startServer, type TestServer } from './helpers/global-setup.ts'

/** Generous: on a busy machine the server, the sender and Chromium share two cores. */
const PATIENCE = { timeout: 60_000, interval: 250 }

let browser: Browser
let receiver: WebPushReceiver
let server: TestServer
let certificateDir: string
beforeAll(async () => {
  // The push service of this journey: its certificate is trusted by this server only, as a real
  // push service's is by every server.
  receiver = await startWebPushReceiver()
  certificateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-e2e-push-'))
  const certificate = path.join(certificateDir, 'push-service.pem')
  fs.writeFileSync(certificate, receiver.certificate)
  ;[browser, server] = await Promise.all([launchBrowser(), startServer({ NODE_EXTRA_CA_CERTS: certificate })])
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await receiver?.close()
  if (certificateDir) fs.rmSync(certificateDir, { recursive: true, force: true })
})

/**
 * Stands the test's push service in for the browser's (headless Chromium cannot reach Google's):
 * `subscribe` answers a subscription to `subscription`, kept for the tab's session as a browser
 * keeps its own, and everything else stays real. Each call is recorded in `window.pushCalls`, and
 * the key the app subscribed with in session storage.
 */
function standInPushService(subscription: PushSubscriptionJson) {
  const STORED = 'e2e:push-subscription-key'
  const calls: string[] = []
  ;(window as any).pushCalls = calls
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  const made = (key: string) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromBase64(key).buffer },
    getKey: () => null,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      calls.push('unsubscribe')
      sessionStorage.removeItem(STORED)
      return true
    },
  })
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey
    const bytes = ArrayBuffer.isView(key)
      ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
      : new Uint8Array(key as ArrayBuffer)
    calls.push('subscribe')
    const stored = btoa(String.fromCharCode(...bytes))
    sessionStorage.setItem(STORED, stored)
    return made(stored) as unknown as PushSubscription
  }
  PushManager.prototype.getSubscription = async function () {
    const stored = sessionStorage.getItem(STORED)
    return (stored === null ? null : made(stored)) as unknown as PushSubscription | null
  }
}

async function newMemberPage(): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP })
  context.setDefaultTimeout(PATIENCE.timeout)
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { context, page, pageErrors }
}

async function signUp(page: Page, username: string, email: string) {
  await page.goto('/signup')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.waitForURL('**/profile')
}

/** The member's notification settings, read with a login of its own (not the browser's session). */
async function settingsOf(email: string): Promise<{ pushSubscriptions: number }> {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD }),
  })
  expect(login.status).toBe(200)
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
  const settings = await fetch(`${server.baseUrl}/api/me/notifications`, { headers: { cookie } })
  expect(settings.status).toBe(200)
  return (await settings.json()) as { pushSubscriptions: number }
}

describe('web push', () => {
  it('a friend request reaches the member’s browser as a push in their language, shown by the service worker; logout stops it', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    const anaName = `Ana ${tag}`
    const anaEmail = uniqueEmail('ana-push')
    const bruno = `Bruno ${tag}`
    const subscription = receiver.newSubscription()

    // Ana, in a browser that may show notifications, reads the app in Spanish.
    const ana = await newMemberPage()
    await ana.context.grantPermissions(['notifications'], { origin: server.baseUrl })
    await ana.page.addInitScript(standInPushService, subscription)
    await signUp(ana.page, anaName, anaEmail)
    const languageSaved = ana.page.waitForResponse(
      (response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH',
    )
    await ana.page.getByRole('complementary', { name: 'Language' }).getByRole('combobox').selectOption('es')
    expect((await languageSaved).status()).toBe(200)

    // From her notifications page: quiet hours off (the push would wait for the morning), then push
    // on this browser with the page's own button.
    await ana.page.goto('/notifications')
    await ana.page.getByRole('switch', { name: esNotifications.quietHours.switch }).click()
    await ana.page.getByText(esNotifications.quietHours.off, { exact: true }).waitFor()
    const subscribed = ana.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/me/web-push-subscriptions' && response.request().method() === 'POST',
    )
    await ana.page.getByRole('button', { name: esNotifications.browser.turnOn }).click()
    expect((await subscribed).status()).toBe(200)
    await ana.page.getByRole('button', { name: esNotifications.browser.turnOff }).waitFor()
    // The page subscribed with the server's VAPID key; the push service takes pushes signed with it only.
    const { publicKey } = await ana.page.evaluate(async () => (await fetch('/api/notifications/web-push-key')).json())
    const subscribedKey = await ana.page.evaluate(() => sessionStorage.getItem('e2e:push-subscription-key'))
    expect(Buffer.from(subscribedKey!, 'base64').toString('base64url')).toBe(publicKey)
    receiver.expectVapidKey(publicKey)
    expect(await ana.page.evaluate(() => (window as any).pushCalls)).toEqual(['subscribe'])
    expect((await settingsOf(anaEmail)).pushSubscriptions).toBe(1)

    // Bruno, in another browser, sends her a friend request.
    const brunoPage = await newMemberPage()
    await signUp(brunoPage.page, bruno, uniqueEmail('bruno-push'))
    await brunoPage.page.goto('/friends')
    await brunoPage.page.getByLabel('Search by name').fill(anaName)
    const row = brunoPage.page
      .getByRole('list', { name: 'Find users' })
      .getByRole('listitem')
      .filter({ hasText: anaName })
    await row.getByRole('button', { name: 'Add friend' }).click()
    await row.getByText('Request sent').waitFor()

    // The server pushed it: signed for this push service, encrypted for this subscription, in Spanish.
    const [message] = await receiver.waitForMessages(1, PATIENCE.timeout)
    const words = serverWords.kinds.friendRequest
    const title = words.title.replace('{{name}}', bruno)
    const body = words.body.replace('{{name}}', bruno)
    expect(message!.endpoint).toBe(subscription.endpoint)
    expect(message!.json).toEqual({
      title,
      body,
      url: '/friends',
      tag: expect.stringMatching(/^friendRequest:/),
      lang: 'es',
      dir: 'ltr',
    })
    const { tag: notificationTag } = message!.json as { tag: string }

    // Chromium takes the push as from its push service (what DevTools' own "Push" button does): the
    // service worker's push handler shows it.
    const origin = new URL(server.baseUrl).origin
    const cdp = await ana.context.newCDPSession(ana.page)
    const registrations = new Map<string, string>()
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const registration of updated) {
        if (registration.isDeleted) registrations.delete(registration.scopeURL)
        else registrations.set(registration.scopeURL, registration.registrationId)
      }
    })
    await cdp.send('ServiceWorker.enable')
    const registrationId = await vi.waitFor(() => {
      const id = registrations.get(`${origin}/`)
      if (!id) throw new Error(`no service worker registered for ${origin}/ yet`)
      return id
    }, PATIENCE)
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: message!.payload })
    const shown = await vi.waitFor(async () => {
      const notifications = await ana.page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          lang: notification.lang,
          dir: notification.dir,
          data: notification.data as unknown,
        })),
      )
      if (notifications.length === 0) throw new Error('no notification shown yet')
      return notifications
    }, PATIENCE)
    expect(shown).toEqual([{ title, body, tag: notificationTag, lang: 'es', dir: 'ltr', data: { url: '/friends' } }])
    await cdp.detach()
    // Not clicked here: Chromium has no protocol call that clicks a notification, and a
    // notificationclick dispatched by a script may not focus or open a window.

    // Logging out stops this browser's pushes: the server forgets the subscription while the
    // session still exists, and the browser drops it.
    const forgotten = ana.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/me/web-push-subscriptions' &&
        response.request().method() === 'DELETE',
    )
    const loggedOut = ana.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/logout')
    const writes: string[] = []
    ana.page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`)
    })
    await ana.page.getByRole('button', { name: esCommon.nav.logout }).click()
    const [forgottenResponse, loggedOutResponse] = await Promise.all([forgotten, loggedOut])
    expect(writes).toEqual(['DELETE /api/me/web-push-subscriptions', 'POST /api/auth/logout'])
    expect(forgottenResponse.status()).toBe(200)
    expect(new URL(forgottenResponse.url()).searchParams.get('endpoint')).toBe(subscription.endpoint)
    expect(loggedOutResponse.status()).toBeLessThan(300)
    await ana.page.waitForURL('**/login')
    expect(await ana.page.evaluate(() => (window as any).pushCalls)).toEqual(['subscribe', 'unsubscribe'])
    expect((await settingsOf(anaEmail)).pushSubscriptions).toBe(0)

    expect([...ana.pageErrors, ...brunoPage.pageErrors]).toEqual([])
  }, 300_000)
})
