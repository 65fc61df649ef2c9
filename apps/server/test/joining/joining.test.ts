import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sql } from 'drizzle-orm'
import { TEST_ADMIN_TOKEN, TEST_ORIGIN, createTestApp, type TestApp } from '../helpers/app.ts'
import { httpCall } from '../helpers/members.ts'

describe('who may join', () => {
  let t: TestApp
  let admin: { cookie: string }
  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ admin: true })
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    const open = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'open' } })
    expect(open.status).toBe(200)
  })

  const outboxFiles = () =>
    fs.existsSync(t.config.outboxDir) ? fs.readdirSync(t.config.outboxDir).filter((name) => name.endsWith('.eml')) : []

  /** The link of `kind` in the mail to `email`, read from the outbox once it is there. */
  async function mailedLink(email: string, kind: 'signup?invite' | 'verify-email?token') {
    return vi.waitFor(
      () => {
        for (const file of outboxFiles().filter((name) => name.endsWith(`-${email}.eml`))) {
          const mail = fs.readFileSync(path.join(t.config.outboxDir, file), 'utf8')
          const link = mail.split('\n').find((line) => line.startsWith(`${TEST_ORIGIN}/${kind}=`))
          if (link) return new URL(link)
        }
        throw new Error(`no ${kind} mail to ${email} yet`)
      },
      // The mail queue delivers after the commit; a busy machine may take seconds.
      { timeout: 20_000, interval: 20 },
    )
  }

  const register = (email: string, extra: Record<string, unknown> = {}) =>
    t.request('POST', '/api/auth/register', {
      body: { username: email.split('@')[0], email, password: 'correct horse', ...extra },
    })

  it('tells the sign-up page the policy, and names domains only while they are the rule', async () => {
    expect((await t.request('GET', '/api/auth/join-rules')).body).toEqual({
      policy: 'open',
      domains: [],
      signInProviders: [],
    })
    await t.request('PATCH', '/api/settings', {
      cookie: admin.cookie,
      body: { joinPolicy: 'domains', joinDomains: [' Example.ORG ', 'example.org', 'corp.example'] },
    })
    expect((await t.request('GET', '/api/auth/join-rules')).body).toEqual({
      policy: 'domains',
      domains: ['example.org', 'corp.example'],
      signInProviders: [],
    })
  })

  it('refuses sign-up by domain without a domain, and a domain that is not one', async () => {
    const none = await t.request('PATCH', '/api/settings', {
      cookie: admin.cookie,
      body: { joinPolicy: 'domains', joinDomains: [] },
    })
    expect(none.status).toBe(400)
    expect(none.body.key).toBe('joinDomainsRequired')
    const bad = await t.request('PATCH', '/api/settings', {
      cookie: admin.cookie,
      body: { joinPolicy: 'domains', joinDomains: ['https://example.org'] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.key).toBe('joinDomainInvalid')
  })

  it('lets in only addresses of the listed domains, which can do nothing until the mailed link is opened', async () => {
    await t.request('PATCH', '/api/settings', {
      cookie: admin.cookie,
      body: { joinPolicy: 'domains', joinDomains: ['acme.example'] },
    })
    const stranger = await register('someone@elsewhere.example')
    expect(stranger.status).toBe(403)
    expect(stranger.body).toMatchObject({ key: 'emailDomainNotAllowed', params: { domains: 'acme.example' } })

    const joined = await register('ada@acme.example')
    expect(joined.status).toBe(201)
    expect(joined.body.user).toMatchObject({ emailVerified: false, mustVerifyEmail: true })
    const cookie = joined.cookie!
    const blocked = await t.request('GET', '/api/scores/users?period=all', { cookie })
    expect(blocked.status).toBe(403)
    expect(blocked.body.key).toBe('emailNotVerified')
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200)

    // Nor through the challenge calls at the root, which answer data too; a page of the app loads.
    const atRoot = await t.request('GET', '/challenges', { cookie })
    expect(atRoot.status).toBe(403)
    expect(atRoot.body.key).toBe('emailNotVerified')
    const sneaky = await t.request('GET', '/api/scores/users?period=all', { cookie, headers: { accept: 'text/html' } })
    expect(sneaky.status).toBe(403)

    const link = await mailedLink('ada@acme.example', 'verify-email?token')
    const token = link.searchParams.get('token')!
    // Opened from the mail app, with no session; opening it twice (a preview) does no harm.
    for (let open = 0; open < 2; open += 1) {
      const confirmed = await t.request('POST', '/api/auth/verify-email', { body: { token } })
      expect(confirmed.status).toBe(200)
    }
    const me = await t.request('GET', '/api/me', { cookie })
    expect(me.body).toMatchObject({ emailVerified: true, mustVerifyEmail: false })
    expect((await t.request('GET', '/api/scores/users?period=all', { cookie })).status).toBe(200)
    const again = await t.request('POST', '/api/me/email-verification', { cookie })
    expect(again.status).toBe(409)
  })

  it('refuses a confirmation link once the account has another address', async () => {
    const member = await t.signUp({ email: 'moving@example.com' })
    expect((await t.request('POST', '/api/me/email-verification', { cookie: member.cookie })).status).toBe(200)
    const link = await mailedLink('moving@example.com', 'verify-email?token')
    const moved = await t.request('PATCH', '/api/me', {
      cookie: member.cookie,
      body: { email: 'moved@example.com', currentPassword: 'correct horse' },
    })
    expect(moved.status).toBe(200)
    const refused = await t.request('POST', '/api/auth/verify-email', {
      body: { token: link.searchParams.get('token') },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.key).toBe('verificationLinkInvalid')
    expect((await t.request('GET', '/api/me', { cookie: member.cookie })).body.emailVerified).toBe(false)
  })

  it('by invitation only: refuses strangers, admits a shared link until it is revoked, and never locks out admins', async () => {
    await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'invite' } })
    const stranger = await register('stranger@example.com')
    expect(stranger.status).toBe(403)
    expect(stranger.body.key).toBe('invitationRequired')
    expect((await register('forged@example.com', { invitation: 'not-a-token' })).body.key).toBe('invitationInvalid')

    const created = await t.request('POST', '/api/admin/invitations/link', { cookie: admin.cookie, body: { days: 3 } })
    expect(created.status).toBe(201)
    const token = new URL(created.body.url).searchParams.get('invite')!
    expect((await t.request('GET', `/api/auth/invitations/${token}`)).body).toMatchObject({ email: null })
    for (const email of ['first@example.com', 'second@example.com']) {
      const joined = await register(email, { invitation: token })
      expect(joined.status).toBe(201)
      expect(joined.body.user).toMatchObject({ emailVerified: false, mustVerifyEmail: false })
    }
    const revoked = await t.request('DELETE', `/api/admin/invitations/${created.body.invitation.id}`, {
      cookie: admin.cookie,
    })
    expect(revoked.status).toBe(204)
    expect((await register('third@example.com', { invitation: token })).body.key).toBe('invitationInvalid')
    expect((await t.request('GET', `/api/auth/invitations/${token}`)).status).toBe(404)

    const list = await t.request('GET', '/api/admin/invitations', { cookie: admin.cookie })
    expect(list.body.invitations.find((row: { id: number }) => row.id === created.body.invitation.id)).toMatchObject({
      status: 'revoked',
      uses: 2,
    })
    const asAdmin = await register('second-admin@example.com', { adminToken: TEST_ADMIN_TOKEN })
    expect(asAdmin.status).toBe(201)
  })

  it('mails an invitation that its own address uses once, proving it; members already in are named', async () => {
    const member = await t.signUp({ email: 'already@example.com' })
    await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'invite' } })
    const sent = await t.request('POST', '/api/admin/invitations', {
      cookie: admin.cookie,
      body: { emails: ['Guest@Example.com', 'already@example.com'] },
    })
    expect(sent.status).toBe(201)
    expect(sent.body.alreadyMembers).toEqual([member.user.email])
    expect(sent.body.invitations).toMatchObject([{ email: 'guest@example.com', status: 'pending', uses: 0 }])

    const token = (await mailedLink('guest@example.com', 'signup?invite')).searchParams.get('invite')!
    expect((await t.request('GET', `/api/auth/invitations/${token}`)).body).toMatchObject({
      email: 'guest@example.com',
    })
    const other = await register('someone-else@example.com', { invitation: token })
    expect(other.status).toBe(403)
    expect(other.body.key).toBe('invitationForAnotherEmail')

    // Two sign-ups racing with the invitation: exactly one account is made.
    const raced = await Promise.all([
      register('guest@example.com', { invitation: token }),
      register('guest@example.com', { invitation: token }),
    ])
    expect(raced.map((response) => response.status).sort()).toEqual([201, expect.any(Number)])
    const winner = raced.find((response) => response.status === 201)!
    expect(winner.body.user).toMatchObject({ emailVerified: true, mustVerifyEmail: false })
    expect((await register('guest@example.com', { invitation: token })).status).not.toBe(201)
    const list = await t.request('GET', '/api/admin/invitations', { cookie: admin.cookie })
    expect(list.body.invitations.find((row: { email: string }) => row.email === 'guest@example.com')).toMatchObject({
      status: 'accepted',
      uses: 1,
    })

    const audit = await t.request('GET', '/api/admin/audit?kind=member', { cookie: admin.cookie })
    expect(audit.body.entries.map((entry: { action: string }) => entry.action)).toContain('member.invite')
  })

  it('lets a stale invitation link pass where the policy admits its holder anyway', async () => {
    const created = await t.request('POST', '/api/admin/invitations/link', { cookie: admin.cookie, body: { days: 1 } })
    const token = new URL(created.body.url).searchParams.get('invite')!
    await t.request('DELETE', `/api/admin/invitations/${created.body.invitation.id}`, { cookie: admin.cookie })
    expect((await register('late@example.com', { invitation: token })).status).toBe(201)
    await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { joinPolicy: 'invite' } })
    expect((await register('later@example.com', { invitation: token })).body.key).toBe('invitationInvalid')
  })

  it('answers an invitation id past any row with a 404, not an error', async () => {
    const far = await t.request('DELETE', '/api/admin/invitations/99999999999', { cookie: admin.cookie })
    expect(far.status).toBe(400)
    const none = await t.request('DELETE', '/api/admin/invitations/2147483647', { cookie: admin.cookie })
    expect(none.status).toBe(404)
    expect(none.body.key).toBe('invitationNotFound')
  })

  it('mails a member a few confirmation links an hour, then asks them to wait', async () => {
    const member = await t.signUp()
    const answers = []
    for (let ask = 0; ask < 6; ask += 1) {
      answers.push((await t.request('POST', '/api/me/email-verification', { cookie: member.cookie })).status)
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('refuses invitations from members who are not admins', async () => {
    const member = await t.signUp()
    const refused = await t.request('POST', '/api/admin/invitations/link', { cookie: member.cookie, body: {} })
    expect(refused.status).toBe(403)
  })
  it('keeps one invitation waiting for an address that two admins invite at the same moment, ten times over', async () => {
    const second = await t.signUp({ admin: true })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      for (let round = 0; round < 10; round += 1) {
        const email = `twice-${round}@example.net`
        const answers = await Promise.all(
          [admin.cookie, second.cookie].map((cookie) =>
            httpCall(address, 'POST', '/api/admin/invitations', cookie, { emails: [email], days: 3 }),
          ),
        )
        expect(answers.map((answer) => answer.status)).toEqual([201, 201])
        const waiting = await t.db.execute(
          sql`select count(*)::int as n from invitations where email = ${email} and revoked_at is null and uses = 0`,
        )
        expect((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1)
      }
      const trail = await t.request('GET', `/api/admin/audit?kind=member&limit=100`, { cookie: admin.cookie })
      const replacing = trail.body.entries.filter((entry: { after: { replaced?: string[] } }) => entry.after?.replaced)
      expect(replacing.length).toBeGreaterThanOrEqual(10)
    } finally {
      await t.app.server.close()
    }
  })
})
