import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearLocalAuth, getAuthState, hasStoredLogin } from '../../lib/auth.ts'
import { loadNamespaces } from '../../lib/i18n.ts'
import { LoginPage } from './routes/login-page.tsx'

beforeAll(() => loadNamespaces(['auth', 'single-sign-on', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearLocalAuth()
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const member = {
  id: 7,
  username: 'Ana Walker',
  email: 'ana@acme.test',
  avatarUrl: null,
  phoneNumber: null,
  sensorUserId: null,
  isAdmin: false,
  teamId: null,
  timeZone: null,
  achievementsVisibility: 'everyone',
  emailVerified: true,
  mustVerifyEmail: false,
}

const CORP = [{ protocol: 'oidc', label: 'Corp' }]

const rules = (policy: string, signInProviders: { protocol: string; label: string }[]) => () =>
  json({ policy, domains: [], signInProviders })

type Answer = (request: Request) => Response | undefined

/** The login page at `path` (with router `state`), the server answering by path; `/profile` stands in for where a login goes. */
function open(path: string, answers: Record<string, Answer>, state?: unknown) {
  const fetch = vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init)
    return answers[new URL(request.url).pathname]?.(request) ?? json({ error: 'Not Found' }, 404)
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0]!, search: path.split('?')[1] ?? '', state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/profile" element={<h1>Profile page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

describe('LoginPage and single sign-on', () => {
  it('offers the provider’s button above the password form, going to the provider and back to a login', async () => {
    open('/login', { '/api/auth/join-rules': rules('open', CORP) })
    const button = await screen.findByRole('link', { name: 'Sign in with Corp' })
    const href = new URL(button.getAttribute('href')!, 'http://stepup.test')
    expect(href.pathname).toBe('/api/auth/sso/oidc')
    expect(href.searchParams.get('returnTo')).toBe('/profile')
    // The button comes first, then "or", then the form, which stays for everyone.
    const email = screen.getByLabelText('Email')
    expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('or')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Admins: sign in with your password' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy()
  })

  it('offers a button per provider that is on, in the server’s order, each to its own sign-in', async () => {
    open('/login', {
      '/api/auth/join-rules': rules('open', [
        { protocol: 'saml', label: 'Acme SAML' },
        { protocol: 'oidc', label: 'Corp' },
      ]),
    })
    await screen.findByRole('link', { name: 'Sign in with Corp' })
    const buttons = screen.getAllByRole('link', { name: /^Sign in with/ })
    expect(buttons.map((button) => button.textContent)).toEqual(['Sign in with Acme SAML', 'Sign in with Corp'])
    const paths = buttons.map((button) => new URL(button.getAttribute('href')!, 'http://stepup.test'))
    expect(paths.map((href) => href.pathname)).toEqual(['/api/auth/sso/saml', '/api/auth/sso/oidc'])
    expect(paths.map((href) => href.searchParams.get('returnTo'))).toEqual(['/profile', '/profile'])
    // One "or" between the buttons and the form.
    expect(screen.getAllByText('or')).toHaveLength(1)
  })

  it('shows no provider while none is on', async () => {
    const fetch = open('/login', { '/api/auth/join-rules': rules('open', []) })
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await screen.findByRole('button', { name: 'Log In' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull()
    expect(screen.queryByText('or')).toBeNull()
  })

  it('keeps the password form for admins when the provider is the only way in', async () => {
    open('/login', { '/api/auth/join-rules': rules('sso', CORP) })
    await screen.findByRole('heading', { name: 'Admins: sign in with your password' })
    expect(screen.getByRole('link', { name: 'Sign in with Corp' })).toBeTruthy()
    expect(screen.getByLabelText('Email')).toBeTruthy()
  })

  it('says why the provider’s sign-in failed, in the reader’s language, by the key it came back with', async () => {
    open('/login?sso=ssoEmailUnverified', { '/api/auth/join-rules': rules('sso', CORP) })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Sign-in with your provider did not succeed')
    expect(alert.textContent).toContain(
      'Your provider has not confirmed your email address, so we cannot sign you in with it.',
    )
  })

  it('reads an unknown key as the general failure, never as the address’s own words', async () => {
    open('/login?sso=<b>Call+us', { '/api/auth/join-rules': rules('open', CORP) })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Sign-in with your provider did not succeed. Try again, or ask an admin.')
    expect(alert.textContent).not.toContain('Call')
  })

  it('records the login the provider started and goes on to where it was for', async () => {
    const fetch = open('/login?signedIn=sso&returnTo=%2Fprofile', {
      '/api/auth/join-rules': rules('sso', CORP),
      '/api/me': () => json(member),
    })
    await screen.findByRole('heading', { name: 'Profile page' })
    expect(hasStoredLogin()).toBe(true)
    expect(getAuthState().user).toMatchObject({ id: 7, username: 'Ana Walker' })
    expect(
      fetch.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/me')),
    ).toBe(true)
  })

  it('says the sign-in failed when the browser came back without a session', async () => {
    open('/login?signedIn=sso&returnTo=%2Fprofile', {
      '/api/auth/join-rules': rules('open', CORP),
      '/api/me': () => json({ error: 'Log in first', key: 'notLoggedIn' }, 401),
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Sign-in with your provider did not succeed')
    expect(hasStoredLogin()).toBe(false)
    expect(screen.getByRole('link', { name: 'Sign in with Corp' })).toBeTruthy()
  })

  it('offers the provider’s own logout after a logout from a session that began there', async () => {
    open(
      '/login',
      { '/api/auth/join-rules': rules('sso', CORP) },
      {
        providerLogout: { url: 'https://id.corp.test/logout?client_id=stepup', label: 'Corp' },
      },
    )
    await screen.findByText('You are signed out of StepUp.')
    const link = screen.getByRole('link', { name: 'Also sign out of Corp' })
    expect(link.getAttribute('href')).toBe('https://id.corp.test/logout?client_id=stepup')
  })

  it('shows the server’s refusal of a member’s password under the provider-only policy', async () => {
    open('/login', {
      '/api/auth/join-rules': rules('sso', CORP),
      '/api/auth/login': () =>
        json(
          {
            error: 'This community signs in with Corp. Use the button to sign in.',
            key: 'ssoOnly',
            params: { provider: 'Corp' },
          },
          403,
        ),
    })
    await screen.findByRole('link', { name: 'Sign in with Corp' })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@acme.test' } })
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'walk-every-day' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('This community signs in with Corp. Use the button to sign in.')
  })
})
