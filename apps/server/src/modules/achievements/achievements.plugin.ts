import fp from 'fastify-plugin'
import { membersWithSteps } from '../scores/index.ts'
import { awardAchievements } from './achievements.service.ts'

export interface AchievementsOptions {
  /** How long changed members wait to be awarded together; 0 awards them only on `awardPending()`. */
  awardEveryMs?: number
}

declare module 'fastify' {
  interface FastifyInstance {
    achievements: {
      /** Awards the members whose days moved since the last run (tests call it to skip the wait). */
      awardPending(): Promise<void>
    }
  }
}

/** Changed members wait this long, so a burst of syncs is awarded in one run: well within a minute. */
const AWARD_EVERY_MS = 5_000

/**
 * Achievements are awarded in the background, a few seconds after the writes that move members'
 * counted days have committed (the scores tell which members), and for everyone once at start, which
 * also catches up with what another process's run or a stop left undone. See docs/decisions/135.
 */
export const achievementsPlugin = fp<AchievementsOptions>(
  async (app, { awardEveryMs = AWARD_EVERY_MS }) => {
    const pending = new Set<number>()
    let everyone = true
    let running: Promise<void> = Promise.resolve()

    const run = async () => {
      const wholeCommunity = everyone
      const members = wholeCommunity ? await membersWithSteps(app.db) : [...pending]
      everyone = false
      pending.clear()
      if (members.length === 0) return
      try {
        const counts = await awardAchievements(app.db, members)
        if (counts.awarded + counts.redated + counts.revoked > 0) app.log.info({ ...counts }, 'achievements awarded')
      } catch (error) {
        // The next run tries them again (a database that was away for a moment).
        if (wholeCommunity) everyone = true
        else for (const member of members) pending.add(member)
        throw error
      }
    }
    const awardPending = () => {
      running = running
        .then(run)
        .catch((error: unknown) => app.log.error({ err: error }, 'awarding achievements failed'))
      return running
    }

    app.scores.onDaysChanged((members) => {
      if (members === 'everyone') everyone = true
      else for (const member of members) pending.add(member)
    })
    app.decorate('achievements', { awardPending })

    if (awardEveryMs > 0) {
      let timer: NodeJS.Timeout | undefined
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          if (everyone || pending.size > 0) void awardPending()
        }, awardEveryMs)
        timer.unref()
      })
      app.addHook('onClose', async () => {
        clearInterval(timer)
        await running
      })
    }
  },
  { name: 'achievements' },
)
