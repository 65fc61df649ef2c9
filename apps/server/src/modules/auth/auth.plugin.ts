import fp from 'fastify-plugin'
import { runPeriodically } from '../../lib/periodic-job.ts'
import { deleteSpentConfirmations } from '../joining/index.ts'
import { deleteSpentResetTokens } from './password-reset.service.ts'
import { deleteExpiredSessions } from './sessions.ts'

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000

/**
 * What the auth routes need beyond a request: an hourly sweep of expired sessions and spent
 * reset tokens and confirmation links (they are refused anyway; this only keeps the tables small).
 */
export const authPlugin = fp(
  async (app) => {
    runPeriodically(app, 'auth cleanup', CLEANUP_INTERVAL_MS, () =>
      Promise.all([deleteExpiredSessions(app.db), deleteSpentResetTokens(app.db), deleteSpentConfirmations(app.db)]),
    )
  },
  { name: 'auth' },
)
