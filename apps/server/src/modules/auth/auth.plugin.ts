import fp from 'fastify-plugin'
import { createMailer, type Mailer } from '../../lib/mailer.ts'
import { runPeriodically } from '../../lib/periodic-job.ts'
import { deleteSpentResetTokens } from './password-reset.ts'
import { deleteExpiredSessions } from './sessions.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000

/**
 * What the auth routes need beyond a request: the mailer, and an hourly sweep of expired
 * sessions and spent reset tokens (they are refused anyway; this only keeps the tables small).
 */
export const authPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log)
    app.decorate('mailer', mailer)

    runPeriodically(app, 'auth cleanup', CLEANUP_INTERVAL_MS, () =>
      Promise.all([deleteExpiredSessions(app.db), deleteSpentResetTokens(app.db)]),
    )
    app.addHook('onClose', () => mailer.close())
  },
  { name: 'auth' },
)
