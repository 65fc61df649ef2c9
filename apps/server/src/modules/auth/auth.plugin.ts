import fp from 'fastify-plugin'
import { createMailer, type Mailer } from '../../lib/mailer.ts'
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

    let running: Promise<void> | undefined
    const cleanUp = () => {
      running ??= Promise.all([deleteExpiredSessions(app.db), deleteSpentResetTokens(app.db)])
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'auth cleanup failed'))
        .finally(() => {
          running = undefined
        })
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      cleanUp()
      timer = setInterval(cleanUp, CLEANUP_INTERVAL_MS)
      timer.unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
      await mailer.close()
    })
  },
  { name: 'auth' },
)
