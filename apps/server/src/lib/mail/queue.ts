import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { mailQueue } from '../../db/schema/index.ts'
import { BackgroundLoop } from '../background-loop.ts'
import type { FeatureMetrics } from '../metrics.ts'
import { MAIL_CONNECTIONS, type MailDelivery, type OutgoingMail } from './delivery.ts'

/** How long a mail that nothing makes useless sooner is tried before it is given up. */
export const MAIL_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000

/** The shortest wait between two runs that found nothing to send. */
const MIN_SLEEP_MS = 50

export interface MailQueueOptions {
  /** The wait after a mail's first failed try; it doubles after each failure, up to `maxRetryMs`. */
  firstRetryMs: number
  maxRetryMs: number
  /** How often the queue looks for mails due that no wake-up announced (another process's). */
  pollMs: number
  /** How long a process may take to send the mail it claimed before another may try it. */
  leaseMs: number
  /** Mails sent at once, each over its own connection to the mail server. */
  concurrency: number
}

export const DEFAULT_MAIL_QUEUE_OPTIONS: Omit<MailQueueOptions, 'leaseMs'> = {
  firstRetryMs: 30_000,
  maxRetryMs: 15 * 60_000,
  pollMs: 30_000,
  concurrency: MAIL_CONNECTIONS,
}

/**
 * Adds a mail to the queue inside the caller's transaction: it is sent if and only if what caused
 * it commits. Call `MailQueue.wake()` after the commit so it goes out at once. A mail to a member
 * names them (`memberId`), so that deleting their account deletes it, whatever their address.
 */
export async function enqueueMail(tx: DbOrTx, mail: QueuedMail) {
  await enqueueMails(tx, [mail])
}

/** A mail as it is queued: `mentions` names the other members it speaks of (see `mail_queue`). */
export type QueuedMail = OutgoingMail & { expiresAt?: Date; mentions?: number[] }

/** Adds mails to the queue in one statement, inside the caller's transaction, as `enqueueMail` does. */
export async function enqueueMails(tx: DbOrTx, mails: readonly QueuedMail[]) {
  if (mails.length === 0) return
  await tx.insert(mailQueue).values(
    mails.map((mail) => ({
      toAddress: mail.to,
      userId: mail.memberId,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      mentions: mail.mentions && mail.mentions.length > 0 ? mail.mentions : null,
      expiresAt: mail.expiresAt ?? new Date(Date.now() + MAIL_MAX_AGE_MS),
    })),
  )
}

/** What the queue counts for the metrics. */
export type MailMetrics = Pick<FeatureMetrics, 'mailSent' | 'mailFailed'>

interface ClaimedMail {
  id: number
  to_address: string
  user_id: number | null
  subject: string
  text: string
  html: string
  headers: Record<string, string> | null
  attempts: number
}

/**
 * Sends the queued mails, a few at a time per process (docs/decisions/118). A mail is claimed with
 * `for update skip locked` and a lease (its due time moved `leaseMs` ahead) in a statement of its
 * own, so no other process takes it while it is sent and no transaction stays open during the
 * send. A failed send is tried again later, each wait twice the last, until the mail's expiry.
 */
export class MailQueue {
  readonly #db: Db
  readonly #delivery: MailDelivery
  readonly #log: FastifyBaseLogger
  readonly #options: MailQueueOptions
  readonly #metrics: MailMetrics
  readonly #loop = new BackgroundLoop(() => this.#run())

  constructor(db: Db, delivery: MailDelivery, log: FastifyBaseLogger, options: MailQueueOptions, metrics: MailMetrics) {
    this.#db = db
    this.#delivery = delivery
    this.#log = log
    this.#options = options
    this.#metrics = metrics
  }

  /** Sends what is due now, then what falls due later; call once the app is ready. */
  start(): void {
    this.wake()
  }

  /** Starts a run at once, or asks the one under way to look again: a mail was just queued. */
  wake(): void {
    this.#loop.wake()
  }

  /** Resolves when no run is under way. */
  settled(): Promise<void> {
    return this.#loop.settled()
  }

  /** Lets a send under way finish and starts no other: what is left waits for the next start. */
  async close(): Promise<void> {
    await this.#loop.close()
    this.#delivery.close()
  }

