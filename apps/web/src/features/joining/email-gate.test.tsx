import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RootLayout } from '../../app/layout/root-layout.tsx'
import { clearLocalAuth, markLoggedIn } from '../../lib/auth.ts'
import { loadNamespaces } from '../../lib/i18n.ts'
import { queryClient } from '../../lib/query-client.ts'

beforeAll(() => loadNamespaces(['joining', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearLocalAuth()
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const member = (overrides: { emailVerified: boolean; mustVerifyEmail: boolean }) => ({
  id: 12,
  username: 'Dana Domain',
  email: 'dana@acme.test',
  avatarUrl: null,
  phoneNumber: null,
  sensorUserId: null,
  isAdmin: false,
  teamId: null,
  timeZone: null,
  achievementsVisibility: 'everyone' as const,
  ...overrides,
})

/**
 * The layout at `path` for a member logged in as `user`, with a page at `/` and at
 * `/verify-email` that only say they rendered; the server answers GET /api/me with `user` and the
 * confirmation mail with `resend`.
 */
function open(path: string, user: ReturnType<typeof member>, resend = () => json({ message: 'Sent' })) {
  markLoggedIn(user)
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/api/me') return json(user)
    if (pathname === '/api/me/email-verification') return resend()
    return json({ error: 'Confirm your email address first', key: 'emailNotVerified' }, 403)
  })
  vi.stubGlobal('fetch', fetch)
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/myscores', element: <h1>My scores page</h1> },
          { path: '/verify-email', element: <h1>Verify page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return fetch
}

const calledPaths = (fetch: ReturnType<typeof open>) =>
  fetch.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`)

describe('the screen of an account that must confirm its address', () => {
  it('stands in for every page, asks the server for nothing but the member, and sends the link again', async () => {
    const fetch = open('/myscores', member({ emailVerified: false, mustVerifyEmail: true }))
    await screen.findByRole('heading', { name: 'Confirm your email address' })
    expect(screen.queryByRole('heading', { name: 'My scores page' })).toBeNull()
    expect(screen.getByTestId('email-gate').textContent).toContain('We mailed a link to dana@acme.test')
    // No navigation to pages the server refuses, and no tab bar.
    expect(screen.queryByRole('link', { name: 'My Scores' })).toBeNull()
    expect(screen.queryByTestId('tab-bar')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    await screen.findByText('A new link is on its way.')
    await waitFor(() => expect(calledPaths(fetch)).toContain('POST /api/me/email-verification'))
    expect(calledPaths(fetch).every((call) => call.endsWith('/api/me') || call.endsWith('/email-verification'))).toBe(
      true,
    )
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy()
  })

  it('says why a link was not sent again', async () => {
    open('/', member({ emailVerified: false, mustVerifyEmail: true }), () =>
      json({ error: 'Your email address is already confirmed.', key: 'emailAlreadyVerified' }, 409),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The link was not sent')
    expect(alert.textContent).toContain('Your email address is already confirmed.')
  })

  it('lets the confirmation link’s page open', async () => {
    open('/verify-email?token=abc', member({ emailVerified: false, mustVerifyEmail: true }))
    await screen.findByRole('heading', { name: 'Verify page' })
    expect(screen.queryByRole('heading', { name: 'Confirm your email address' })).toBeNull()
  })

  it('shows the pages to a member who has confirmed, or who need not', async () => {
    open('/', member({ emailVerified: true, mustVerifyEmail: true }))
    await screen.findByRole('heading', { name: 'Home page' })
    cleanup()
    clearLocalAuth()
    open('/', member({ emailVerified: false, mustVerifyEmail: false }))
    await screen.findByRole('heading', { name: 'Home page' })
    expect(screen.queryByRole('heading', { name: 'Confirm your email address' })).toBeNull()
  })
})
