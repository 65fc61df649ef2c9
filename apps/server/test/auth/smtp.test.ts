import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { mailQueue, users } from '../../src/db/schema/index.ts'
import { enqueueMail, pruneMailQueue } from '../../src/lib/mail/queue.ts'
import { TEST_ORIGIN, createTestApp, type TestApp } from '../helpers/app.ts'
import { startSmtpServer, type SmtpServer } from '../helpers/smtp.ts'
import { startTcpProxy } from '../helpers/tcp-proxy.ts'

/** Retries a tenth of a second apart, so a refused mail is tried again within the test. */
const QUICK = { firstRetryMs: 100, maxRetryMs: 400 }

const linkIn = (body: string | false | undefined) =>
  new RegExp(`${TEST_ORIGIN}/reset-password\\?token=([\\w-]{43})`).exec(body || '')?.[1]

async function mailsTo(smtp: SmtpServer, address: string, count = 1): Promise<ParsedMail[]> {
  return vi.waitFor(
    () => {
      const mails = smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address)
      expect(mails).toHaveLength(count)
      return mails
    },
    { timeout: 5_000 },
  )
}

const queuedFor = async (t: TestApp, address: string) =>
  t.db.select().from(mailQueue).where(eq(mailQueue.toAddress, address))

describe('password-reset mails through SMTP_URL', () => {
  let t: TestApp
  let smtp: SmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'StepUp <steps@example.com>' }, { mail: QUICK })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('sends the link in a text part and an HTML part, and writes nothing to the outbox', async () => {
    await t.signUp({ email: 'smtp@example.com', password: 'old password' })
    const response = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'smtp@example.com' } })
    expect(response.status).toBe(200)
    const [mail] = await mailsTo(smtp, 'smtp@example.com')
    expect(mail!.from?.value).toEqual([{ name: 'StepUp', address: 'steps@example.com' }])
    expect(mail!.subject).toBe('Reset your StepUp password')
    expect(mail!.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
    expect(mail!.text).toContain('Someone asked to reset the password of your StepUp account')
    const token = linkIn(mail!.text)
    expect(token).toBeDefined()
    expect(linkIn(mail!.html)).toBe(token)
    expect(mail!.html).toContain('<html lang="en" dir="ltr">')
    expect(fs.existsSync(t.config.outboxDir)).toBe(false)

    const reset = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'new password' } })
    expect(reset.status).toBe(200)
    // Once sent, the queue keeps who was mailed, not the link.
    const [row] = await queuedFor(t, 'smtp@example.com')
    expect(row).toMatchObject({ attempts: 1, text: '', html: '' })
    expect(row!.sentAt).not.toBeNull()
  })

  it('writes in the language chosen at sign-up, right to left in Hebrew', async () => {
    await t.request('POST', '/api/auth/register', {
      body: { username: 'Noa', email: 'noa@example.com', password: 'correct horse', language: 'he' },
    })
    // The member's own choice wins over the asking browser's.
    await t.request('POST', '/api/auth/forgot-password', {
      body: { email: 'noa@example.com' },
      headers: { 'accept-language': 'es' },
    })
    const [mail] = await mailsTo(smtp, 'noa@example.com')
    expect(mail!.subject).toBe('איפוס הסיסמה שלך ב-StepUp')
    expect(mail!.text).toContain('שלום Noa,')
    expect(mail!.html).toContain('<html lang="he" dir="rtl">')
    expect(linkIn(mail!.text)).toBeDefined()
    expect(linkIn(mail!.html)).toBe(linkIn(mail!.text))
  })

  it('writes in the language last chosen in the app', async () => {
    const { cookie } = await t.signUp({ email: 'switcher@example.com' })
    const saved = await t.request('PATCH', '/api/me', { cookie, body: { language: 'es' } })
    expect(saved.status).toBe(200)
    await t.request('POST', '/api/auth/forgot-password', { body: { email: 'switcher@example.com' } })
    const [mail] = await mailsTo(smtp, 'switcher@example.com')
    expect(mail!.subject).toBe('Restablece tu contraseña de StepUp')
    expect(mail!.text).toContain('durante 60 minutos')

    const unknown = await t.request('PATCH', '/api/me', { cookie, body: { language: 'fr' } })
    expect(unknown.status).toBe(400)
  })

  it("uses the asking browser's language for a member who never chose one, else English", async () => {
    await t.signUp({ email: 'nochoice@example.com' })
    await t.request('POST', '/api/auth/forgot-password', {
      body: { email: 'nochoice@example.com' },
      headers: { 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' },
    })
    await t.request('POST', '/api/auth/forgot-password', {
      body: { email: 'nochoice@example.com' },
      headers: { 'accept-language': 'fr-FR' },
    })
    const mails = await mailsTo(smtp, 'nochoice@example.com', 2)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Reset your StepUp password',
      'Restablece tu contraseña de StepUp',
    ])
  })

  it("mails an admin's reset link in the member's language", async () => {
    const admin = await t.signUp({ admin: true })
    await t.request('POST', '/api/auth/register', {
      body: { username: 'Lucía', email: 'lucia@example.com', password: 'correct horse', language: 'es' },
    })
    const [member] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'lucia@example.com'))
    const response = await t.request('POST', `/api/admin/members/${member!.id}/password-reset`, {
      cookie: admin.cookie,
      headers: { 'accept-language': 'he' },
    })
    expect(response.status).toBeLessThan(300)
    const [mail] = await mailsTo(smtp, 'lucia@example.com')
    expect(mail!.subject).toBe('Restablece tu contraseña de StepUp')
  })

  it('gives up a mail that expired before it could be sent, and keeps nothing of its body', async () => {
    await enqueueMail(t.db, {
      to: 'late@example.com',
      memberId: null,
      subject: 'Too late',
      text: 'a link that no longer works',
      html: '<p>a link that no longer works</p>',
      expiresAt: new Date(Date.now() - 1_000),
    })
    t.app.mailQueue.wake()
    await vi.waitFor(async () => expect((await queuedFor(t, 'late@example.com'))[0]!.gaveUpAt).not.toBeNull())
    const [row] = await queuedFor(t, 'late@example.com')
    expect(row).toMatchObject({ sentAt: null, attempts: 0, text: '', html: '' })
    expect(smtp.messages.some((mail) => mail.subject === 'Too late')).toBe(false)
  })

  it('deletes mails sent or given up more than a day ago, and never a waiting one', async () => {
    await enqueueMail(t.db, { to: 'waiting@example.com', memberId: null, subject: 'w', text: 'w', html: 'w' })
    await t.db
      .update(mailQueue)
      .set({ dueAt: new Date(Date.now() + 3_600_000) })
      .where(eq(mailQueue.toAddress, 'waiting@example.com'))
    await t.db
      .update(mailQueue)
      .set({ sentAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(mailQueue.toAddress, 'smtp@example.com'))
    await pruneMailQueue(t.db, 24 * 3_600_000)
    expect(await queuedFor(t, 'smtp@example.com')).toHaveLength(0)
    expect(await queuedFor(t, 'waiting@example.com')).toHaveLength(1)
    expect(await queuedFor(t, 'noa@example.com')).toHaveLength(1)
  })
})

