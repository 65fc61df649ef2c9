import { sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { selectRows } from '../../src/db/rows.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app.ts'
import { startSmtpServer, type SmtpServer } from '../helpers/smtp.ts'
import { startWebPushReceiver, type ReceivedPush, type WebPushReceiver } from '../helpers/web-push-receiver.ts'

type Member = Awaited<ReturnType<TestApp['signUp']>>

const HOUR = 3_600_000

/** The List-* headers, as mailparser reads them. */
const listHeaders = (mail: ParsedMail) =>
  mail.headers.get('list') as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } }

describe('notifications by mail and web push', () => {
  let t: TestApp
  let smtp: SmtpServer
  let receiver: WebPushReceiver

  beforeAll(async () => {
    smtp = await startSmtpServer()
    receiver = await startWebPushReceiver()
    t = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'StepUp <steps@example.com>' },
      { mail: { firstRetryMs: 100, maxRetryMs: 400 }, notifications: { pushAgent: receiver.agent, retryMs: 60_000 } },
    )
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
    await receiver.close()
  })
  beforeEach(() => {
    smtp.messages.length = 0
    receiver.clear()
  })

  /** A member who keeps no quiet hours, so that what they are sent arrives whatever the hour of the run. */
  async function member(username: string, language?: 'en' | 'es' | 'he'): Promise<Member> {
    const signed = await t.signUp({ username })
    if (language) await t.request('PATCH', '/api/me', { cookie: signed.cookie, body: { language } })
    await t.request('PATCH', '/api/me/notifications', { cookie: signed.cookie, body: { quietHours: null } })
    return signed
  }

  async function subscribe(who: Member) {
    const subscription = receiver.newSubscription()
    const response = await t.request('POST', '/api/me/web-push-subscriptions', {
      cookie: who.cookie,
      body: subscription,
    })
    expect(response.status).toBe(200)
    return subscription
  }

  const mailsTo = (address: string) =>
    smtp.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === address)

  async function waitForMails(address: string, count: number): Promise<ParsedMail[]> {
    return vi.waitFor(
      () => {
        const mails = mailsTo(address)
        expect(mails).toHaveLength(count)
        return mails
      },
      { timeout: 10_000 },
    )
  }

  const pushesTo = (endpoint: string): ReceivedPush[] => receiver.messages.filter((m) => m.endpoint === endpoint)

  it('tells a friend request by mail and push, once, in the receiver’s language', async () => {
    const ana = await member('Ana', 'es')
    const ben = await member('Ben')
    const subscription = await subscribe(ana)

    const asked = await t.request('POST', `/api/users/${ana.user.id}/friends`, { cookie: ben.cookie })
    expect(asked.status).toBe(201)
    await t.app.notifications.sender.drain()

    const [mail] = await waitForMails(ana.user.email, 1)
    expect(mail!.subject).toBe('Ben te envió una solicitud de amistad')
    expect(mail!.text).toContain(`${TEST_ORIGIN}/friends`)
    expect(mail!.html).toContain('<html lang="es" dir="ltr">')
    expect(listHeaders(mail!).unsubscribe.url).toMatch(
      new RegExp(`^${TEST_ORIGIN}/api/notifications/unsubscribe\\?token=[\\w.-]+$`),
    )
    expect(listHeaders(mail!)['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click')

    const [push] = await receiver.waitForMessages(1)
    expect(push!.endpoint).toBe(subscription.endpoint)
    expect(push!.json).toMatchObject({
      title: 'Ben te envió una solicitud de amistad',
      url: '/friends',
      lang: 'es',
      dir: 'ltr',
    })

    // Another pass finds nothing more to send.
    await t.app.notifications.sender.drain()
    await t.app.mailQueue.settled()
    expect(mailsTo(ana.user.email)).toHaveLength(1)
    expect(pushesTo(subscription.endpoint)).toHaveLength(1)
  })

  it('stops a kind of mail from the one-click link, without a session, and keeps its pushes', async () => {
    const cleo = await member('Cleo')
    const dan = await member('Dan')
    const eve = await member('Eve')
    const subscription = await subscribe(cleo)
    await t.request('POST', `/api/users/${cleo.user.id}/friends`, { cookie: dan.cookie })
    await t.app.notifications.sender.drain()
    const [mail] = await waitForMails(cleo.user.email, 1)
    const url = listHeaders(mail!).unsubscribe.url
    const path = url.slice(TEST_ORIGIN.length)

    // Reading the link changes nothing: mail scanners open links.
    const read = await t.request('GET', path)
    expect(read.body).toEqual({ kind: 'friendRequest', subscribed: true })
    // The mail provider's POST: a form body, no Origin, no cookie.
    const stopped = await t.request('POST', path, {
      noOrigin: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(stopped.status).toBe(200)
    expect(stopped.body).toEqual({ kind: 'friendRequest', subscribed: false })
    const settings = await t.request('GET', '/api/me/notifications', { cookie: cleo.cookie })
    expect(settings.body.channels.friendRequest).toEqual({ email: false, push: true })
    expect(settings.body.channels.teamInvite).toEqual({ email: true, push: true })

    await t.request('POST', `/api/users/${cleo.user.id}/friends`, { cookie: eve.cookie })
    await t.app.notifications.sender.drain()
    await receiver.waitForMessages(2)
    await t.app.mailQueue.settled()
    expect(mailsTo(cleo.user.email)).toHaveLength(1)
    expect(pushesTo(subscription.endpoint).map((push) => (push.json as { title: string }).title)).toEqual([
      'Dan wants to be your friend',
      'Eve wants to be your friend',
    ])

    // A forged or altered token stops nothing.
    const forged = await t.request('POST', path.replace(/.{4}$/, 'AAAA'), { noOrigin: true })
    expect(forged.status, forged.text).toBe(404)
    expect(forged.body.key).toBe('unsubscribeLinkInvalid')
  })

  it('sends nothing on a channel the member turned off, and nothing at all with both off', async () => {
    const fay = await member('Fay')
    const gus = await member('Gus')
    const subscription = await subscribe(fay)
    const off = await t.request('PATCH', '/api/me/notifications', {
      cookie: fay.cookie,
      body: { channels: { friendRequest: { email: false, push: false }, friendAccepted: { push: false } } },
    })
    expect(off.status).toBe(200)
    expect(off.body.channels.friendAccepted).toEqual({ email: true, push: false })
    await t.request('POST', `/api/users/${fay.user.id}/friends`, { cookie: gus.cookie })
    await t.app.notifications.sender.drain()
    await t.app.mailQueue.settled()
    expect(mailsTo(fay.user.email)).toHaveLength(0)
    expect(pushesTo(subscription.endpoint)).toHaveLength(0)
    const [row] = await selectRows<{ outcome: string }>(
      t.db,
      sql`select outcome from notification_outbox where user_id = ${fay.user.id} and kind = 'friendRequest'`,
    )
    expect(row!.outcome).toBe('off')
  })

  it('holds a message during quiet hours and sends it when they end', async () => {
    const hana = await member('Hana')
    const ivan = await member('Ivan')
    const subscription = await subscribe(hana)
    const now = new Date()
    const clock = (offsetMinutes: number) => {
      const at = new Date(now.getTime() + offsetMinutes * 60_000)
      return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`
    }
    // Quiet from an hour ago to two hours from now, on a clock in UTC (the community's zone).
    await t.request('PATCH', '/api/me/notifications', {
      cookie: hana.cookie,
      body: { quietHours: { from: clock(-60), to: clock(120) } },
    })
    await t.request('POST', `/api/users/${hana.user.id}/friends`, { cookie: ivan.cookie })
    await t.app.notifications.sender.drain()
    await t.app.mailQueue.settled()
    expect(mailsTo(hana.user.email)).toHaveLength(0)
    expect(pushesTo(subscription.endpoint)).toHaveLength(0)
    const [held] = await selectRows<{ due_at: string }>(
      t.db,
      sql`select due_at from notification_outbox where user_id = ${hana.user.id} and done_at is null`,
    )
    const end = new Date(held!.due_at).getTime()
    expect(end).toBeGreaterThan(now.getTime() + 118 * 60_000)
    expect(end).toBeLessThanOrEqual(now.getTime() + 120 * 60_000)

    // Still quiet a minute before the end; sent at the end.
    await t.app.notifications.sender.drain(() => new Date(end - 60_000))
    expect(pushesTo(subscription.endpoint)).toHaveLength(0)
    await t.app.notifications.sender.drain(() => new Date(end))
    await waitForMails(hana.user.email, 1)
    expect(pushesTo(subscription.endpoint)).toHaveLength(1)
  })

  it('removes a subscription the push service says is gone, and tries a failed push again', async () => {
    const jo = await member('Jo')
    const kim = await member('Kim')
    const lea = await member('Lea')
    const gone = await subscribe(jo)
    const flaky = await subscribe(jo)
    receiver.gone(gone.endpoint)
    receiver.failNext(flaky.endpoint, 500)
    await t.request('POST', `/api/users/${jo.user.id}/friends`, { cookie: kim.cookie })
    await t.app.notifications.sender.drain()
    // The mail went at the first pass; the push waits for its retry.
    await waitForMails(jo.user.email, 1)
    expect(pushesTo(flaky.endpoint)).toHaveLength(0)
    const settings = await t.request('GET', '/api/me/notifications', { cookie: jo.cookie })
    expect(settings.body.pushSubscriptions).toBe(1)

    await t.app.notifications.sender.drain(() => new Date(Date.now() + HOUR))
    expect(pushesTo(flaky.endpoint)).toHaveLength(1)
    await t.app.mailQueue.settled()
    expect(mailsTo(jo.user.email)).toHaveLength(1)

    // Turning push off on a browser removes it; an unknown one is 404.
    const removed = await t.request(
      'DELETE',
      `/api/me/web-push-subscriptions?endpoint=${encodeURIComponent(flaky.endpoint)}`,
      { cookie: jo.cookie },
    )
    expect(removed.body.pushSubscriptions).toBe(0)
    const again = await t.request(
      'DELETE',
      `/api/me/web-push-subscriptions?endpoint=${encodeURIComponent(flaky.endpoint)}`,
      {
        cookie: jo.cookie,
      },
    )
    expect(again.status).toBe(404)
    await t.request('POST', `/api/users/${jo.user.id}/friends`, { cookie: lea.cookie })
    await t.app.notifications.sender.drain()
    expect(receiver.messages).toHaveLength(1)
  })

  it('refuses bad settings and subscriptions with a reason, and guests', async () => {
    const mo = await member('Mo')
    const cases = [
      { quietHours: { from: '25:00', to: '07:00' } },
      { quietHours: { from: '07:00', to: '07:00' } },
      { channels: { noSuchKind: { email: false } } },
      { channels: { friendRequest: { email: 'no' } } },
      { somethingElse: true },
    ]
    for (const body of cases) {
      const response = await t.request('PATCH', '/api/me/notifications', { cookie: mo.cookie, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toBeTruthy()
    }
    const badKeys = await t.request('POST', '/api/me/web-push-subscriptions', {
      cookie: mo.cookie,
      body: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'short', auth: 'x' } },
    })
    expect(badKeys.status).toBe(400)
    const badEndpoint = await t.request('POST', '/api/me/web-push-subscriptions', {
      cookie: mo.cookie,
      body: { ...receiver.newSubscription(), endpoint: 'javascript:alert(1)' },
    })
    expect(badEndpoint.status).toBe(400)
    expect((await t.request('GET', '/api/me/notifications')).status).toBe(401)
    expect((await t.request('GET', '/api/notifications/web-push-key')).status).toBe(401)
    const key = await t.request('GET', '/api/notifications/web-push-key', { cookie: mo.cookie })
    expect(key.body.publicKey).toMatch(/^[\w-]{87}$/)
  })

  it('keeps a member to ten browsers, also when they subscribe all at once', async () => {
    const ned = await member('Ned')
    const responses = await Promise.all(
      Array.from({ length: 14 }, () =>
        t.request('POST', '/api/me/web-push-subscriptions', { cookie: ned.cookie, body: receiver.newSubscription() }),
      ),
    )
    expect(responses.filter((response) => response.status === 200)).toHaveLength(10)
    const refused = responses.filter((response) => response.status === 409)
    expect(refused).toHaveLength(4)
    expect(refused[0]!.body.key).toBe('tooManyPushSubscriptions')
    const settings = await t.request('GET', '/api/me/notifications', { cookie: ned.cookie })
    expect(settings.body.pushSubscriptions).toBe(10)
  })
})
