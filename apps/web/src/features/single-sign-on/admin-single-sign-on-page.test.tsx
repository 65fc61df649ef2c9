import type { OidcSettings, SamlSettings } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../lib/i18n.ts'
import { AdminSingleSignOnPage } from './routes/admin-single-sign-on-page.tsx'

beforeAll(async () => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
  await loadNamespaces(['single-sign-on', 'errors'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const REDIRECT_URL = 'https://steps.acme.test/api/auth/sso/oidc/callback'

const saved = (overrides: Partial<OidcSettings> = {}): OidcSettings => ({
  issuer: 'https://id.acme.test',
  clientId: 'stepup',
  hasClientSecret: true,
  scopes: 'openid email profile',
  label: 'Corp',
  trustEmail: false,
  groupsClaim: 'groups',
  adminGroups: ['stepup-admins'],
  teamGroups: [],
  enabled: false,
  lastTest: null,
  ...overrides,
})

const TESTED = {
  at: '2031-05-20T10:00:00.000Z',
  subject: 'f3b1c2',
  email: 'alex@acme.test',
  emailVerified: false,
  name: 'Alex Admin',
  groups: ['stepup-admins', 'walkers'],
}

const SERVICE_PROVIDER = {
  entityId: 'https://steps.acme.test/api/auth/sso/saml/metadata',
  acsUrl: 'https://steps.acme.test/api/auth/sso/saml/acs',
  metadataUrl: 'https://steps.acme.test/api/auth/sso/saml/metadata',
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A certificate that ends `days` from now. */
const certificate = (subject: string, days: number, fingerprint: string) => ({
  subject,
  notAfter: new Date(Date.now() + days * DAY_MS).toISOString(),
  fingerprint,
})

const samlSaved = (overrides: Partial<SamlSettings> = {}): SamlSettings => ({
  idpEntityId: 'http://www.okta.com/exk1acme',
  idpSsoUrl: 'https://acme.okta.test/app/stepup/sso/saml',
  certificates: [certificate('CN=acme.okta.test', 400, 'AB:CD:EF:01')],
  metadataUrl: 'https://acme.okta.test/app/exk1acme/sso/saml/metadata',
  label: 'Acme SAML',
  trustEmail: true,
  emailAttribute: null,
  groupsAttribute: 'groups',
  adminGroups: [],
  teamGroups: [],
  enabled: false,
  lastTest: null,
  ...overrides,
})

type Answer = (request: Request, body: unknown) => Response | undefined

/** The page at `path`, the server answering `METHOD /path` by `answers`; every call is recorded with its body. */
function open(path: string, answers: Record<string, Answer>) {
  const calls: { call: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = request.method === 'GET' ? '' : await request.clone().text()
      const body = text ? JSON.parse(text) : undefined
      const call = `${request.method} ${new URL(request.url).pathname}`
      calls.push({ call, body })
      const fallback: Record<string, Answer> = {
        'GET /api/admin/teams': () =>
          json([
            { id: 3, name: 'Walkers', leaderId: 1, members: [], totalMembers: 4, teamTotal: 0 },
            { id: 5, name: 'Runners', leaderId: 2, members: [], totalMembers: 2, teamTotal: 0 },
          ]),
        'GET /api/auth/join-rules': () => json({ policy: 'open', domains: [], signInProviders: [] }),
        'GET /api/admin/sso/oidc': () => json({ settings: null, redirectUrl: REDIRECT_URL }),
        'GET /api/admin/sso/saml': () => json({ settings: null, serviceProvider: SERVICE_PROVIDER }),
      }
      return (answers[call] ?? fallback[call])?.(request, body) ?? json({ error: 'Not Found' }, 404)
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/single-sign-on" element={<AdminSingleSignOnPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return calls
}

/** What a field's `aria-describedby` reads out: its hint or its error. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('')

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the admins’ single sign-on page', () => {
  it('saves a new provider, then offers the test and keeps sign-in off until a test worked', async () => {
    const calls = open('/admin/single-sign-on', {
      'GET /api/admin/sso/oidc': () => json({ settings: null, redirectUrl: REDIRECT_URL }),
      'PUT /api/admin/sso/oidc': (_, body) => json(saved(body as Partial<OidcSettings>)),
    })
    const redirect = (await screen.findByLabelText('Redirect URL')) as HTMLInputElement
    expect(redirect.value).toBe(REDIRECT_URL)
    expect(redirect.readOnly).toBe(true)
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    // Nothing to test or turn on before the provider is saved.
    expect(screen.queryByRole('link', { name: 'Test sign-in' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull()

    type('Issuer URL', 'https://id.acme.test')
    type('Client ID', 'stepup')
    type('Client secret', 's3cret')
    type('Button label', 'Corp')
    fireEvent.click(screen.getByLabelText("Trust this provider's email addresses"))
    type('Admin groups', 'stepup-admins, Step Up Leads\nwalk-admins')
    fireEvent.click(screen.getByRole('button', { name: 'Add a team mapping' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add a team mapping' }))
    fireEvent.change(screen.getAllByLabelText('Group')[0]!, { target: { value: 'walkers' } })
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Runners' })).toHaveLength(2))
    fireEvent.change(screen.getAllByLabelText('Team')[0]!, { target: { value: '5' } })
    // The second row stays blank: it maps nothing and is not sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))

    await screen.findByText('Provider saved.')
    const put = calls.find(({ call }) => call === 'PUT /api/admin/sso/oidc')
    expect(put?.body).toEqual({
      issuer: 'https://id.acme.test',
      clientId: 'stepup',
      clientSecret: 's3cret',
      scopes: 'openid email profile',
      label: 'Corp',
      trustEmail: true,
      groupsClaim: 'groups',
      adminGroups: ['stepup-admins', 'Step Up Leads', 'walk-admins'],
      teamGroups: [{ group: 'walkers', teamId: 5 }],
    })

    const test = screen.getByRole('link', { name: 'Test sign-in' })
    expect(test.getAttribute('href')).toBe('/api/admin/sso/oidc/test')
    const turnOn = screen.getByRole('button', { name: 'Turn on sign-in with Corp' }) as HTMLButtonElement
    expect(turnOn.disabled).toBe(true)
    expect(descriptionOf(turnOn)).toContain('Test the sign-in first')
    expect(within(screen.getByRole('tabpanel')).getByText('Off')).toBeTruthy()
    // The secret is never shown again: the field is emptied and says the stored one is kept.
    expect((screen.getByLabelText('Client secret') as HTMLInputElement).value).toBe('')
    expect(screen.getByText('A secret is stored and kept unless you type a new one here.')).toBeTruthy()
    // The form stays as it was, with its notice, now that the provider exists.
    expect(screen.getByText('Provider saved.')).toBeTruthy()
  })

  it('sends no secret when none is typed, so the stored one is kept', async () => {
    const calls = open('/admin/single-sign-on', {
      'GET /api/admin/sso/oidc': () => json({ settings: saved(), redirectUrl: REDIRECT_URL }),
      'PUT /api/admin/sso/oidc': (_, body) => json(saved(body as Partial<OidcSettings>)),
    })
    await screen.findByRole('link', { name: 'Test sign-in' })
    type('Button label', 'Acme login')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))
    await screen.findByText('Provider saved.')
    const put = calls.find(({ call }) => call === 'PUT /api/admin/sso/oidc')
    expect(put?.body).not.toHaveProperty('clientSecret')
    expect(put?.body).toMatchObject({ label: 'Acme login', adminGroups: ['stepup-admins'] })
  })

  it('says on the issuer why the provider could not be discovered, and checks fields before asking', async () => {
    const calls = open('/admin/single-sign-on', {
      'GET /api/admin/sso/oidc': () => json({ settings: null, redirectUrl: REDIRECT_URL }),
      'PUT /api/admin/sso/oidc': () =>
        json(
          {
            error:
              'The provider could not be reached at this issuer, or its answer was not OpenID Connect: ECONNREFUSED',
            key: 'ssoDiscoveryFailed',
            params: { reason: 'ECONNREFUSED' },
          },
          400,
        ),
    })
    await screen.findByLabelText('Issuer URL')
    type('Issuer URL', 'http://id.acme.test')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))
    expect((await screen.findByText(/The issuer must be an https:\/\/ address/)).getAttribute('role')).toBe('alert')
    expect(screen.getByText('Enter the client id the provider gave you')).toBeTruthy()
    expect(screen.getByText('Enter the name the sign-in button shows')).toBeTruthy()
    expect(calls.some(({ call }) => call.startsWith('PUT'))).toBe(false)

    type('Issuer URL', 'https://id.acme.test')
    type('Client ID', 'stepup')
    type('Button label', 'Corp')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))
    const issuer = screen.getByLabelText('Issuer URL')
    await waitFor(() => expect(issuer.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(issuer)).toBe(
      'The provider could not be reached at this issuer, or its answer was not OpenID Connect: ECONNREFUSED',
    )
  })

  it('shows what the last test found, warns when members would be refused, and turns sign-in on', async () => {
    const calls = open('/admin/single-sign-on?test=done', {
      'GET /api/admin/sso/oidc': () => json({ settings: saved({ lastTest: TESTED }), redirectUrl: REDIRECT_URL }),
      'PUT /api/admin/sso/oidc/enabled': () => json(saved({ lastTest: TESTED, enabled: true })),
    })
    expect((await screen.findByText('The test sign-in worked')).closest('[role="alert"]')).toBeTruthy()
    const panel = screen.getByTestId('sso-last-test')
    expect(within(panel).getByText('f3b1c2')).toBeTruthy()
    expect(within(panel).getByText('alex@acme.test')).toBeTruthy()
    expect(within(panel).getByText('walkers')).toBeTruthy()
    expect(within(panel).getByText('Members would be refused')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Turn on sign-in with Corp' }))
    await screen.findByRole('button', { name: 'Turn off sign-in with Corp' })
    expect(within(screen.getByRole('tabpanel')).getByText('On')).toBeTruthy()
    expect(screen.getByRole('tab', { name: /^OpenID Connect, ?On$/ })).toBeTruthy()
    expect(calls.find(({ call }) => call === 'PUT /api/admin/sso/oidc/enabled')?.body).toEqual({ enabled: true })
  })

  it('says why a test sign-in failed, with the provider’s reason', async () => {
    open('/admin/single-sign-on?sso=ssoFailed&reason=invalid_client', {
      'GET /api/admin/sso/oidc': () => json({ settings: saved(), redirectUrl: REDIRECT_URL }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The test sign-in did not succeed')
    expect(alert.textContent).toContain('The provider said: invalid_client')
  })

  it('removes the provider after asking', async () => {
    const calls = open('/admin/single-sign-on', {
      'GET /api/admin/sso/oidc': () => json({ settings: saved(), redirectUrl: REDIRECT_URL }),
      'DELETE /api/admin/sso/oidc': () => new Response(null, { status: 204 }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Remove provider' }))
    expect(calls.some(({ call }) => call.startsWith('DELETE'))).toBe(false)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Sign-in with Corp stops at once')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove provider' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Test sign-in' })).toBeNull())
    expect(calls.some(({ call }) => call === 'DELETE /api/admin/sso/oidc')).toBe(true)
    expect((screen.getByLabelText('Issuer URL') as HTMLInputElement).value).toBe('')
  })

  it('keeps the provider on while it is the only way to join, and says where to change that', async () => {
    open('/admin/single-sign-on', {
      'GET /api/admin/sso/oidc': () =>
        json({ settings: saved({ lastTest: TESTED, enabled: true }), redirectUrl: REDIRECT_URL }),
      'GET /api/auth/join-rules': () =>
        json({ policy: 'sso', domains: [], signInProviders: [{ protocol: 'oidc', label: 'Corp' }] }),
    })
    const link = await screen.findByRole('link', { name: 'Choose another way to join' })
    expect(link.getAttribute('href')).toBe('/admin/invitations')
    const turnOff = screen.getByRole('button', { name: 'Turn off sign-in with Corp' }) as HTMLButtonElement
    expect(turnOff.disabled).toBe(true)
    expect(descriptionOf(turnOff)).toContain('Single sign-on is the only way to join.')
    expect((screen.getByRole('button', { name: 'Remove provider' }) as HTMLButtonElement).disabled).toBe(true)
  })
  it('makes a provisioning token shown once, and revokes it', async () => {
    let token: { createdAt: string; lastUsedAt: string | null } | null = null
    const calls = open('/admin/single-sign-on', {
      'GET /api/admin/sso/oidc': () => json({ settings: null, redirectUrl: REDIRECT_URL }),
      'GET /api/admin/scim': () => json({ baseUrl: 'https://steps.acme.test/api/scim/v2', token }),
      'POST /api/admin/scim/token': () => {
        token = { createdAt: '2031-05-20T10:00:00.000Z', lastUsedAt: null }
        return json({ token: 'scim-secret-value', baseUrl: 'https://steps.acme.test/api/scim/v2' }, 201)
      },
      'DELETE /api/admin/scim/token': () => {
        token = null
        return new Response(null, { status: 204 })
      },
    })
    const base = (await screen.findByLabelText('SCIM base URL')) as HTMLInputElement
    expect(base.value).toBe('https://steps.acme.test/api/scim/v2')
    screen.getByText('No token yet: the directory cannot connect.')
    fireEvent.click(screen.getByRole('button', { name: 'Make a token' }))
    const shown = (await screen.findByLabelText('SCIM token')) as HTMLInputElement
    expect(shown.value).toBe('scim-secret-value')
    await screen.findByText(/A token is in use/)

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the token' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke the token' }))
    await screen.findByText('No token yet: the directory cannot connect.')
    expect(screen.queryByLabelText('SCIM token')).toBeNull()
    expect(calls.map(({ call }) => call)).toContain('DELETE /api/admin/scim/token')
  })
})

describe('the admins’ SAML 2.0 provider', () => {
  /** The SAML tab of the page at `path`. */
  async function openSaml(path: string, answers: Record<string, Answer>) {
    const calls = open(path, answers)
    fireEvent.click(await screen.findByRole('tab', { name: /^SAML 2.0/ }))
    return calls
  }

  it('says what to give the provider, then saves it by its metadata address with SAML’s defaults', async () => {
    const calls = await openSaml('/admin/single-sign-on', {
      'PUT /api/admin/sso/saml': () => json(samlSaved()),
    })
    expect(screen.getByRole('tab', { name: 'SAML 2.0' }).getAttribute('aria-selected')).toBe('true')
    expect((screen.getByLabelText('Entity ID (Identifier)') as HTMLInputElement).value).toBe(SERVICE_PROVIDER.entityId)
    expect((screen.getByLabelText('Reply URL (Assertion Consumer Service URL)') as HTMLInputElement).value).toBe(
      SERVICE_PROVIDER.acsUrl,
    )
    expect((screen.getByLabelText("StepUp's metadata URL") as HTMLInputElement).value).toBe(
      SERVICE_PROVIDER.metadataUrl,
    )
    const download = screen.getByRole('link', { name: 'Download metadata' })
    expect(download.getAttribute('href')).toBe('/api/auth/sso/saml/metadata')
    expect(download.hasAttribute('download')).toBe(true)
    // Nothing to test before the provider is saved; trusting its addresses is on by default.
    expect(screen.queryByRole('link', { name: 'Test sign-in' })).toBeNull()
    expect((screen.getByLabelText("Trust the provider's email addresses") as HTMLInputElement).checked).toBe(true)
    expect(screen.getByPlaceholderText('Empty: the usual email attributes')).toBeTruthy()

    type("Provider's metadata URL", 'https://acme.okta.test/app/exk1acme/sso/saml/metadata')
    type('Button label', 'Acme SAML')
    type('Admin groups', 'stepup-admins')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))

    await screen.findByText('Provider saved.')
    expect(calls.find(({ call }) => call === 'PUT /api/admin/sso/saml')?.body).toEqual({
      metadataUrl: 'https://acme.okta.test/app/exk1acme/sso/saml/metadata',
      label: 'Acme SAML',
      trustEmail: true,
      emailAttribute: null,
      groupsAttribute: 'groups',
      adminGroups: ['stepup-admins'],
      teamGroups: [],
    })
    // What StepUp read from the metadata, and the test that comes before turning it on.
    const provider = screen.getByTestId('saml-identity-provider')
    expect(within(provider).getByText('http://www.okta.com/exk1acme')).toBeTruthy()
    expect(within(provider).getByText('https://acme.okta.test/app/stepup/sso/saml')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Test sign-in' }).getAttribute('href')).toBe('/api/admin/sso/saml/test')
    const turnOn = screen.getByRole('button', { name: 'Turn on sign-in with Acme SAML' }) as HTMLButtonElement
    expect(turnOn.disabled).toBe(true)
    expect(screen.getByText('Provider saved.')).toBeTruthy()
  })

  it('asks for the metadata before a first save, and says on the address why the server could not read it', async () => {
    const calls = await openSaml('/admin/single-sign-on', {
      'PUT /api/admin/sso/saml': () =>
        json(
          {
            error: 'The metadata could not be read from this address: ECONNREFUSED',
            key: 'samlMetadataUnreachable',
            params: { reason: 'ECONNREFUSED' },
          },
          400,
        ),
    })
    type('Button label', 'Acme SAML')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))
    expect(descriptionOf(screen.getByLabelText("Provider's metadata URL"))).toBe(
      "Give the provider's metadata: its address, or its file",
    )
    type("Provider's metadata URL", 'http://idp.acme.test/metadata')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("Provider's metadata URL"))).toBe(
        'The metadata address must be an https:// address (http:// only for this computer)',
      ),
    )
    expect(calls.some(({ call }) => call.startsWith('PUT'))).toBe(false)

    type("Provider's metadata URL", 'https://idp.acme.test/metadata')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("Provider's metadata URL"))).toBe(
        'The metadata could not be read from this address: ECONNREFUSED',
      ),
    )
  })

  it('reads a metadata file in the browser, refusing one over 1 MB before sending it', async () => {
    const calls = await openSaml('/admin/single-sign-on', {
      'PUT /api/admin/sso/saml': () => json(samlSaved({ metadataUrl: null })),
    })
    fireEvent.click(screen.getByRole('radio', { name: 'From a file' }))
    const tooLarge = new File(['<x/>'.padEnd(1_000_001, ' ')], 'aggregate.xml', { type: 'text/xml' })
    fireEvent.change(screen.getByLabelText("Provider's metadata file"), { target: { files: [tooLarge] } })
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("Provider's metadata file"))).toBe(
        'The metadata file is too large (at most 1 MB)',
      ),
    )

    const xml =
      '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="http://www.okta.com/exk1acme"/>'
    const file = new File([xml], 'okta.xml', { type: 'text/xml' })
    fireEvent.change(screen.getByLabelText("Provider's metadata file"), { target: { files: [file] } })
    await waitFor(() =>
      expect(screen.getByLabelText("Provider's metadata file").getAttribute('aria-invalid')).toBeNull(),
    )
    type('Button label', 'Acme SAML')
    type('Email attribute', ' mail ')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))
    await screen.findByText('Provider saved.')
    const puts = calls.filter(({ call }) => call === 'PUT /api/admin/sso/saml')
    expect(puts).toHaveLength(1)
    expect(puts[0]!.body).toMatchObject({ metadataXml: xml, label: 'Acme SAML', emailAttribute: 'mail' })
    expect(puts[0]!.body).not.toHaveProperty('metadataUrl')
    expect(within(screen.getByTestId('saml-identity-provider')).getByText('From a file')).toBeTruthy()
  })

  it('keeps the provider read before when a later save gives no metadata', async () => {
    const calls = await openSaml('/admin/single-sign-on', {
      'GET /api/admin/sso/saml': () =>
        json({ settings: samlSaved({ metadataUrl: null }), serviceProvider: SERVICE_PROVIDER }),
      'PUT /api/admin/sso/saml': (_, body) => json(samlSaved({ metadataUrl: null, ...(body as object) })),
    })
    // Read from a file: the file tab is open, and says a file is needed only to replace it.
    expect((screen.getByRole('radio', { name: 'From a file' }) as HTMLInputElement).checked).toBe(true)
    expect(descriptionOf(screen.getByLabelText("Provider's metadata file"))).toContain(
      'Choose a file only to replace the provider read before.',
    )
    type('Button label', 'Acme login')
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }))
    await screen.findByText('Provider saved.')
    const put = calls.find(({ call }) => call === 'PUT /api/admin/sso/saml')
    expect(put?.body).not.toHaveProperty('metadataXml')
    expect(put?.body).not.toHaveProperty('metadataUrl')
  })

  it('shows each certificate with its end, and warns of one that ends within 30 days', async () => {
    open('/admin/single-sign-on', {
      'GET /api/admin/sso/saml': () =>
        json({
          settings: samlSaved({
            certificates: [
              certificate('CN=old.acme.test', 10, '11:22:33:44'),
              certificate('CN=new.acme.test', 700, '55:66:77:88'),
            ],
          }),
          serviceProvider: SERVICE_PROVIDER,
        }),
    })
    // Only SAML is set up: its tab opens.
    await screen.findByTestId('saml-identity-provider')
    expect(screen.getByRole('tab', { name: /^SAML 2.0/ }).getAttribute('aria-selected')).toBe('true')
    const [soon, later] = screen.getAllByTestId('saml-certificate')
    expect(within(soon!).getByText('CN=old.acme.test')).toBeTruthy()
    expect(within(soon!).getByText('11:22:33:44')).toBeTruthy()
    expect(within(soon!).getByText('Expires in 10 days')).toBeTruthy()
    expect(within(later!).getByText('Valid')).toBeTruthy()
    expect(screen.getByText("Renew the provider's certificate")).toBeTruthy()
  })

  it('says a certificate has expired', async () => {
    open('/admin/single-sign-on?protocol=saml', {
      'GET /api/admin/sso/saml': () =>
        json({
          settings: samlSaved({ certificates: [certificate('CN=old.acme.test', -3, '11:22:33:44')] }),
          serviceProvider: SERVICE_PROVIDER,
        }),
    })
    const [expired] = await screen.findAllByTestId('saml-certificate')
    expect(within(expired!).getByText('Expired')).toBeTruthy()
    expect(screen.getByText("Renew the provider's certificate")).toBeTruthy()
  })

  it('comes back from a test on the SAML tab, shows what the provider said, and turns sign-in on', async () => {
    const tested = { ...TESTED, subject: 'alex@acme.test', emailVerified: false }
    // A SAML test comes back to the page naming its protocol, with both providers set up.
    const calls = open('/admin/single-sign-on?protocol=saml&test=done', {
      'GET /api/admin/sso/oidc': () => json({ settings: saved(), redirectUrl: REDIRECT_URL }),
      'GET /api/admin/sso/saml': () =>
        json({ settings: samlSaved({ lastTest: tested }), serviceProvider: SERVICE_PROVIDER }),
      'PUT /api/admin/sso/saml/enabled': () => json(samlSaved({ lastTest: tested, enabled: true })),
    })
    await screen.findByText('The test sign-in worked')
    expect(screen.getByRole('tab', { name: /^SAML 2.0/ }).getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByTestId('sso-last-test')
    expect(within(panel).getByText('NameID')).toBeTruthy()
    // SAML has no word for a verified address: no row says it, and trusting the provider is on.
    expect(within(panel).queryByText('Email verified by the provider')).toBeNull()
    expect(within(panel).queryByText('Members would be refused')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Turn on sign-in with Acme SAML' }))
    await screen.findByRole('button', { name: 'Turn off sign-in with Acme SAML' })
    expect(calls.find(({ call }) => call === 'PUT /api/admin/sso/saml/enabled')?.body).toEqual({ enabled: true })
    expect(screen.getByRole('tab', { name: /^SAML 2.0, ?On$/ })).toBeTruthy()
  })

  it('shows the reason a SAML test was refused, in the reader’s language', async () => {
    open('/admin/single-sign-on?protocol=saml&sso=ssoRefused&reason=SAML+assertion+audience+mismatch', {
      'GET /api/admin/sso/saml': () => json({ settings: samlSaved(), serviceProvider: SERVICE_PROVIDER }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The test sign-in did not succeed')
    expect(alert.textContent).toContain("The provider's answer was refused: SAML assertion audience mismatch")
    expect(screen.getByRole('tab', { name: /^SAML 2.0/ }).getAttribute('aria-selected')).toBe('true')
  })

  it('warns that newcomers are refused while the provider’s addresses are not trusted', async () => {
    open('/admin/single-sign-on?protocol=saml', {
      'GET /api/admin/sso/saml': () =>
        json({ settings: samlSaved({ trustEmail: false, lastTest: TESTED }), serviceProvider: SERVICE_PROVIDER }),
    })
    const panel = await screen.findByTestId('sso-last-test')
    expect(within(panel).getByText('Members would be refused')).toBeTruthy()
    expect(panel.textContent).toContain('SAML does not say whether an address is verified')
  })

  it('lets one provider go while the other keeps people joining by single sign-on', async () => {
    open('/admin/single-sign-on?protocol=saml', {
      'GET /api/admin/sso/oidc': () =>
        json({ settings: saved({ lastTest: TESTED, enabled: true }), redirectUrl: REDIRECT_URL }),
      'GET /api/admin/sso/saml': () =>
        json({ settings: samlSaved({ lastTest: TESTED, enabled: true }), serviceProvider: SERVICE_PROVIDER }),
      'GET /api/auth/join-rules': () =>
        json({
          policy: 'sso',
          domains: [],
          signInProviders: [
            { protocol: 'oidc', label: 'Corp' },
            { protocol: 'saml', label: 'Acme SAML' },
          ],
        }),
    })
    const turnOff = (await screen.findByRole('button', {
      name: 'Turn off sign-in with Acme SAML',
    })) as HTMLButtonElement
    await waitFor(() => expect(turnOff.disabled).toBe(false))
    expect(screen.queryByRole('link', { name: 'Choose another way to join' })).toBeNull()
  })
})
