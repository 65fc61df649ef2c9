import fp from 'fastify-plugin'
import { createDelivery } from '../lib/mail/delivery.ts'
import { DEFAULT_MAIL_QUEUE_OPTIONS, MailQueue, pruneMailQueue, type MailQueueOptions } from '../lib/mail/queue.ts'
import { runPeriodically } from '../lib/periodic-job.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue
  }
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000
/** How long sent and given-up mails are kept, to answer "was it sent?", before they are deleted. */
const KEEP_DONE_MAILS_MS = 24 * 60 * 60 * 1000

/**
 * The mail queue of this process: it sends what earlier runs left once the app is ready, what is
 * queued from then on, and lets a send under way finish when the app closes (docs/decisions/118).
 */
export const mailPlugin = fp<Partial<MailQueueOptions>>(
  async (app, options) => {
    const delivery = createDelivery(app.config, app.log)
    const queue = new MailQueue(
      app.db,
      delivery,
      app.log,
      {
        ...DEFAULT_MAIL_QUEUE_OPTIONS,
        // Well past the longest a send can take: connecting, the greeting and each command may
        // each take SMTP_TIMEOUT_MS.
        leaseMs: Math.max(60_000, 10 * app.config.smtpTimeoutMs),
        ...options,
      },
      app.metrics,
    )
    app.decorate('mailQueue', queue)
    app.addHook('onReady', async () => queue.start())
    app.addHook('onClose', () => queue.close())
    runPeriodically(app, 'mail queue prune', PRUNE_INTERVAL_MS, () => pruneMailQueue(app.db, KEEP_DONE_MAILS_MS))
  },
  { name: 'mail', dependencies: ['metrics'] },
)
