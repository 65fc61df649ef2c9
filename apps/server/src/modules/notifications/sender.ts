import type https from 'node:https'
import { URGENT_NOTIFICATION_KINDS, type Language, type NotificationKind } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { Db } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { BackgroundLoop } from '../../lib/background-loop.ts'
import { inTransaction } from '../../db/transaction.ts'
import { composeMail, fill } from '../../lib/mail/compose.ts'
import { enqueueMails } from '../../lib/mail/queue.ts'
import { recipientsOf, type Recipient } from '../users/index.ts'
import { announcementWords } from './announcements.service.ts'
import { lastArrivals } from './arrivals.ts'
import { communityDefaults, getPolicyRow, type PolicyRow } from './policy.ts'
import { channelsOf, quietHoursOf } from './preferences.service.ts'
import { quietUntil } from './quiet-hours.ts'
import { unsubscribeToken } from './unsubscribe.ts'
import { notificationTexts, writeNotification, type WrittenNotification } from './words.ts'

export interface SenderOptions {
  /** How often a sender looks for notifications that another process queued or that fell due. */
  pollMs: number
  /** How long a sender may take over a batch before another process may take it over. */
  leaseMs: number
  /** Notifications taken in one claim. */
  batchSize: number
  /** The wait before a failed push is tried again; it doubles with each failure. */
  retryMs: number
  /** How long a push service may take to answer. */
  pushTimeoutMs: number
  /** The agent pushes go through; tests give one that trusts their local push service. */
  pushAgent?: https.Agent
}

export const DEFAULT_SENDER_OPTIONS: SenderOptions = {
  pollMs: 1_000,
  leaseMs: 5 * 60_000,
  batchSize: 200,
  retryMs: 30_000,
  pushTimeoutMs: 10_000,
}

/** Tries of a push before the notification is given up on that channel. */
const MAX_PUSH_ATTEMPTS = 6
/** Pushes in flight at once from one sender. */
const PUSH_CONCURRENCY = 16

export interface SenderContext {
  db: Db
  log: FastifyBaseLogger
  /** Where links in mails and pushes lead. */
  appOrigin: string
  /** The address push services may write to about this server (VAPID's subject). */
  contact: string
  /** The community's time zone, for members who set none. */
  timeZone: string
  /** Called once mails were queued, so they go out at once. */
  mailQueued: () => void
  metrics?: { notificationSent(kind: NotificationKind, channel: 'email' | 'push'): void }
}

interface ClaimedNotice {
  id: number
  user_id: number
  kind: NotificationKind
  occasion: string
  params: Record<string, unknown>
  attempts: number
  email_done: boolean
  push_done: boolean
  pushed_to: (number | string)[]
}

interface Subscription {
  id: number
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
}

/** What became of one notice in this pass. */
type Outcome =
  | { id: number; state: 'done'; outcome: 'sent' | 'off' | 'stale' | 'gone' | 'failed' }
  | { id: number; state: 'wait'; until: Date; pushedTo?: number[] }

/**
 * Sends the notifications decided in the outbox, from whichever process claims them
 * (docs/decisions/128). A batch is claimed with `for update skip locked` and a lease, so two
 * processes never take the same notice; each channel is marked done in the same step that hands it
 * on (the mail queued in the transaction that marks it, the push recorded per subscription once the
 * push service took it), so a sender killed mid-batch leaves the rest to the next claim after the
 * lease, and nothing goes twice but a push whose answer the dead sender never read.
 */
export class NotificationSender {
  readonly #ctx: SenderContext
  readonly #options: SenderOptions
  readonly #loop = new BackgroundLoop(() => this.#run())

  constructor(ctx: SenderContext, options: SenderOptions) {
    this.#ctx = ctx
    this.#options = options
  }

  start(): void {
    this.wake()
  }

  /** Starts a pass at once, or asks the one under way to look again. */
  wake(): void {
    this.#loop.wake()
  }

  /** Resolves when no pass is under way. */
  settled(): Promise<void> {
    return this.#loop.settled()
  }

  /** Sends everything due now, then resolves: for tests and the benchmark. */
  async drain(now?: () => Date): Promise<void> {
    await this.settled()
    while ((await this.sendDue(now?.() ?? new Date())) > 0);
  }

  close(): Promise<void> {
    return this.#loop.close()
  }

  /** Sends what is due, batch after batch; another process's notices are looked for after `pollMs`. */
  async #run(): Promise<number> {
    try {
      while (!this.#loop.closed && (await this.sendDue(new Date())) > 0);
    } catch (error) {
      this.#ctx.log.error({ err: error }, 'notification sender pass failed')
    }
    return this.#options.pollMs
  }

