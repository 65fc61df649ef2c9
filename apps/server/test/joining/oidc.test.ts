import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN, TEST_ORIGIN, cookieSet, createTestApp, type TestApp } from '../helpers/app.ts'
import {
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
} from '../../../../scripts/sso/trial-provider.ts'

const CALLBACK = `${TEST_ORIGIN}/api/auth/sso/oidc/callback`

describe('single sign-on with an OpenID Connect provider', () => {
  let t: TestApp
  let idp: TestProvider
  let admin: { user: { id: number }; cookie: string }

  beforeAll(async () => {
    idp = await startTestProvider({ redirectUri: CALLBACK, logoutRedirectUri: `${TEST_ORIGIN}/login` })
    t = await createTestApp()
    admin = await t.signUp({ admin: true, email: 'root@example.com' })
    idp.accounts.set('it-admin', { email: 'it@corp.example', email_verified: true, name: 'Ines IT' })
  })
  afterAll(async () => {
    await t.close()
    await idp.close()
  })
  beforeEach(async () => {
    await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'open' } })
  })

  const settings = (extra: Record<string, unknown> = {}) => ({
    issuer: idp.issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    scopes: 'openid email profile groups',
    label: 'Corp',
    ...extra,
  })

  /** A browser's trip through the provider: StepUp's start, the provider's pages, StepUp's callback. */
  async function throughProvider(
    account: string,
    { cookie, start = '/api/auth/sso/oidc' } = {} as { cookie?: string; start?: string },
  ) {
    const started = await t.request('GET', start, { cookie })
    expect(started.status, started.text).toBe(302)
    const state = cookieSet(started, 'sso_state')!
    expect(state).toBeTruthy()
    const back = await signInAtProvider(String(started.headers.location), account)
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK)
    const callbackPath = back.pathname + back.search
    const cookies = [cookie, `sso_state=${state}`].filter(Boolean).join('; ')
    const done = await t.request('GET', callbackPath, { cookie: cookies })
    return { done, callbackPath, state, started }
  }

  async function setUpAndTurnOn(extra: Record<string, unknown> = {}) {
    const saved = await t.request('PUT', '/api/admin/sso/oidc', { cookie: admin.cookie, body: settings(extra) })
    expect(saved.status, saved.text).toBe(200)
    if (!saved.body.enabled) {
      const { done } = await throughProvider('it-admin', { cookie: admin.cookie, start: '/api/admin/sso/oidc/test' })
      expect(done.headers.location).toBe('/admin/single-sign-on?test=done')
      const on = await t.request('PUT', '/api/admin/sso/oidc/enabled', {
        cookie: admin.cookie,
        body: { enabled: true },
      })
      expect(on.status, on.text).toBe(200)
    }
  }

  const me = (cookie: string) => t.request('GET', '/api/me', { cookie })

  it('is set up by an admin: discovery, the redirect URL, a test sign-in that signs nobody in, then on', async () => {
    const before = await t.request('GET', '/api/admin/sso/oidc', { cookie: admin.cookie })
    expect(before.body).toEqual({ settings: null, redirectUrl: CALLBACK })
    expect((await t.request('GET', '/api/auth/join-rules')).body.signInProviders).toEqual([])

    const wrong = await t.request('PUT', '/api/admin/sso/oidc', {
      cookie: admin.cookie,
      body: settings({ issuer: 'http://127.0.0.1:9/nothing-here' }),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.key).toBe('ssoDiscoveryFailed')
    const insecure = await t.request('PUT', '/api/admin/sso/oidc', {
      cookie: admin.cookie,
      body: settings({ issuer: 'http://idp.example.com' }),
    })
    expect(insecure.body.key).toBe('ssoIssuerInvalid')

    const saved = await t.request('PUT', '/api/admin/sso/oidc', { cookie: admin.cookie, body: settings() })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({ issuer: idp.issuer, hasClientSecret: true, enabled: false, lastTest: null })
    expect(saved.text).not.toContain(TEST_CLIENT_SECRET)
    const early = await t.request('PUT', '/api/admin/sso/oidc/enabled', {
      cookie: admin.cookie,
      body: { enabled: true },
    })
    expect(early.status).toBe(409)
    expect(early.body.key).toBe('ssoNotTested')

    const usersBefore = (await t.request('GET', '/api/admin/members', { cookie: admin.cookie })).body
    const { done, started } = await throughProvider('it-admin', {
      cookie: admin.cookie,
      start: '/api/admin/sso/oidc/test',
    })
    expect(new URL(String(started.headers.location)).searchParams.get('prompt')).toBe('login')
    expect(done.status).toBe(302)
    expect(done.headers.location).toBe('/admin/single-sign-on?test=done')
    expect(done.cookie).toBeUndefined()
    expect((await t.request('GET', '/api/admin/members', { cookie: admin.cookie })).body).toEqual(usersBefore)

    const tested = await t.request('GET', '/api/admin/sso/oidc', { cookie: admin.cookie })
    expect(tested.body.settings.lastTest).toMatchObject({
      subject: 'it-admin',
      email: 'it@corp.example',
      emailVerified: true,
      name: 'Ines IT',
    })
    // The label changes without a new test; the secret is kept when left out.
    const relabelled = await t.request('PUT', '/api/admin/sso/oidc', {
      cookie: admin.cookie,
      body: settings({ label: 'Corp Login', clientSecret: undefined }),
    })
    expect(relabelled.body).toMatchObject({ label: 'Corp Login', hasClientSecret: true })
    expect(relabelled.body.lastTest).not.toBeNull()
    // The secret is never sent to another client: left out for a new client id, there is none.
    const otherClient = await t.request('PUT', '/api/admin/sso/oidc', {
      cookie: admin.cookie,
      body: settings({ clientId: 'another-client', clientSecret: undefined }),
    })
    expect(otherClient.body).toMatchObject({ clientId: 'another-client', hasClientSecret: false, lastTest: null })
    const back = await t.request('PUT', '/api/admin/sso/oidc', {
      cookie: admin.cookie,
      body: settings({ label: 'Corp Login' }),
    })
    expect(back.body.lastTest).toBeNull()
    await throughProvider('it-admin', { cookie: admin.cookie, start: '/api/admin/sso/oidc/test' })
    const on = await t.request('PUT', '/api/admin/sso/oidc/enabled', { cookie: admin.cookie, body: { enabled: true } })
    expect(on.body.enabled).toBe(true)
    expect((await t.request('GET', '/api/auth/join-rules')).body.signInProviders).toEqual([
      { protocol: 'oidc', label: 'Corp Login' },
    ])

    const trail = await t.request('GET', '/api/admin/audit?kind=settings', { cookie: admin.cookie })
    expect(trail.text).not.toContain(TEST_CLIENT_SECRET)
    expect(trail.body.entries.filter((entry: { action: string }) => entry.action === 'settings.sso').length).toBe(5)

    // A member is not an admin: none of this is theirs.
    const member = await t.signUp()
    expect((await t.request('GET', '/api/admin/sso/oidc', { cookie: member.cookie })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/sso/oidc/test', { cookie: member.cookie })).status).toBe(403)
  })

  it('makes a member on the first sign-in and signs the same member in again, whatever their email becomes', async () => {
    await setUpAndTurnOn()
    idp.accounts.set('ana', {
      email: 'Ana@Corp.example',
      email_verified: true,
      name: 'Ana Andrade',
      picture: 'https://images.corp.example/ana.png',
    })
    const first = await throughProvider('ana', { start: `/api/auth/sso/oidc?returnTo=${encodeURIComponent('/teams')}` })
    expect(first.done.status, first.done.text).toBe(302)
    expect(first.done.headers.location).toBe('/login?signedIn=sso&returnTo=%2Fteams')
    const ana = (await me(first.done.cookie!)).body
    expect(ana).toMatchObject({
      username: 'Ana Andrade',
      email: 'ana@corp.example',
      emailVerified: true,
      avatarUrl: 'https://images.corp.example/ana.png',
      isAdmin: false,
    })

    idp.accounts.set('ana', { email: 'ana.andrade@corp.example', email_verified: true, name: 'Ana A.' })
    const again = await throughProvider('ana')
    expect(again.done.headers.location).toBe('/login?signedIn=sso&returnTo=%2F')
    expect((await me(again.done.cookie!)).body).toMatchObject({ id: ana.id, username: 'Ana Andrade' })
    // The account has no password: a password sign-in is refused like any wrong one.
    const byPassword = await t.request('POST', '/api/auth/login', {
      body: { email: 'ana@corp.example', password: 'x' },
    })
    expect(byPassword.status).toBe(401)
    // StepUp's logout ends the StepUp session and offers the provider's.
    const logout = await t.request('GET', '/api/auth/sso/logout', { cookie: again.done.cookie })
    expect(logout.body.label).toBe('Corp')
    expect(new URL(logout.body.url).origin).toBe(idp.issuer)
    const local = await t.request('GET', '/api/auth/sso/logout', { cookie: admin.cookie })
    expect(local.body).toEqual({ url: null, label: null })
  })

  it('refuses an address the provider has not verified, unless the admin trusts its addresses', async () => {
    await setUpAndTurnOn()
    idp.accounts.set('mallory', { email: 'root@example.com', email_verified: false, name: 'Mallory' })
    const refused = await throughProvider('mallory')
    expect(refused.done.headers.location).toBe('/login?sso=ssoEmailUnverified')
    expect(refused.done.cookie).toBeUndefined()
    idp.accounts.set('nomail', { name: 'No Mail' })
    expect((await throughProvider('nomail')).done.headers.location).toBe('/login?sso=ssoEmailMissing')

    idp.accounts.set('entra', { email: 'eve@corp.example', name: 'Eve Entra' })
    await setUpAndTurnOn({ trustEmail: true })
    const trusted = await throughProvider('entra')
    expect((await me(trusted.done.cookie!)).body.email).toBe('eve@corp.example')
    await setUpAndTurnOn({ trustEmail: false })
  })

  it('links an existing account by its verified email, ending a password someone may have set before its owner came', async () => {
    await setUpAndTurnOn()
    // Someone signs up with Bob's address before Bob comes (the address is never proven).
    const squatter = await t.signUp({ email: 'bob@corp.example', password: 'squatter password' })
    const pushToken = (await t.request('POST', '/api/me/push-tokens', { cookie: squatter.cookie })).body.token as string
    const pushSteps = () =>
      t.request('POST', '/api/push/steps', {
        headers: { authorization: `Bearer ${pushToken}` },
        body: { entries: [{ date: '2026-11-29', steps: 1234 }] },
        noOrigin: true,
      })
    expect((await pushSteps()).status).toBe(200)
    idp.accounts.set('bob', { email: 'bob@corp.example', email_verified: true, name: 'Bob' })
    const bob = await throughProvider('bob')
    expect(bob.done.status).toBe(302)
    expect((await me(bob.done.cookie!)).body.id).toBe(squatter.user.id)
    expect((await me(squatter.cookie)).status).toBe(401)
    // Nor can the squatter's phone app push steps into Bob's account any more.
    expect((await pushSteps()).status).toBe(401)
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'bob@corp.example', password: 'squatter password' },
    })
    expect(login.status).toBe(401)

    // A member who proved their address keeps their password beside the provider.
    const carol = await t.signUp({ email: 'carol@corp.example', password: 'carol password' })
    await t.db.execute(`update users set email_verified_at = now() where id = ${carol.user.id}` as never)
    idp.accounts.set('carol', { email: 'carol@corp.example', email_verified: true })
    await throughProvider('carol')
    const carolLogin = await t.request('POST', '/api/auth/login', {
      body: { email: 'carol@corp.example', password: 'carol password' },
    })
    expect(carolLogin.status).toBe(200)
  })

  it('maps groups to the admin role (given and taken back) and to a team', async () => {
    const leader = await t.signUp()
    const team = await t.request('POST', '/api/teams', { cookie: leader.cookie, body: { name: 'Sales' } })
    expect(team.status, team.text).toBe(201)
    await setUpAndTurnOn({
      adminGroups: ['stepup-admins'],
      teamGroups: [
        { group: 'engineering', teamId: 999_999 },
        { group: 'sales', teamId: team.body.id },
      ],
    })
    idp.accounts.set('dana', { email: 'dana@corp.example', email_verified: true, groups: ['sales', 'stepup-admins'] })
    const first = await throughProvider('dana')
    const dana = (await me(first.done.cookie!)).body
    expect(dana).toMatchObject({ isAdmin: true, teamId: team.body.id })

    idp.accounts.set('dana', { email: 'dana@corp.example', email_verified: true, groups: ['engineering'] })
    const second = await throughProvider('dana')
    // Out of the admin group, out of the role; a member on a team stays on it.
    expect((await me(second.done.cookie!)).body).toMatchObject({ isAdmin: false, teamId: team.body.id })
    const trail = await t.request('GET', `/api/admin/audit?subjectId=${dana.id}`, { cookie: admin.cookie })
    const byProvider = trail.body.entries.filter(
      (entry: { action: string }) => entry.action === 'member.role-by-provider',
    )
    expect(byProvider.map((entry: { after: unknown }) => entry.after)).toEqual([{ isAdmin: false }, { isAdmin: true }])
    // Joining the team is in the trail too, as the member's own sign-in's.
    expect(
      trail.body.entries.filter((entry: { action: string }) => entry.action === 'team.join-by-provider'),
    ).toMatchObject([{ actor: { id: dana.id }, subject: { id: dana.id }, target: 'Sales', after: { team: 'Sales' } }])
    await setUpAndTurnOn({ adminGroups: [], teamGroups: [] })
  })

  it('refuses what an attacker can send: a replayed or foreign callback, a redirect off the site, a forged code', async () => {
    await setUpAndTurnOn()
    idp.accounts.set('erin', { email: 'erin@corp.example', email_verified: true })
    const { done, callbackPath, state } = await throughProvider('erin', {
      start: `/api/auth/sso/oidc?returnTo=${encodeURIComponent('//evil.example/steal')}`,
    })
    expect(done.headers.location).toBe('/login?signedIn=sso&returnTo=%2F')
    // The same callback again (a state is spent once).
    const replayed = await t.request('GET', callbackPath, { cookie: `sso_state=${state}` })
    expect(replayed.headers.location).toBe('/login?sso=ssoExpired')
    expect(replayed.cookie).toBeUndefined()

    // Login CSRF: the attacker's own callback, opened in the victim's browser (no matching cookie).
    const attackerStart = await t.request('GET', '/api/auth/sso/oidc')
    const attackerBack = await signInAtProvider(String(attackerStart.headers.location), 'erin')
    const planted = await t.request('GET', attackerBack.pathname + attackerBack.search, { cookie: admin.cookie })
    expect(planted.headers.location).toBe('/login?sso=ssoExpired')
    expect((await me(admin.cookie)).body.id).toBe(admin.user.id)

    // A code that is not the provider's, with a state this browser did start.
    const started = await t.request('GET', '/api/auth/sso/oidc')
    const startedState = cookieSet(started, 'sso_state')!
    const forged = await t.request(
      'GET',
      `/api/auth/sso/oidc/callback?code=forged&state=${startedState}&iss=${encodeURIComponent(idp.issuer)}`,
      {
        cookie: `sso_state=${startedState}`,
      },
    )
    expect(forged.headers.location).toBe('/login?sso=ssoFailed')
    expect(forged.cookie).toBeUndefined()

    for (const returnTo of ['https://evil.example', '/\\evil.example', '/api/me', '/%09/evil.example']) {
      const start = await t.request('GET', `/api/auth/sso/oidc?returnTo=${encodeURIComponent(returnTo)}`)
      const back = await signInAtProvider(String(start.headers.location), 'erin')
      const landed = await t.request('GET', back.pathname + back.search, {
        cookie: `sso_state=${cookieSet(start, 'sso_state')}`,
      })
      const location = new URL(String(landed.headers.location), TEST_ORIGIN).searchParams.get('returnTo')!
      expect(location === '/' || location === returnTo, location).toBe(true)
      expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')).toBe(true)
      expect(location.startsWith('/api')).toBe(false)
    }
  })

  it('signs a deactivated member in no more', async () => {
    await setUpAndTurnOn()
    idp.accounts.set('fred', { email: 'fred@corp.example', email_verified: true })
    const fred = await throughProvider('fred')
    const id = (await me(fred.done.cookie!)).body.id
    const off = await t.request('POST', `/api/admin/members/${id}/deactivate`, { cookie: admin.cookie })
    expect(off.status, off.text).toBe(200)
    expect((await throughProvider('fred')).done.headers.location).toBe('/login?sso=accountDeactivated')
  })

  it('joins by single sign-on only: no sign-ups, no member passwords, an admin may still use theirs', async () => {
    await t.request('PUT', '/api/admin/sso/oidc/enabled', { cookie: admin.cookie, body: { enabled: false } })
    const early = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'sso' } })
    expect(early.status).toBe(409)
    expect(early.body.key).toBe('ssoPolicyNeedsProvider')
    const local = await t.signUp({ email: 'local@example.com', password: 'local password' })
    await setUpAndTurnOn()
    const sso = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'sso' } })
    expect(sso.status, sso.text).toBe(200)
    expect((await t.request('GET', '/api/auth/join-rules')).body).toMatchObject({
      policy: 'sso',
      signInProviders: [{ protocol: 'oidc', label: 'Corp' }],
    })

    const signUp = await t.request('POST', '/api/auth/register', {
      body: { username: 'New', email: 'new@example.com', password: 'new password' },
    })
    expect(signUp.status).toBe(403)
    expect(signUp.body).toMatchObject({ key: 'ssoOnly', params: { provider: 'Corp' } })
    const memberLogin = await t.request('POST', '/api/auth/login', {
      body: { email: 'local@example.com', password: 'local password' },
    })
    expect(memberLogin.status).toBe(403)
    expect(memberLogin.body.key).toBe('ssoOnly')
    expect((await me(local.cookie)).status).toBe(200)
    const adminLogin = await t.request('POST', '/api/auth/login', {
      body: { email: 'root@example.com', password: 'correct horse' },
    })
    expect(adminLogin.status).toBe(200)
    const adminSignUp = await t.request('POST', '/api/auth/register', {
      body: {
        username: 'Second admin',
        email: 'admin2@example.com',
        password: 'admin password',
        adminToken: TEST_ADMIN_TOKEN,
      },
    })
    expect(adminSignUp.status).toBe(201)

    const invited = await t.request('POST', '/api/admin/invitations', {
      cookie: admin.cookie,
      body: { emails: ['guest@example.com'] },
    })
    expect(invited.status).toBe(409)
    expect(invited.body.key).toBe('invitationsUnderSso')
    const link = await t.request('POST', '/api/admin/invitations/link', { cookie: admin.cookie, body: {} })
    expect(link.body.key).toBe('invitationsUnderSso')

    const off = await t.request('PUT', '/api/admin/sso/oidc/enabled', {
      cookie: admin.cookie,
      body: { enabled: false },
    })
    expect(off.status).toBe(409)
    expect(off.body.key).toBe('ssoInUseByPolicy')
    idp.accounts.set('gil', { email: 'gil@corp.example', email_verified: true })
    expect((await throughProvider('gil')).done.status).toBe(302)
  })
})
