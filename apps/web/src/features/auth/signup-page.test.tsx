import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearLocalAuth } from '../../lib/auth.ts'
import { loadNamespaces } from '../../lib/i18n.ts'
import { SignupPage } from './routes/signup-page.tsx'

beforeAll(() => loadNamespaces(['auth', 'joining', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearLocalAuth()
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const EXPIRES = '2031-05-20T10:00:00.000Z'

const user = (overrides: object = {}) => ({
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
  emailVerified: false,
  mustVerifyEmail: false,
  ...overrides,
})

type Answer = (request: Request, body: unknown) => Response | undefined

/** The sign-up page at `path`, the server answering by path; `/profile` and `/` stand in for where it goes next. */
function open(path: string, answers: Record<string, Answer>) {
  const fetch = vi.fn(async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json()
    const answer = answers[new URL(request.url).pathname]?.(request, body)
    return answer ?? json({ error: 'Not Found' }, 404)
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signup" element={<SignupPage />} />

          <Route path="/profile" element={<h1>Profile page</h1>} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

const fillForm = (fields: { email?: string }) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'Ana Walker' } })
  if (fields.email) fireEvent.change(screen.getByLabelText('Email'), { target: { value: fields.email } })
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'walk-every-day' } })
}

const registerCalls = (fetch: ReturnType<typeof open>) =>
  fetch.mock.calls
    .map(([request]) => request)
    .filter((request) => new URL(request.url).pathname === '/api/auth/register')