  /** Sends what is due; answers how long to sleep before looking again. */
  async #run(): Promise<number> {
    try {
      await this.#giveUpExpired()
      // A few mails at once: one at a time, a weekly summary to 20,000 members took an hour,
      // most of it waiting for the mail server's answers.
      const sender = async () => {
        while (!this.#loop.closed) {
          const mail = await this.#claim()
          if (!mail) break
          await this.#attempt(mail)
        }
      }
      await Promise.all(Array.from({ length: this.#options.concurrency }, sender))
      return await this.#untilNextDue()
    } catch (error) {
      // The database did not answer: the mails stay queued, and the queue looks again later.
      this.#log.error({ err: error }, 'mail queue run failed')
      return this.#options.firstRetryMs
    }
  }

  /**
   * The one place a mail is finally sent, or fails: a failure is logged and the mail tried again
   * after a wait that doubles with each failure. Only a mail's expiry gives it up.
   */
  async #attempt(mail: ClaimedMail): Promise<void> {
    const outgoing = {
      to: mail.to_address,
      memberId: mail.user_id,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers && { headers: mail.headers }),
    }
    try {
      await this.#delivery.deliver(outgoing)
    } catch (error) {
      this.#metrics.mailFailed()
      const retryMs = Math.min(this.#options.firstRetryMs * 2 ** (mail.attempts - 1), this.#options.maxRetryMs)
      this.#log.warn(
        { err: error, mailId: mail.id, to: mail.to_address, subject: mail.subject, attempt: mail.attempts, retryMs },
        'mail not sent; it will be tried again',
      )
      await this.#db.execute(sql`
        update mail_queue
        set due_at = now() + make_interval(secs => ${retryMs / 1000}), last_error = ${errorText(error)}
        where id = ${mail.id} and sent_at is null`)
      return
    }
    this.#metrics.mailSent()
    this.#log.info({ mailId: mail.id, to: mail.to_address, subject: mail.subject, attempt: mail.attempts }, 'mail sent')
    await this.#db.execute(sql`
      update mail_queue set sent_at = now(), text = '', html = '', headers = null, last_error = null where id = ${mail.id}`)
  }

  /** Takes the mail due first that no other process is sending, with a lease on it. */
  async #claim(): Promise<ClaimedMail | undefined> {
    const [mail] = await selectRows<ClaimedMail>(
      this.#db,
      sql`
        update mail_queue
        set due_at = now() + make_interval(secs => ${this.#options.leaseMs / 1000}), attempts = attempts + 1
        where id = (
          select id from mail_queue
          where sent_at is null and gave_up_at is null and due_at <= now() and expires_at > now()
          order by due_at, id
          limit 1
          for update skip locked
        )
        returning id, to_address, user_id, subject, text, html, headers, attempts`,
    )
    return mail && { ...mail, id: Number(mail.id) }
  }

  /** Gives up the mails that can no longer help, except one being sent right now. */
  async #giveUpExpired(): Promise<void> {
    const expired = await selectRows<{ id: number; to_address: string; subject: string; attempts: number }>(
      this.#db,
      sql`
        update mail_queue set gave_up_at = now(), text = '', html = '', headers = null
        where sent_at is null and gave_up_at is null and expires_at <= now() and due_at <= now()
        returning id, to_address, subject, attempts`,
    )
    for (const mail of expired) {
      this.#log.error(
        { mailId: Number(mail.id), to: mail.to_address, subject: mail.subject, attempts: mail.attempts },
        'mail given up: it expired before it could be sent',
      )
    }
  }

  /** Milliseconds until the next queued mail falls due, at most `pollMs`. */
  async #untilNextDue(): Promise<number> {
    const [next] = await selectRows<{ ms: number | string | null }>(
      this.#db,
      sql`
        select extract(epoch from min(due_at) - now()) * 1000 as ms
        from mail_queue where sent_at is null and gave_up_at is null`,
    )
    const ms = next?.ms === null || next?.ms === undefined ? this.#options.pollMs : Number(next.ms)
    // A mail due now that the run did not take is being claimed by another process: look again
    // shortly rather than at once.
    return Math.max(MIN_SLEEP_MS, Math.min(ms, this.#options.pollMs))
  }
}

/** Deletes mails sent or given up more than `olderThanMs` ago: they name who was mailed. */
export async function pruneMailQueue(db: DbOrTx, olderThanMs: number) {
  await db.execute(sql`
    delete from mail_queue
    where coalesce(sent_at, gave_up_at) < now() - make_interval(secs => ${olderThanMs / 1000})`)
}

/** What the queue keeps of a failure: the mail server's answer, or the error's message. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.slice(0, 1000)
}
