import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { json, memberSettings } from '../test-fixtures.ts'
import { BrowserPushSection } from './browser-push-section.tsx'

beforeAll(() => loadNamespaces(['notifications', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (navigator as { serviceWorker?: unknown }).serviceWorker
})

const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index * 37) % 256)
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '')
const ENDPOINT = 'https://push.example.com/send/abc'
const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) }

/** A browser with push: its permission, service worker, push manager and, maybe, a subscription already. */
function stubBrowser({ permission = 'default', subscribed = false } = {}) {
  let current: PushSubscription | null = null
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: KEY_BYTES.buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      current = null
      return true
    }),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> }
  if (subscribed) current = subscription
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => (current = subscription)),
  }
  const registration = { pushManager }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  })
  vi.stubGlobal('PushManager', class {})
  const requestPermission = vi.fn(async () => 'granted')
  vi.stubGlobal('Notification', { permission, requestPermission })
  return { subscription, pushManager, requestPermission }
}

/** The server: its key, and `answer` for the subscription calls. */
function stubServer(
  answer: (request: Request) => Response = () => json({ ...memberSettings(), pushSubscriptions: 1 }),
) {
  const fetch = vi.fn(async (request: Request) =>
    new URL(request.url).pathname === '/api/notifications/web-push-key'
      ? json({ publicKey: PUBLIC_KEY })
      : answer(request),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BrowserPushSection subscriptions={0} />
    </QueryClientProvider>,
  )
}

describe('BrowserPushSection', () => {
  it('asks the browser, subscribes for the server’s key and tells the server the subscription', async () => {
    const browser = stubBrowser()
    const fetch = stubServer()
    show()
    await screen.findByText('Off')
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }))
    await screen.findByText('On')

    expect(browser.requestPermission).toHaveBeenCalled()
    const [options] = browser.pushManager.subscribe.mock.calls[0]!
    expect(options.userVisibleOnly).toBe(true)
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES])
    const post = fetch.mock.calls.map(([request]) => request).find((request) => request.method === 'POST')!
    expect(new URL(post.url).pathname).toBe('/api/me/web-push-subscriptions')
    expect(await post.json()).toEqual({ endpoint: ENDPOINT, keys: KEYS })
    expect(screen.getByRole('button', { name: 'Turn off on this browser' })).toBeTruthy()
  })

  it('drops the browser’s subscription when the server refuses it, and says why', async () => {
    const browser = stubBrowser()
    stubServer(() =>
      json(
        {
          error:
            'You can receive notifications on at most 10 browsers and apps. Turn them off on one you no longer use.',
          key: 'tooManyPushSubscriptions',
          params: { max: 10 },
        },
        409,
      ),
    )
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }))
    await screen.findByText(
      'You can receive notifications on at most 10 browsers and apps. Turn them off on one you no longer use.',
    )
    expect(browser.subscription.unsubscribe).toHaveBeenCalled()
    expect(screen.getByText('Off')).toBeTruthy()
  })

  it('turns off: the server forgets the endpoint, then the browser drops it', async () => {
    const browser = stubBrowser({ permission: 'granted', subscribed: true })
    const fetch = stubServer(() => json(memberSettings()))
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off on this browser' }))
    await screen.findByText('Off')
    const [request] = fetch.mock.calls[0]!
    expect(request.method).toBe('DELETE')
    expect(new URL(request.url).searchParams.get('endpoint')).toBe(ENDPOINT)
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalled())
  })

  it('says when the browser blocks notifications, with nothing to click', async () => {
    stubBrowser({ permission: 'denied' })
    stubServer()
    show()
    await screen.findByText('Blocked by the browser')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows an iPhone in Safari how to add StepUp to the Home Screen', async () => {
    stubBrowser()
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 Version/18.2 Mobile/15E148 Safari/604.1',
    )
    show()
    await screen.findByText('On iPhone and iPad, add StepUp to your Home Screen')
    expect(screen.getByText('Choose “Add to Home Screen”, then “Add”.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
