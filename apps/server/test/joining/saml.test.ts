import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { validateResponse } from '../../src/modules/single-sign-on/saml-client.ts'
import { parseIdpMetadata } from '../../src/modules/single-sign-on/saml-metadata.ts'
import { TEST_ORIGIN, cookieSet, createTestApp, type TestApp } from '../helpers/app.ts'
import {
  startSamlTestProvider,
  type AnswerChanges,
  type SamlAnswer,
  type SamlTestProvider,
} from '../../../../scripts/sso/saml-trial-provider.ts'

const ACS = `${TEST_ORIGIN}/api/auth/sso/saml/acs`
const ENTITY_ID = `${TEST_ORIGIN}/api/auth/sso/saml/metadata`
const fixture = (name: string) => readFileSync(new URL(`../fixtures/saml/${name}`, import.meta.url), 'utf8')

describe('single sign-on with a SAML identity provider', () => {
  let t: TestApp
  let idp: SamlTestProvider
  let admin: { user: { id: number }; cookie: string }

  beforeAll(async () => {
    idp = await startSamlTestProvider()
    t = await createTestApp()
    admin = await t.signUp({ admin: true, email: 'root@example.com' })
    idp.accounts.set('it-admin', { email: 'it@corp.example', name: 'Ines IT', groups: ['it'] })
  })
  afterAll(async () => {
    await t.close()
    await idp.close()
  })
  beforeEach(async () => {
    await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'open' } })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const settings = (extra: Record<string, unknown> = {}) => ({ metadataUrl: idp.metadataUrl, label: 'Corp', ...extra })

  /** The provider's page posting its answer to StepUp, as a form from the provider's site. */
  const post = (answer: Pick<SamlAnswer, 'SAMLResponse' | 'RelayState'>, cookie?: string) =>
    t.request('POST', '/api/auth/sso/saml/acs', {
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(idp.ssoUrl).origin },
      body: new URLSearchParams({ SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState }).toString(),
    })

  /**
   * A browser's trip: StepUp's start, the provider's answer (changed as a test asks), its post to
   * the assertion consumer service, and — when that goes on — the browser's request to finish.
   */
  async function throughProvider(
    account: string,
    {
      cookie,
      start = '/api/auth/sso/saml',
      changes,
    }: { cookie?: string; start?: string; changes?: AnswerChanges } = {},
  ) {
    const started = await t.request('GET', start, { cookie })
    expect(started.status, started.text).toBe(302)
    const state = cookieSet(started, 'sso_state')!
    const answer = await idp.answer(String(started.headers.location), account, changes)
    expect(answer.acsUrl).toBe(ACS)
    const posted = await post(answer)
    if (posted.status !== 303) return { done: posted, posted, answer, state, started }
    const cookies = [cookie, `sso_state=${state}`].filter(Boolean).join('; ')
    const done = await t.request('GET', String(posted.headers.location), { cookie: cookies })
    return { done, posted, answer, state, started }
  }

  async function setUpAndTurnOn(extra: Record<string, unknown> = {}) {
    const saved = await t.request('PUT', '/api/admin/sso/saml', { cookie: admin.cookie, body: settings(extra) })
    expect(saved.status, saved.text).toBe(200)
    if (!saved.body.enabled) {
      const { done } = await throughProvider('it-admin', { cookie: admin.cookie, start: '/api/admin/sso/saml/test' })
      expect(done.headers.location).toBe('/admin/single-sign-on?protocol=saml&test=done')
      const on = await t.request('PUT', '/api/admin/sso/saml/enabled', {
        cookie: admin.cookie,
        body: { enabled: true },
      })
      expect(on.status, on.text).toBe(200)
    }
  }

  const me = (cookie: string) => t.request('GET', '/api/me', { cookie })
  const memberCount = async () => (await t.request('GET', '/api/admin/members', { cookie: admin.cookie })).body.length

  it('is set up from the provider’s metadata, tested, then on; StepUp’s own metadata is there to download', async () => {
    const before = await t.request('GET', '/api/admin/sso/saml', { cookie: admin.cookie })
    expect(before.body).toEqual({
      settings: null,
      serviceProvider: { entityId: ENTITY_ID, acsUrl: ACS, metadataUrl: ENTITY_ID },
    })
    const ours = await t.request('GET', '/api/auth/sso/saml/metadata')
    expect(ours.status).toBe(200)
    expect(ours.headers['content-type']).toContain('application/samlmetadata+xml')
    expect(ours.text).toContain(`entityID="${ENTITY_ID}"`)
    expect(ours.text).toContain(`Location="${ACS}"`)
    expect(ours.text).toContain('WantAssertionsSigned="true"')

    const nothing = await t.request('PUT', '/api/admin/sso/saml', { cookie: admin.cookie, body: { label: 'Corp' } })
    expect(nothing.body.key).toBe('samlMetadataRequired')
    const saved = await t.request('PUT', '/api/admin/sso/saml', { cookie: admin.cookie, body: settings() })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.ssoUrl,
      metadataUrl: idp.metadataUrl,
      trustEmail: true,
      enabled: false,
      lastTest: null,
    })
    expect(saved.body.certificates).toEqual([
      expect.objectContaining({
        subject: 'CN=StepUp trial SAML provider',
        fingerprint: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
      }),
    ])
    const early = await t.request('PUT', '/api/admin/sso/saml/enabled', {
      cookie: admin.cookie,
      body: { enabled: true },
    })
    expect(early.body.key).toBe('ssoNotTested')

    const members = await memberCount()
    const { done, started } = await throughProvider('it-admin', {
      cookie: admin.cookie,
      start: '/api/admin/sso/saml/test',
    })
    expect(done.headers.location).toBe('/admin/single-sign-on?protocol=saml&test=done')
    expect(done.cookie).toBeUndefined()
    expect(await memberCount()).toBe(members)
    // A test asks the provider for a fresh sign-in, so it shows the account it tests.
    const request = new URL(String(started.headers.location)).searchParams.get('SAMLRequest')!
    expect(inflateRawSync(Buffer.from(request, 'base64')).toString()).toContain('ForceAuthn="true"')
    const tested = (await t.request('GET', '/api/admin/sso/saml', { cookie: admin.cookie })).body.settings
    expect(tested.lastTest).toMatchObject({
      subject: 'it@corp.example',
      email: 'it@corp.example',
      name: 'Ines IT',
      groups: ['it'],
    })

    const on = await t.request('PUT', '/api/admin/sso/saml/enabled', { cookie: admin.cookie, body: { enabled: true } })
    expect(on.body.enabled).toBe(true)
    expect((await t.request('GET', '/api/auth/join-rules')).body.signInProviders).toEqual([
      { protocol: 'saml', label: 'Corp' },
    ])
    // Reading the same provider again keeps it on; the label changes without a new test.
    const relabelled = await t.request('PUT', '/api/admin/sso/saml', {
      cookie: admin.cookie,
      body: settings({ label: 'Corp SSO' }),
    })
    expect(relabelled.body).toMatchObject({ label: 'Corp SSO', enabled: true })

    // A file: another provider, which turns SAML sign-in off until it is tested.
    const okta = await t.request('PUT', '/api/admin/sso/saml', {
      cookie: admin.cookie,
      body: { metadataXml: fixture('okta-idp-metadata.xml'), label: 'Okta' },
    })
    expect(okta.body).toMatchObject({
      idpEntityId: 'http://www.okta.com/exkppsa1qwuFV4D7z0h7',
      metadataUrl: null,
      enabled: false,
      lastTest: null,
    })
    const trail = await t.request('GET', '/api/admin/audit?kind=settings', { cookie: admin.cookie })
    expect(trail.body.entries.filter((entry: { action: string }) => entry.action === 'settings.sso').length).toBe(4)

    const member = await t.signUp()
    expect((await t.request('GET', '/api/admin/sso/saml', { cookie: member.cookie })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/sso/saml/test', { cookie: member.cookie })).status).toBe(403)
  })

  it('reads real providers’ metadata, and refuses what is not one with the reason', async () => {
    const okta = await parseIdpMetadata(fixture('okta-idp-metadata.xml'))
    expect(okta).toMatchObject({
      entityId: 'http://www.okta.com/exkppsa1qwuFV4D7z0h7',
      ssoUrl: 'https://dev-513394.oktapreview.com/app/rstudioincdev513394_dev_1/exkppsa1qwuFV4D7z0h7/sso/saml',
    })
    expect(okta.certificates).toHaveLength(1)
    // Entra's federation metadata: signed, with WS-Federation roles beside the SAML one, and a BOM.
    const entra = await parseIdpMetadata(fixture('entra-federationmetadata.xml'))
    expect(entra).toMatchObject({
      entityId: 'https://sts.windows.net/4afbc689-805b-48cf-a24c-d4aa3248a248/',
      ssoUrl: 'https://login.windows.net/4afbc689-805b-48cf-a24c-d4aa3248a248/saml2',
    })
    expect(entra.certificates).toHaveLength(2)
    // ADFS lists its encryption certificate first: only the signing one is kept.
    const adfs = await parseIdpMetadata(fixture('adfs-federationmetadata.xml'))
    expect(adfs).toMatchObject({ entityId: 'http://sapphirefs.sapphirepri.com/adfs/services/trust' })
    expect(adfs.certificates).toHaveLength(1)

    const refused = async (metadataXml: string) => {
      const answer = await t.request('PUT', '/api/admin/sso/saml', {
        cookie: admin.cookie,
        body: { metadataXml, label: 'X' },
      })
      expect(answer.status).toBe(400)
      return `${answer.body.key}: ${answer.body.params?.reason ?? ''}`
    }
    expect(await refused('<md:EntityDescriptor')).toMatch(/^samlMetadataInvalid: not well-formed XML/)
    expect(await refused('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>')).toMatch(/DOCTYPE/)
    expect(await refused(fixture('okta-idp-metadata.xml').replace(/IDPSSODescriptor/g, 'SPSSODescriptor'))).toMatch(
      /no identity provider/,
    )
    expect(
      await refused(
        fixture('okta-idp-metadata.xml').replace(/<ds:X509Certificate>[^<]+/, '<ds:X509Certificate>bm90IGEgY2VydA=='),
      ),
    ).toMatch(/cannot be read/)
    expect(
      (
        await t.request('PUT', '/api/admin/sso/saml', {
          cookie: admin.cookie,
          body: { metadataXml: 'x'.repeat(1_000_001), label: 'X' },
        })
      ).body.key,
    ).toBe('samlMetadataTooLarge')
    const insecure = await t.request('PUT', '/api/admin/sso/saml', {
      cookie: admin.cookie,
      body: { metadataUrl: 'http://idp.example.com/metadata', label: 'X' },
    })
    expect(insecure.body.key).toBe('samlMetadataUrlInvalid')
    const unreachable = await t.request('PUT', '/api/admin/sso/saml', {
      cookie: admin.cookie,
      body: { metadataUrl: 'http://127.0.0.1:9/metadata', label: 'X' },
    })
    expect(unreachable.body.key).toBe('samlMetadataUnreachable')
  })

  it('checks a real Okta-signed answer’s signature, and refuses a real ADFS answer nobody asked for', async () => {
    const oktaResponse = Buffer.from(fixture('okta-signed-response.xml')).toString('base64')
    const okta = {
      entityId: 'http://www.okta.com/exk91cb99lKkKSYoy0h7',
      ssoUrl: 'https://x',
      certificates: [fixture('okta-signing-cert.pem')],
    }
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2017-04-04T04:30:30Z') })
    // Its signature holds (an unsigned or altered one would fail first); it was written for another service.
    await expect(
      validateResponse(TEST_ORIGIN, okta, {
        samlResponse: oktaResponse,
        requestId: '6zmm5mguyebwvajyf2sdwwcw6m',
        requestedAt: new Date('2017-04-04T04:29:50Z'),
      }),
    ).rejects.toThrow(/audience mismatch/)
    const altered = Buffer.from(
      fixture('okta-signed-response.xml').replace('eric.chiang+okta@coreos.com', 'mallory@coreos.com'),
    ).toString('base64')
    await expect(
      validateResponse(TEST_ORIGIN, okta, {
        samlResponse: altered,
        requestId: '6zmm5mguyebwvajyf2sdwwcw6m',
        requestedAt: new Date('2017-04-04T04:29:50Z'),
      }),
    ).rejects.toThrow(/Invalid signature/)
    await expect(
      validateResponse(
        TEST_ORIGIN,
        { ...okta, certificates: [(await parseIdpMetadata(fixture('okta-idp-metadata.xml'))).certificates[0]!] },
        {
          samlResponse: oktaResponse,
          requestId: '6zmm5mguyebwvajyf2sdwwcw6m',
          requestedAt: new Date('2017-04-04T04:29:50Z'),
        },
      ),
    ).rejects.toThrow(/Invalid signature/)

    const adfs = await parseIdpMetadata(fixture('adfs-federationmetadata.xml'))
    vi.setSystemTime(new Date('2020-07-25T01:23:00Z'))
    await expect(
      validateResponse(TEST_ORIGIN, adfs, {
        samlResponse: decodeURIComponent(fixture('adfs-signed-response.urlencoded-base64.txt').trim()),
        requestId: 'anything',
        requestedAt: new Date('2020-07-25T01:22:00Z'),
      }),
    ).rejects.toThrow(/InResponseTo is missing/)
  })

  it('makes a member on the first sign-in, signs the same member in again, and maps groups', async () => {
    const leader = await t.signUp()
    const team = await t.request('POST', '/api/teams', { cookie: leader.cookie, body: { name: 'Field Sales' } })
    await setUpAndTurnOn({ adminGroups: ['stepup-admins'], teamGroups: [{ group: 'sales', teamId: team.body.id }] })
    idp.accounts.set('ana', { email: 'Ana@Corp.example', name: 'Ana Andrade', groups: ['sales', 'stepup-admins'] })
    const first = await throughProvider('ana', { start: `/api/auth/sso/saml?returnTo=${encodeURIComponent('/teams')}` })
    expect(first.posted.status, first.posted.text).toBe(303)
    expect(first.done.headers.location).toBe('/login?signedIn=sso&returnTo=%2Fteams')
    const ana = (await me(first.done.cookie!)).body
    expect(ana).toMatchObject({
      username: 'Ana Andrade',
      email: 'ana@corp.example',
      emailVerified: true,
      isAdmin: true,
      teamId: team.body.id,
    })

    idp.accounts.set('ana', { email: 'Ana@Corp.example', name: 'Ana A.', groups: ['sales'] })
    const again = await throughProvider('ana')
    expect((await me(again.done.cookie!)).body).toMatchObject({ id: ana.id, username: 'Ana Andrade', isAdmin: false })
    // StepUp's logout ends its session; a SAML provider's logout is not offered.
    const logout = await t.request('GET', '/api/auth/sso/logout', { cookie: again.done.cookie })
    expect(logout.body).toEqual({ url: null, label: null })
    await setUpAndTurnOn({ adminGroups: [], teamGroups: [] })
  })

  it('refuses every forged, altered, stale or misdirected answer with a clear message, making nobody', async () => {
    await setUpAndTurnOn()
    idp.accounts.set('erin', { email: 'erin@corp.example', name: 'Erin' })
    const members = await memberCount()
    /**
     * A member's sign-in with the changed answer is refused with the generic message; the same
     * answer to an admin's test says why, which is what each case checks.
     */
    const reasonFor = async (changes: AnswerChanges) => {
      const { posted } = await throughProvider('erin', { changes })
      expect(posted.headers.location).toBe('/login?sso=ssoFailed')
      const test = await throughProvider('erin', { cookie: admin.cookie, start: '/api/admin/sso/saml/test', changes })
      return new URL(String(test.posted.headers.location), TEST_ORIGIN).searchParams.get('reason')
    }
    expect(await reasonFor({ unsigned: true })).toMatch(/^Invalid signature/)
    expect(await reasonFor({ audience: 'https://another-app.example/saml' })).toMatch(/audience mismatch/)
    expect(await reasonFor({ shiftMs: -10 * 60_000 })).toMatch(/No valid subject confirmation/)
    expect(await reasonFor({ shiftMs: 10 * 60_000 })).toMatch(/not yet valid/)
    expect(await reasonFor({ recipient: 'https://another-app.example/acs' })).toMatch(/another address \(Recipient/)
    expect(await reasonFor({ destination: 'https://another-app.example/acs' })).toMatch(/another address \(Destination/)
    expect(await reasonFor({ issuer: 'https://another-idp.example' })).toMatch(/another provider's/)
    expect(await reasonFor({ inResponseTo: '_a-request-stepup-never-made' })).toMatch(/InResponseTo is not valid/)
    // An assertion the provider wrote unasked, in a response naming this sign-in's request.
    expect(await reasonFor({ unasked: true })).toMatch(/answers no request of StepUp/)

    /** A fresh answer to an admin's test, changed as the attack does before it is posted; its reason. */
    const reasonForAttack = async (attack: (xml: string) => string) => {
      const start = await t.request('GET', '/api/admin/sso/saml/test', { cookie: admin.cookie })
      const fresh = await idp.answer(String(start.headers.location), 'erin')
      const xml = Buffer.from(fresh.SAMLResponse, 'base64').toString('utf8')
      const changed = attack(xml)
      expect(changed).not.toBe(xml)
      const sent = await post({ SAMLResponse: Buffer.from(changed).toString('base64'), RelayState: fresh.RelayState })
      return new URL(String(sent.headers.location), TEST_ORIGIN).searchParams.get('reason')
    }
    // Tampered: the signed assertion's NameID changed after signing.
    expect(await reasonForAttack((xml) => xml.replaceAll('erin@corp.example', 'root@example.com'))).toMatch(
      /^Invalid signature/,
    )
    // XML signature wrapping: a forged copy of the signed assertion (another ID, no signature,
    // another person) beside it, around it, or in its place with the signed one elsewhere.
    const forge = (signed: string) =>
      signed
        .replace(/ID="[^"]+"/, 'ID="_forged"')
        .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
        .replaceAll('erin@corp.example', 'root@example.com')
    const signedIn = (xml: string) => /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0]
    const wrappings = [
      (xml: string) => xml.replace(signedIn(xml), `${forge(signedIn(xml))}${signedIn(xml)}`),
      (xml: string) =>
        xml.replace(
          signedIn(xml),
          forge(signedIn(xml)).replace('</saml:Issuer>', `</saml:Issuer><saml:Advice>${signedIn(xml)}</saml:Advice>`),
        ),
      (xml: string) =>
        xml
          .replace(signedIn(xml), forge(signedIn(xml)))
          .replace('</samlp:Status>', `</samlp:Status><samlp:Extensions>${signedIn(xml)}</samlp:Extensions>`),
    ]
    expect(await reasonForAttack(wrappings[0]!)).toMatch(/multiple assertions/)
    expect(await reasonForAttack(wrappings[1]!)).toMatch(/^Invalid signature/)
    expect(await reasonForAttack(wrappings[2]!)).toMatch(/^Invalid signature/)
    // The same answers unchanged are taken: the refusals above are the attacks'.
    expect(await reasonForAttack((xml) => xml.replace('<samlp:Status>', '<samlp:Status> '))).toBeNull()

    const started = await t.request('GET', '/api/auth/sso/saml')
    const answer = await idp.answer(String(started.headers.location), 'erin')
    await post(answer)
    // Not XML at all; or an answer to nothing StepUp asked (no relay state, one never given, one spent).
    const another = await t.request('GET', '/api/auth/sso/saml')
    const anotherState = new URL(String(another.headers.location)).searchParams.get('RelayState')!
    expect((await post({ SAMLResponse: 'bm90IHhtbA==', RelayState: anotherState })).headers.location).toBe(
      '/login?sso=ssoFailed',
    )
    for (const RelayState of ['', 'made-up', answer.RelayState]) {
      expect((await post({ SAMLResponse: answer.SAMLResponse, RelayState })).headers.location).toBe(
        '/login?sso=ssoExpired',
      )
    }
    expect(await memberCount()).toBe(members)
    const me1 = await me(admin.cookie)
    expect(me1.body.id).toBe(admin.user.id)
  })

  it('answers each request once, even to two posts at the same moment, and only in the browser that asked', async () => {
    await setUpAndTurnOn()
    idp.accounts.set('fay', { email: 'fay@corp.example', name: 'Fay' })
    const started = await t.request('GET', '/api/auth/sso/saml')
    const state = cookieSet(started, 'sso_state')!
    const answer = await idp.answer(String(started.headers.location), 'fay')
    const [one, two] = await Promise.all([post(answer), post(answer)])
    expect([one.status, two.status].sort()).toEqual([302, 303])
    const kept = one.status === 303 ? one : two
    expect((await post(answer)).headers.location).toBe('/login?sso=ssoExpired')

    // Login CSRF: the answer posted from another site's page into the victim's browser, which
    // holds no matching state cookie, signs the victim in as nobody else.
    const planted = await t.request('GET', String(kept.headers.location), { cookie: admin.cookie })
    expect(planted.headers.location).toBe('/login?sso=ssoExpired')
    expect((await me(admin.cookie)).body.id).toBe(admin.user.id)
    // The browser that asked is signed in, once.
    const done = await t.request('GET', String(kept.headers.location), { cookie: `sso_state=${state}` })
    expect(done.headers.location).toBe('/login?signedIn=sso&returnTo=%2F')
    expect((await me(done.cookie!)).body.email).toBe('fay@corp.example')
    expect(
      (await t.request('GET', String(kept.headers.location), { cookie: `sso_state=${state}` })).headers.location,
    ).toBe('/login?sso=ssoExpired')
  })

  it('says why an admin’s test was refused', async () => {
    await t.request('PUT', '/api/admin/sso/saml', { cookie: admin.cookie, body: settings() })
    const { posted } = await throughProvider('it-admin', {
      cookie: admin.cookie,
      start: '/api/admin/sso/saml/test',
      changes: { audience: 'https://another-app.example/saml' },
    })
    const to = new URL(String(posted.headers.location), TEST_ORIGIN)
    expect(to.pathname).toBe('/admin/single-sign-on')
    expect(to.searchParams.get('protocol')).toBe('saml')
    expect(to.searchParams.get('sso')).toBe('ssoRefused')
    expect(to.searchParams.get('reason')).toMatch(/audience mismatch/)
  })

  it('keeps one provider on while people join by single sign-on only', async () => {
    await setUpAndTurnOn()
    await t.request('PUT', '/api/admin/sso/oidc/enabled', { cookie: admin.cookie, body: { enabled: false } })
    const sso = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'sso' } })
    expect(sso.status, sso.text).toBe(200)
    const off = await t.request('PUT', '/api/admin/sso/saml/enabled', {
      cookie: admin.cookie,
      body: { enabled: false },
    })
    expect(off.status).toBe(409)
    expect(off.body.key).toBe('ssoInUseByPolicy')
    const removed = await t.request('DELETE', '/api/admin/sso/saml', { cookie: admin.cookie })
    expect(removed.body.key).toBe('ssoInUseByPolicy')
    expect((await t.request('GET', '/api/auth/join-rules')).body).toMatchObject({
      policy: 'sso',
      signInProviders: [{ protocol: 'saml', label: 'Corp' }],
    })
    await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'open' } })
    expect((await t.request('DELETE', '/api/admin/sso/saml', { cookie: admin.cookie })).status).toBe(204)
    expect((await t.request('GET', '/api/auth/sso/saml')).headers.location).toBe('/login?sso=ssoUnavailable')
  })
})