describe('SignupPage and who may join', () => {
  it('says nothing of the rules when anyone may join', async () => {
    const fetch = open('/signup', {
      '/api/auth/join-rules': () => json({ policy: 'open', domains: [], signInProviders: [] }),
    })
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await screen.findByRole('button', { name: 'Sign Up' })
    expect(screen.queryByTestId('join-rules')).toBeNull()
    expect(screen.queryByText(/invitation only/)).toBeNull()
  })

  it('names the domains whose addresses may sign up, under the form', async () => {
    open('/signup', {
      '/api/auth/join-rules': () =>
        json({ policy: 'domains', domains: ['acme.test', 'acme.org'], signInProviders: [] }),
    })
    const note = await screen.findByTestId('join-rules')
    expect(note.textContent).toBe('Sign-up is open to emails at acme.test and acme.org.')
  })

  it('warns before the form that an invitation is needed, keeps the form, and shows the refusal', async () => {
    const fetch = open('/signup', {
      '/api/auth/join-rules': () => json({ policy: 'invite', domains: [], signInProviders: [] }),
      '/api/auth/register': () =>
        json(
          {
            error: 'This community is open by invitation only. Ask an admin for an invitation.',
            key: 'invitationRequired',
          },
          403,
        ),
    })
    const warning = await screen.findByRole('status')
    expect(warning.textContent).toContain('This community is open by invitation only')
    expect(warning.textContent).toContain('ask an admin for one')
    // The warning stands above the form; the note under it is not said twice.
    expect(screen.queryByTestId('join-rules')).toBeNull()

    fillForm({ email: 'stranger@else.test' })
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('This community is open by invitation only. Ask an admin for an invitation.')
    expect(registerCalls(fetch)).toHaveLength(1)
  })

  it('fixes the address of a mailed invitation, says until when it holds, and signs up with it', async () => {
    const fetch = open('/signup?invite=tok-mailed', {
      '/api/auth/join-rules': () => json({ policy: 'invite', domains: [], signInProviders: [] }),
      '/api/auth/invitations/tok-mailed': () => json({ email: 'ana@acme.test', expiresAt: EXPIRES }),
      '/api/auth/register': () => json({ user: user({ emailVerified: true }) }, 201),
    })
    await screen.findByText(/You were invited \(until .*2031.*\)/)
    const email = screen.getByLabelText('Email') as HTMLInputElement
    expect(email.value).toBe('ana@acme.test')
    expect(email.readOnly).toBe(true)
    // An invitation in hand: no warning that one is needed.
    expect(screen.queryByText('This community is open by invitation only')).toBeNull()

    fillForm({})
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    await screen.findByRole('heading', { name: 'Profile page' })
    const [request] = registerCalls(fetch)
    expect(await request!.clone().json()).toMatchObject({
      username: 'Ana Walker',
      email: 'ana@acme.test',
      invitation: 'tok-mailed',
    })
  })

  it('lets a shared link’s holder type their own address', async () => {
    open('/signup?invite=tok-shared', {
      '/api/auth/join-rules': () => json({ policy: 'invite', domains: [], signInProviders: [] }),
      '/api/auth/invitations/tok-shared': () => json({ email: null, expiresAt: EXPIRES }),
    })
    await screen.findByText('Anyone with this link may join until then.')
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(false)
  })

  it('says an unknown invitation link does not work, in the server’s words', async () => {
    open('/signup?invite=tok-gone', {
      '/api/auth/join-rules': () => json({ policy: 'invite', domains: [], signInProviders: [] }),
      '/api/auth/invitations/tok-gone': () => json({ error: 'Invitation gone', key: 'invitationInvalid' }, 404),
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This invitation link does not work')
    expect(alert.textContent).toContain(
      'This invitation is invalid, expired or already used. Ask an admin for a new one.',
    )
  })

  it('opens on the confirmation screen after a sign-up by domain that must confirm its address', async () => {
    const fetch = open('/signup', {
      '/api/auth/join-rules': () => json({ policy: 'domains', domains: ['acme.test'], signInProviders: [] }),
      '/api/auth/register': () => json({ user: user({ mustVerifyEmail: true }) }, 201),
    })
    await screen.findByTestId('join-rules')
    fillForm({ email: 'ana@acme.test' })
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    await screen.findByRole('heading', { name: 'Home page' })
    const [request] = registerCalls(fetch)
    expect(await request!.clone().json()).not.toHaveProperty('invitation')
  })

  it('offers the provider’s button above the form while the provider is on', async () => {
    open('/signup', {
      '/api/auth/join-rules': () =>
        json({ policy: 'open', domains: [], signInProviders: [{ protocol: 'oidc', label: 'Corp' }] }),
    })
    const button = await screen.findByRole('link', { name: 'Sign up with Corp' })
    expect(new URL(button.getAttribute('href')!, 'http://stepup.test').searchParams.get('returnTo')).toBe('/profile')
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy()
  })

  it('keeps the form for admins, with the admin token, behind a button when only the provider admits', async () => {
    const fetch = open('/signup', {
      '/api/auth/join-rules': () =>
        json({ policy: 'sso', domains: [], signInProviders: [{ protocol: 'oidc', label: 'Corp' }] }),
      '/api/auth/register': () => json({ user: user({ isAdmin: true, emailVerified: true }) }, 201),
    })
    const note = await screen.findByText('This community joins with', { exact: false })
    expect(note.textContent).toBe('This community joins with Corp')
    expect(screen.getByRole('link', { name: 'Sign up with Corp' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull()
    expect(screen.queryByTestId('join-rules')).toBeNull()

    const disclosure = screen.getByRole('button', { name: 'Sign up as an admin with the admin token' })
    expect(disclosure.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(disclosure)
    expect(disclosure.getAttribute('aria-expanded')).toBe('true')
    fillForm({ email: 'admin@acme.test' })
    fireEvent.change(screen.getByLabelText('Admin token (optional)'), { target: { value: 'the-admin-token' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    await screen.findByRole('heading', { name: 'Profile page' })
    const [request] = registerCalls(fetch)
    expect(await request!.clone().json()).toMatchObject({ email: 'admin@acme.test', adminToken: 'the-admin-token' })
  })

  it('names both providers when either admits, with a button each', async () => {
    open('/signup', {
      '/api/auth/join-rules': () =>
        json({
          policy: 'sso',
          domains: [],
          signInProviders: [
            { protocol: 'oidc', label: 'Corp' },
            { protocol: 'saml', label: 'Acme SAML' },
          ],
        }),
    })
    const note = await screen.findByText('This community joins with', { exact: false })
    expect(note.textContent).toBe('This community joins with Corp or Acme SAML')
    const buttons = screen.getAllByRole('link', { name: /^Sign up with/ })
    expect(buttons.map((button) => new URL(button.getAttribute('href')!, 'http://stepup.test').pathname)).toEqual([
      '/api/auth/sso/oidc',
      '/api/auth/sso/saml',
    ])
  })
})
