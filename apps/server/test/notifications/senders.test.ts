import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { openPostgres, type Database } from '../../src/db/client.ts'
import { selectRows } from '../../src/db/rows.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { startSmtpServer, type SmtpServer } from '../helpers/smtp.ts'
import { startWebPushReceiver, type WebPushReceiver } from '../helpers/web-push-receiver.ts'

type Member = Awaited<ReturnType<TestApp['signUp']>>

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
/** The sender's lease on a batch, shortened so that a test can wait it out. */
const LEASE_MS = 60_000

async function setUp(t: TestApp, receiver: WebPushReceiver, count: number) {
  const target = await t.signUp({ username: 'Target' })
  await t.request('PATCH', '/api/me/notifications', { cookie: target.cookie, body: { quietHours: null } })
  const subscription = receiver.newSubscription()
  await t.request('POST', '/api/me/web-push-subscriptions', { cookie: target.cookie, body: subscription })
  const askers: Member[] = []
  for (let i = 0; i < count; i += 1) askers.push(await t.signUp({ username: `Asker ${i}` }))
  return { target, subscription, askers }
}

describe('a sender that stops mid-batch', () => {
  let t: TestApp
  let smtp: SmtpServer
  let receiver: WebPushReceiver
  beforeAll(async () => {
    smtp = await startSmtpServer()
    receiver = await startWebPushReceiver()
    t = await createTestApp({ SMTP_URL: smtp.url }, { notifications: { pushAgent: receiver.agent, leaseMs: LEASE_MS } })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
    await receiver.close()
  })

  it('leaves its batch to the next sender after its lease: nothing lost, nothing twice', async () => {
    // This app's own sender stands still; the test plays two senders by hand.
    await t.app.notifications.sender.close()
    const { target, askers } = await setUp(t, receiver, 6)
    for (const asker of askers) {
      await t.request('POST', `/api/users/${target.user.id}/friends`, { cookie: asker.cookie })
    }
    // The first sender claimed the batch, queued the mails of two and then stopped, as a killed
    // process does: the claim and those two marks are all it left.
    await t.db.execute(sql`
      update notification_outbox set due_at = now() + make_interval(secs => ${LEASE_MS / 1000}), attempts = attempts + 1
      where user_id = ${target.user.id}`)
    const [first, second] = await selectRows<{ id: number }>(
      t.db,
      sql`select id from notification_outbox where user_id = ${target.user.id} order by id limit 2`,
    )
    await t.db.execute(
      sql`update notification_outbox set email_done_at = now() where id in (${first!.id}, ${second!.id})`,
    )

    // Within the lease nobody takes them.
    await t.app.notifications.sender.drain()
    expect(receiver.messages).toHaveLength(0)
    // After it, the next sender sends all six pushes and the four mails not queued yet.
    await t.app.notifications.sender.drain(() => new Date(Date.now() + LEASE_MS + 1000))
    expect(receiver.messages).toHaveLength(6)
    await t.app.mailQueue.settled()
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(4), { timeout: 10_000 })
    const states = await selectRows<{ outcome: string; attempts: number }>(
      t.db,
      sql`select outcome, attempts from notification_outbox where user_id = ${target.user.id}`,
    )
    expect(states.every((row) => row.outcome === 'sent' && row.attempts === 2)).toBe(true)
  })
})

describe.skipIf(!onPostgres)('two app processes on one PostgreSQL database', () => {
  let t: TestApp
  let second: Awaited<ReturnType<typeof buildApp>>
  let secondDatabase: Database
  let smtp: SmtpServer
  let receiver: WebPushReceiver
  beforeAll(async () => {
    smtp = await startSmtpServer()
    receiver = await startWebPushReceiver()
    let url = ''
    const quick = { pushAgent: receiver.agent, pollMs: 20, batchSize: 3 }
    t = await createTestApp(
      { SMTP_URL: smtp.url },
      {
        urlFor: (own) => (url = own),
        notifications: quick,
        mail: { pollMs: 50 },
      },
    )
    secondDatabase = await openPostgres(url, { migrate: false, poolSize: 10 })
    second = await buildApp({
      config: t.config,
      database: secondDatabase,
      logger: false,
      notifications: { decideEveryMs: 0, ...quick },
      mail: { pollMs: 50 },
    })
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    await secondDatabase.close()
    await t.close()
    await smtp.close()
    await receiver.close()
  })

  it('gives each event exactly one mail and one push', async () => {
    const { target, subscription, askers } = await setUp(t, receiver, 30)
    // Half the requests come through each process; both send.
    await Promise.all(
      askers.map((asker, index) =>
        (index % 2 === 0 ? t.app : second).inject({
          method: 'POST',
          url: `/api/users/${target.user.id}/friends`,
          headers: { cookie: asker.cookie, origin: t.config.appOrigin },
        }),
      ),
    )
    await receiver.waitForMessages(30, 20_000)
    await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThanOrEqual(30), { timeout: 20_000 })
    // Both senders looked again after the last: nothing more comes.
    await t.app.notifications.sender.drain()
    await second.notifications.sender.drain()
    await t.app.mailQueue.settled()
    await second.mailQueue.settled()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const pushTitles = receiver.messages.map((message) => (message.json as { title: string }).title)
    expect(new Set(pushTitles).size).toBe(30)
    expect(pushTitles).toHaveLength(30)
    expect(receiver.messages.every((message) => message.endpoint === subscription.endpoint)).toBe(true)
    const subjects = smtp.messages.map((mail) => mail.subject)
    expect(subjects).toHaveLength(30)
    expect(new Set(subjects).size).toBe(30)
  })
})
