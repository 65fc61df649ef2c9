import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { selectRows } from '../../db/rows.ts'
import { runPeriodically } from '../../lib/periodic-job.ts'
import { competitionsContext } from '../competitions/index.ts'
import {
  decideCompetitionMoments,
  decideNoData,
  decidePasses,
  decideWeeklySummary,
  type DecideContext,
} from './decisions.ts'
import { pruneOutbox } from './outbox.ts'
import { getPolicyRow } from './policy.ts'
import { DEFAULT_SENDER_OPTIONS, NotificationSender, type SenderOptions } from './sender.ts'

/** The notifications of one app: its sender, and the decisions it takes on the clock. */
export interface Notifications {
  sender: NotificationSender
  /** Takes every decision due at `now` (a competition's start, a gap in steps, a week's summary). */
  decide(now?: Date): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications
  }
}

export type NotificationsOptions = Partial<SenderOptions> & {
  /** How often the decisions are taken; 0 leaves them to `decide()` (tests drive the clock). */
  decideEveryMs?: number
}

const DECIDE_EVERY_MS = 60_000
const NO_DATA_EVERY_MS = 10 * 60_000
/** Outbox rows kept after they were sent, to answer "was it sent?"; occasions are never older. */
const KEEP_DONE_DAYS = 90
const PRUNE_EVERY_MS = 60 * 60 * 1000
/** Longer than a run of the decisions takes: another process may take over after it. */
const DECIDING_LEASE_SECONDS = 300

/**
 * Notifications (docs/decisions/128): every process sends what is due in the outbox, and takes
 * the decisions on the clock once a minute, one process at a time.
 */
export const notificationsPlugin = fp<NotificationsOptions>(
  async (app, options) => {
    const { decideEveryMs = DECIDE_EVERY_MS, ...senderOptions } = options
    const sender = new NotificationSender(
      {
        db: app.db,
        log: app.log,
        appOrigin: app.config.appOrigin,
        contact: `mailto:${addressOf(app.config.mailFrom)}`,
        timeZone: app.config.timeZone,
        mailQueued: () => app.mailQueue.wake(),
        metrics: app.metrics,
      },
      { ...DEFAULT_SENDER_OPTIONS, ...senderOptions },
    )
    const ctx: DecideContext = {
      db: app.db,
      competitions: competitionsContext(app.db, app.scores, app.config.timeZone),
      timeZone: app.config.timeZone,
    }
    const clock = { noDataCheckedAt: 0 }
    app.decorate('notifications', { sender, decide: (now = new Date()) => decideAll(app, ctx, clock, now) })
    // The keys are made before the first request may ask for the public one.
    app.addHook('onReady', async () => {
      await getPolicyRow(app.db)
      sender.start()
    })
    app.addHook('onClose', () => sender.close())
    if (decideEveryMs > 0) {
      runPeriodically(app, 'notification decisions', decideEveryMs, () => app.notifications.decide())
    }
    runPeriodically(app, 'notification outbox prune', PRUNE_EVERY_MS, () => pruneOutbox(app.db, KEEP_DONE_DAYS))
  },
  { name: 'notifications', dependencies: ['mail', 'metrics'] },
)

/**
 * Takes the decisions under a lease on the policy row, so that two processes do not do the same
 * work; were they to, the outbox's keys would still queue each notification once.
 */
async function decideAll(
  app: FastifyInstance,
  ctx: DecideContext,
  clock: { noDataCheckedAt: number },
  now: Date,
): Promise<number> {
  await getPolicyRow(app.db)
  const [leased] = await selectRows(
    app.db,
    sql`update notification_policy set deciding_until = now() + make_interval(secs => ${DECIDING_LEASE_SECONDS})
        where id = 1 and (deciding_until is null or deciding_until < now()) returning id`,
  )
  if (!leased) return 0
  try {
    let added = 0
    added += await decideCompetitionMoments(ctx, now)
    // Gaps are counted in hours: a look every few minutes finds them in time, at a tenth of the cost.
    if (Math.abs(now.getTime() - clock.noDataCheckedAt) >= NO_DATA_EVERY_MS) {
      added += await decideNoData(ctx, now)
      clock.noDataCheckedAt = now.getTime()
    }
    added += await decidePasses(ctx, now)
    added += await decideWeeklySummary(ctx, now)
    if (added > 0) app.notifications.sender.wake()
    return added
  } finally {
    await app.db.execute(sql`update notification_policy set deciding_until = null where id = 1`)
  }
}

/** The address of `Name <address>`, or the text itself. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from
}