describe('a mail server that refuses, or is down', () => {
  it('delays the mail, which arrives once the server takes it, exactly once', async () => {
    let refusals = 2
    const smtp = await startSmtpServer({ refuse: () => refusals-- > 0 })
    const t = await createTestApp({ SMTP_URL: smtp.url }, { mail: QUICK })
    try {
      await t.signUp({ email: 'busy@example.com' })
      await t.request('POST', '/api/auth/forgot-password', { body: { email: 'busy@example.com' } })
      const [mail] = await mailsTo(smtp, 'busy@example.com')
      expect(smtp.refusals()).toBe(2)
      expect(linkIn(mail!.text)).toBeDefined()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(smtp.messages).toHaveLength(1)
      const [row] = await queuedFor(t, 'busy@example.com')
      expect(row).toMatchObject({ attempts: 3, lastError: null })
      expect(row!.sentAt).not.toBeNull()
    } finally {
      await t.close()
      await smtp.close()
    }
  })

  it('keeps the mail queued across a restart, and the next start sends it', async () => {
    const down = await startSmtpServer()
    await down.close()
    const first = await createTestApp({ SMTP_URL: down.url }, { mail: QUICK })
    const smtp = await startSmtpServer()
    const second = await buildApp({
      config: { ...first.config, smtpUrl: smtp.url },
      database: first.database,
      logger: false,
      mail: QUICK,
    })
    try {
      await first.signUp({ email: 'restart@example.com' })
      await first.request('POST', '/api/auth/forgot-password', { body: { email: 'restart@example.com' } })
      await vi.waitFor(async () => expect((await queuedFor(first, 'restart@example.com'))[0]!.lastError).toBeTruthy())
      await first.app.close()
      const [left] = await queuedFor(first, 'restart@example.com')
      expect(left).toMatchObject({ sentAt: null, gaveUpAt: null })

      await second.ready()
      const [mail] = await mailsTo(smtp, 'restart@example.com')
      expect(linkIn(mail!.text)).toBeDefined()
    } finally {
      await second.close()
      await first.database.close()
      await smtp.close()
    }
  })

  it('holds neither the answer nor the shutdown past SMTP_TIMEOUT_MS, and keeps the mail', async () => {
    const smtp = await startSmtpServer()
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: smtp.port })
    proxy.pause()
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}`, SMTP_TIMEOUT_MS: '300' })
    try {
      await t.signUp({ email: 'hung-smtp@example.com' })
      const response = await t.request('POST', '/api/auth/forgot-password', {
        body: { email: 'hung-smtp@example.com' },
      })
      expect(response.status).toBe(200)
      const start = performance.now()
      await t.app.close()
      expect(performance.now() - start).toBeLessThan(3_000)
      expect(smtp.messages).toHaveLength(0)
      const [row] = await queuedFor(t, 'hung-smtp@example.com')
      expect(row).toMatchObject({ sentAt: null, gaveUpAt: null })
      expect(row!.text).toContain('/reset-password?token=')
    } finally {
      await t.close()
      await proxy.close()
      await smtp.close()
    }
  })
})

describe('two app processes on one database', () => {
  it('never send one mail twice', async () => {
    const smtp = await startSmtpServer({ delayMs: 5 })
    const a = await createTestApp({ SMTP_URL: smtp.url }, { mail: QUICK })
    const b = await buildApp({ config: a.config, database: a.database, logger: false, mail: QUICK })
    await b.ready()
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `twice${i}@example.com`)
      await a.db.transaction(async (tx) => {
        for (const to of addresses)
          await enqueueMail(tx, { to, memberId: null, subject: to, text: to, html: `<p>${to}</p>` })
      })
      a.app.mailQueue.wake()
      b.mailQueue.wake()
      await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThanOrEqual(addresses.length), {
        timeout: 10_000,
      })
      await Promise.all([a.app.mailQueue.settled(), b.mailQueue.settled()])
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([...addresses].sort())
    } finally {
      await b.close()
      await a.close()
      await smtp.close()
    }
  })
})
