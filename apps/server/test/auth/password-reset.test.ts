import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { passwordResetTokens } from '../../src/db/schema/index.ts'
import { hashToken } from '../../src/lib/tokens.ts'
import { TEST_ORIGIN, createTestApp, type TestApp } from '../helpers/app.ts'

const FORGOT_MESSAGE = 'If this email is registered, a reset link has been sent. Please check also your spam.'

describe('forgot and reset password', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  function outboxFiles() {
    if (!fs.existsSync(t.config.outboxDir)) return []
    return fs.readdirSync(t.config.outboxDir).filter((name) => name.endsWith('.eml'))
  }

  /** Asks for a reset link and reads it from the mail written to the outbox. */
  async function requestResetLink(email: string) {
    const before = new Set(outboxFiles())
    const response = await t.request('POST', '/api/auth/forgot-password', { body: { email } })
    expect(response.status).toBe(200)
    const file = await vi.waitFor(
      () => {
        const added = outboxFiles().filter((name) => !before.has(name))
        if (added.length !== 1) throw new Error(`expected one new mail, found ${added.length}`)
        return added[0]!
      },
      { timeout: 5_000, interval: 20 },
    )
    const mail = fs.readFileSync(path.join(t.config.outboxDir, file), 'utf8')
    const link = mail.split('\n').find((line) => line.startsWith(`${TEST_ORIGIN}/reset-password?token=`))
    expect(link, mail).toBeDefined()
    return { file, mail, link: link!, token: new URL(link!).searchParams.get('token')! }
  }

  async function loginStatus(email: string, password: string) {
    return (await t.request('POST', '/api/auth/login', { body: { email, password } })).status
  }

  it('answers known and unknown emails identically and mails only the known one', async () => {
    const member = await t.signUp({ email: 'known@example.com' })
    const before = outboxFiles().length
    const unknown = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'unknown@example.com' } })
    const { file, mail } = await requestResetLink('  Known@Example.com ')
    const known = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'known@example.com' } })

    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual({ message: FORGOT_MESSAGE })
    expect(known.text).toBe(unknown.text)
    expect(known.headers['set-cookie']).toBeUndefined()

    expect(file).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-member${member.user.id}-known@example\\.com\\.eml$`),
    )
    expect(mail).toMatch(/^To: known@example\.com$/m)
    expect(mail).toMatch(/^Subject: Reset your StepUp password$/m)
    await vi.waitFor(() => expect(outboxFiles().length).toBe(before + 2), { timeout: 5_000 })
    expect(outboxFiles().some((name) => name.includes('unknown'))).toBe(false)
  })

  it('writes the outbox mail as a mail reader sees it: a text part and an HTML part, in the member’s language', async () => {
    await t.request('POST', '/api/auth/register', {
      body: { username: 'Dana', email: 'dana@example.com', password: 'correct horse', language: 'he' },
    })
    const { mail, link } = await requestResetLink('dana@example.com')
    const parsed = await simpleParser(mail)
    expect(parsed.subject).toBe('איפוס הסיסמה שלך ב-StepUp')
    expect(parsed.text).toContain(link)
    expect(parsed.html).toContain(`href="${link}"`)
    expect(parsed.html).toContain('dir="rtl"')
  })

  it('stores only the hash of a 256-bit token that lasts 60 minutes', async () => {
    const { user } = await t.signUp({ email: 'hashed@example.com' })
    const { token } = await requestResetLink('hashed@example.com')
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toBe(hashToken(token))
    expect(rows[0]!.tokenHash).not.toContain(token)
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
  })

  it('resets the password through the mailed link, once, and ends every session', async () => {
    const { cookie } = await t.signUp({ email: 'reset@example.com', password: 'old password' })
    const other = await t.request('POST', '/api/auth/login', {
      body: { email: 'reset@example.com', password: 'old password' },
    })
    const { token } = await requestResetLink('reset@example.com')

    const reset = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'new password' } })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ message: expect.stringMatching(/password has been reset/i) })

    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401)
    expect((await t.request('GET', '/api/me', { cookie: other.cookie })).status).toBe(401)
    expect(await loginStatus('reset@example.com', 'old password')).toBe(401)
    expect(await loginStatus('reset@example.com', 'new password')).toBe(200)

    const again = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'third password' } })
    expect(again.status).toBe(400)
    expect(again.body.error).toMatch(/invalid, expired or already used/)
    expect(await loginStatus('reset@example.com', 'new password')).toBe(200)
  })

  it('refuses an expired token', async () => {
    await t.signUp({ email: 'expired@example.com', password: 'old password' })
    const { token } = await requestResetLink('expired@example.com')
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    const response = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'new password' } })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatch(/invalid, expired or already used/)
    expect(await loginStatus('expired@example.com', 'old password')).toBe(200)
  })

  it('refuses an unknown token and a too-short password', async () => {
    const unknown = await t.request('POST', '/api/auth/reset-password', {
      body: { token: 'x'.repeat(43), password: 'new password' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatch(/invalid, expired or already used/)

    await t.signUp({ email: 'short@example.com', password: 'old password' })
    const { token } = await requestResetLink('short@example.com')
    const short = await t.request('POST', '/api/auth/reset-password', { body: { token, password: '12345' } })
    expect(short.status).toBe(400)
    expect(short.body.error).toMatch(/password.*at least 6 characters/i)
    const missing = await t.request('POST', '/api/auth/reset-password', { body: { password: 'new password' } })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toMatch(/token/i)
  })

  it('spends every earlier link of the account when one of them is used', async () => {
    await t.signUp({ email: 'two-links@example.com', password: 'old password' })
    const first = await requestResetLink('two-links@example.com')
    const second = await requestResetLink('two-links@example.com')
    const body = { token: second.token, password: 'new password' }
    expect((await t.request('POST', '/api/auth/reset-password', { body })).status).toBe(200)
    const stale = await t.request('POST', '/api/auth/reset-password', {
      body: { token: first.token, password: 'attacker password' },
    })
    expect(stale.status).toBe(400)
  })

  it('lets exactly one of two concurrent resets with one token succeed', async () => {
    await t.signUp({ email: 'race@example.com', password: 'old password' })
    const { token } = await requestResetLink('race@example.com')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    const reset = (password: string) =>
      fetch(`http://127.0.0.1:${address.port}/api/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ token, password }),
      })
    const responses = await Promise.all([reset('first password'), reset('second password')])
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 400])
    const winner = responses[0]!.status === 200 ? 'first password' : 'second password'
    const loser = winner === 'first password' ? 'second password' : 'first password'
    expect(await loginStatus('race@example.com', winner)).toBe(200)
    expect(await loginStatus('race@example.com', loser)).toBe(401)
  })

  it('a change of email voids the reset links mailed to the old address', async () => {
    const { user, cookie } = await t.signUp({ password: 'correct horse' })
    const { token } = await requestResetLink(user.email)
    const changed = await t.request('PATCH', '/api/me', {
      cookie,
      body: { email: `new-home-${user.id}@example.com`, currentPassword: 'correct horse' },
    })
    expect(changed.status).toBe(200)
    const reset = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'taken over' } })
    expect(reset.status).toBe(400)
    expect(await loginStatus(`new-home-${user.id}@example.com`, 'correct horse')).toBe(200)
  })
})