  /** Claims one batch of due notices and sends it; returns how many were claimed. */
  async sendDue(now: Date): Promise<number> {
    const batch = await this.#claim(now)
    if (batch.length === 0) return 0
    const policy = await getPolicyRow(this.#ctx.db)
    const userIds = [...new Set(batch.map((notice) => notice.user_id))]
    // Other members a notice speaks of are named by id, and written with their name as it is now.
    const named = batch.map((notice) => notice.params.memberId).filter((id): id is number => typeof id === 'number')
    const [recipients, channels, quiet, subscriptions, arrivals, announcements] = await Promise.all([
      recipientsOf(this.#ctx.db, [...new Set([...userIds, ...named])], this.#ctx.timeZone),
      channelsOf(this.#ctx.db, userIds, communityDefaults(policy)),
      quietHoursOf(this.#ctx.db, userIds),
      this.#subscriptionsOf(userIds),
      lastArrivals(
        this.#ctx.db,
        batch.filter((notice) => notice.kind === 'noData').map((notice) => notice.user_id),
      ),
      announcementWords(
        this.#ctx.db,
        batch.filter((notice) => notice.kind === 'announcement').map((notice) => Number(notice.params.announcementId)),
      ),
    ])

    const outcomes: Outcome[] = []
    const mails: { notice: ClaimedNotice; recipient: Recipient; written: WrittenNotification; language: Language }[] =
      []
    const pushes: { notice: ClaimedNotice; written: WrittenNotification; language: Language; to: Subscription[] }[] = []
    for (const notice of batch) {
      const recipient = recipients.get(notice.user_id)
      if (!recipient?.active) {
        outcomes.push({ id: notice.id, state: 'done', outcome: 'gone' })
        continue
      }
      const other = typeof notice.params.memberId === 'number' ? recipients.get(notice.params.memberId) : undefined
      if (isStale(notice, arrivals, announcements) || (notice.params.memberId !== undefined && !other)) {
        outcomes.push({ id: notice.id, state: 'done', outcome: 'stale' })
        continue
      }
      const switches = channels.get(notice.user_id)![notice.kind]
      const theirSubscriptions = subscriptions.get(notice.user_id) ?? []
      const wantsEmail = switches.email && !notice.email_done
      const pushedTo = new Set(notice.pushed_to.map(Number))
      const pushTo = switches.push && !notice.push_done ? theirSubscriptions.filter((s) => !pushedTo.has(s.id)) : []
      if (!wantsEmail && pushTo.length === 0) {
        outcomes.push({
          id: notice.id,
          state: 'done',
          outcome: notice.email_done || pushedTo.size > 0 ? 'sent' : 'off',
        })
        continue
      }
      const until = URGENT_NOTIFICATION_KINDS.includes(notice.kind)
        ? undefined
        : quietUntil(now, quiet.get(notice.user_id) ?? null, recipient.timeZone)
      if (until) {
        outcomes.push({ id: notice.id, state: 'wait', until })
        continue
      }
      const language = recipient.language ?? 'en'
      const written = writeNotification(
        notice.kind,
        other ? { ...notice.params, name: other.username } : notice.params,
        { username: recipient.username, language, timeZone: recipient.timeZone },
        announcements.get(Number(notice.params.announcementId))?.(language),
      )
      if (wantsEmail) mails.push({ notice, recipient, written, language })
      if (pushTo.length > 0) pushes.push({ notice, written, language, to: pushTo })
      else outcomes.push({ id: notice.id, state: 'done', outcome: 'sent' })
    }

    const mailed = await this.#queueMails(mails, policy)
    outcomes.push(...(await this.#sendPushes(pushes, policy, now, mailed)))
    await this.#record(outcomes)
    return batch.length
  }

  async #claim(now: Date): Promise<ClaimedNotice[]> {
    const rows = await selectRows<ClaimedNotice & { id: string | number }>(
      this.#ctx.db,
      sql`
        update notification_outbox
        set due_at = ${new Date(now.getTime() + this.#options.leaseMs).toISOString()}::timestamptz, attempts = attempts + 1
        where id in (
          select id from notification_outbox
          where done_at is null and due_at <= ${now.toISOString()}::timestamptz
          order by due_at, id
          limit ${this.#options.batchSize}
          for update skip locked
        )
        returning id, user_id, kind, occasion, params, attempts,
                  email_done_at is not null as email_done, push_done_at is not null as push_done, pushed_to`,
    )
    return rows.map((row) => ({ ...row, id: Number(row.id) }))
  }

  async #subscriptionsOf(userIds: number[]): Promise<Map<number, Subscription[]>> {
    const rows = await selectRows<Subscription & { id: string | number }>(
      this.#ctx.db,
      sql`select id, user_id, endpoint, p256dh, auth from web_push_subscriptions
          where user_id = any(${`{${userIds.join(',')}}`}::int[]) order by id`,
    )
    const found = new Map<number, Subscription[]>()
    for (const row of rows) {
      const list = found.get(row.user_id) ?? []
      list.push({ ...row, id: Number(row.id) })
      found.set(row.user_id, list)
    }
    return found
  }

  /**
   * Queues the batch's mails in one transaction with the mark that they were queued: a mail is in
   * the queue if and only if its notice says so, whichever process gets there.
   */
  async #queueMails(
    mails: { notice: ClaimedNotice; recipient: Recipient; written: WrittenNotification; language: Language }[],
    policy: PolicyRow,
  ): Promise<Set<number>> {
    if (mails.length === 0) return new Set()
    const queued = await inTransaction(this.#ctx.db, async (tx) => {
      const marked = await selectRows<{ id: string | number }>(
        tx,
        sql`update notification_outbox set email_done_at = now()
            where id = any(${`{${mails.map((mail) => mail.notice.id).join(',')}}`}::bigint[]) and email_done_at is null
            returning id`,
      )
      const mine = new Set(marked.map((row) => Number(row.id)))
      const toQueue = mails.filter((mail) => mine.has(mail.notice.id))
      await enqueueMails(
        tx,
        toQueue.map((mail) => this.#mailOf(mail, policy)),
      )
      return toQueue
    })
    for (const mail of queued) this.#ctx.metrics?.notificationSent(mail.notice.kind, 'email')
    if (queued.length > 0) this.#ctx.mailQueued()
    return new Set(queued.map((mail) => mail.notice.id))
  }

  #mailOf(
    mail: { notice: ClaimedNotice; recipient: Recipient; written: WrittenNotification; language: Language },
    policy: PolicyRow,
  ) {
    const { notice, recipient, written, language } = mail
    const words = notificationTexts(language)
    const token = unsubscribeToken(policy.unsubscribeSecret, recipient.id, notice.kind)
    const origin = this.#ctx.appOrigin
    const oneClick = `${origin}/api/notifications/unsubscribe?token=${token}`
    const content = composeMail({
      language,
      subject: written.title,
      greeting: fill(words.greeting, { name: recipient.username }),
      before: written.paragraphs,
      link: { label: written.action.label, url: `${origin}${written.action.path}` },
      after: [],
      footer: {
        paragraphs: [fill(words.footer, { kind: words.kinds[notice.kind].name })],
        links: [
          { label: words.unsubscribe, url: `${origin}/unsubscribe?token=${token}` },
          { label: words.settings, url: `${origin}/notifications` },
        ],
      },
    })
    return {
      to: recipient.email,
      memberId: recipient.id,
      ...content,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      ...(typeof notice.params.memberId === 'number' && { mentions: [notice.params.memberId] }),
    }
  }

  /**
   * Pushes each notice to the member's subscriptions. A subscription the push service no longer
   * knows (404, 410) is deleted; another failure is tried again later, up to MAX_PUSH_ATTEMPTS.
   */
  async #sendPushes(
    pushes: { notice: ClaimedNotice; written: WrittenNotification; language: Language; to: Subscription[] }[],
    policy: PolicyRow,
    now: Date,
    mailed: Set<number>,
  ): Promise<Outcome[]> {
    if (pushes.length === 0) return []
    const jobs = pushes.flatMap((push) => push.to.map((subscription) => ({ push, subscription })))
    const results = new Map<ClaimedNotice, { reached: number[]; failed: number }>(
      pushes.map((push) => [push.notice, { reached: push.notice.pushed_to.map(Number), failed: 0 }]),
    )
    const gone: number[] = []
    let next = 0
    const worker = async () => {
      while (next < jobs.length) {
        const { push, subscription } = jobs[next++]!
        const result = results.get(push.notice)!
        const answer = await this.#push(push, subscription, policy)
        if (answer === 'sent') {
          result.reached.push(subscription.id)
          this.#ctx.metrics?.notificationSent(push.notice.kind, 'push')
        } else if (answer === 'gone') gone.push(subscription.id)
        else result.failed += 1
      }
    }
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, jobs.length) }, worker))
    if (gone.length > 0) {
      await this.#ctx.db.execute(
        sql`delete from web_push_subscriptions where id = any(${`{${gone.join(',')}}`}::bigint[])`,
      )
    }
    return pushes.map(({ notice }): Outcome => {
      const { reached, failed } = results.get(notice)!
      if (failed === 0 || notice.attempts >= MAX_PUSH_ATTEMPTS) {
        // Given up on the push: sent all the same if its mail went, or another browser had it.
        const reachedAny = notice.email_done || mailed.has(notice.id) || reached.length > 0 || failed === 0
        return { id: notice.id, state: 'done', outcome: reachedAny ? 'sent' : 'failed' }
      }
      const wait = this.#options.retryMs * 2 ** (notice.attempts - 1)
      return { id: notice.id, state: 'wait', until: new Date(now.getTime() + wait), pushedTo: reached }
    })
  }

  async #push(
    push: { notice: ClaimedNotice; written: WrittenNotification; language: Language },
    subscription: Subscription,
    policy: PolicyRow,
  ): Promise<'sent' | 'gone' | 'failed'> {
    const { notice, written, language } = push
    const payload = JSON.stringify({
      title: written.title,
      body: written.paragraphs[0] ?? '',
      url: written.action.path,
      // The same notice pushed twice (a sender stopped before it recorded the first) shows once.
      tag: `${notice.kind}:${notice.occasion}`,
      lang: language,
      dir: language === 'he' ? 'rtl' : 'ltr',
    })
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: subscription }, payload, {
        vapidDetails: {
          subject: this.#ctx.contact,
          publicKey: policy.vapidPublicKey,
          privateKey: policy.vapidPrivateKey,
        },
        TTL: 24 * 60 * 60,
        urgency: URGENT_NOTIFICATION_KINDS.includes(notice.kind) ? 'high' : 'normal',
        timeout: this.#options.pushTimeoutMs,
        ...(this.#options.pushAgent && { agent: this.#options.pushAgent }),
      })
      await this.#ctx.db.execute(
        sql`update web_push_subscriptions set last_success_at = now() where id = ${subscription.id}`,
      )
      return 'sent'
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      if (status === 404 || status === 410) {
        this.#ctx.log.info({ subscriptionId: subscription.id, status }, 'push subscription gone; removed')
        return 'gone'
      }
      this.#ctx.log.warn(
        { err: error, notificationId: notice.id, subscriptionId: subscription.id, status },
        'push not sent; it will be tried again',
      )
      return 'failed'
    }
  }

  /** Writes what became of each notice of the batch, in a few statements whatever its size. */
  async #record(outcomes: Outcome[]): Promise<void> {
    const done = outcomes.filter((outcome) => outcome.state === 'done')
    for (const outcome of ['sent', 'off', 'stale', 'gone', 'failed'] as const) {
      const ids = done.filter((entry) => entry.outcome === outcome).map((entry) => entry.id)
      if (ids.length === 0) continue
      await this.#ctx.db.execute(sql`
        update notification_outbox
        set done_at = now(), outcome = ${outcome},
            email_done_at = coalesce(email_done_at, now()), push_done_at = coalesce(push_done_at, now())
        where id = any(${`{${ids.join(',')}}`}::bigint[])`)
    }
    const waiting = outcomes.filter((outcome) => outcome.state === 'wait')
    if (waiting.length === 0) return
    await this.#ctx.db.execute(sql`
      update notification_outbox o
      set due_at = w.until,
          pushed_to = case when w.pushed_to is null then o.pushed_to else string_to_array(w.pushed_to, ',')::bigint[] end
      from unnest(${`{${waiting.map((w) => w.id).join(',')}}`}::bigint[],
                  ${`{${waiting.map((w) => w.until.toISOString()).join(',')}}`}::timestamptz[],
                  ${textArray(waiting.map((w) => w.pushedTo?.join(',') ?? null))}::text[])
           as w(id, until, pushed_to)
      where o.id = w.id`)
  }
}

/**
 * True when the notice no longer says something true: steps arrived after the no-data reminder was
 * decided, or its announcement was deleted. (A notice about a member whose account is gone is not
 * sent either.)
 */
function isStale(notice: ClaimedNotice, arrivals: Map<number, Date>, announcements: Map<number, unknown>): boolean {
  if (notice.kind === 'noData') {
    const last = arrivals.get(notice.user_id)
    return last !== undefined && last.getTime() > new Date(String(notice.params.lastAt)).getTime()
  }
  if (notice.kind === 'announcement') return !announcements.has(Number(notice.params.announcementId))
  return false
}

/** A PostgreSQL text[] literal whose elements may be null. */
function textArray(values: (string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${value}"`)).join(',')}}`
}
