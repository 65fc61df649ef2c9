import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { membersWithSteps } from '../scores/index.ts'
import { awardAchievements } from './achievements.service.ts'
import { NO_DAY_CHANGED, type MemberChange } from './member-change.ts'
import { CATALOGUE_VERSION } from './catalogue.ts'
import { CUSTOM_RULES } from './custom-rules.ts'
import { PODIUMS } from './earning-sources.ts'

export interface AchievementsOptions {
  /** How long changed members wait to be awarded together; 0 awards them only on `awardPending()`. */
  awardEveryMs?: number
}

declare module 'fastify' {
  interface FastifyInstance {
    achievements: {
      /** Awards the members whose days moved since the last run (tests call it to skip the wait). */
      awardPending(): Promise<void>
      /** Has the member's days from `from` on looked at again (their goal changed). */
      daysChanged(userId: number, from: string): void
      /** Has the members' podium places looked at again (results frozen or deleted). */
      podiumsChanged(userIds: readonly number[]): void
      /**
       * Has every member an admin's achievement may concern awarded again (a rule created, edited,
       * archived or brought back): each member with steps, and each holding one of those achievements.
       */
      rulesChanged(): void
    }
  }
}

/** Changed members wait this long, so a burst of syncs is awarded in one run: well within a minute. */
const AWARD_EVERY_MS = 5_000

/**
 * Achievements are awarded in the background, a few seconds after the writes that move members'
 * counted days have committed (the scores tell which members, and from which day), and at start
 * for members whose stored progress is missing or was worked out under other rules (the first
 * start after an upgrade awards everyone). See docs/decisions/135 and 138.
 */
export const achievementsPlugin = fp<AchievementsOptions>(
  async (app, { awardEveryMs = AWARD_EVERY_MS }) => {
    const pending = new Map<number, MemberChange>()
    let everyone = false
    let catchUp = true
    let rulesMoved = false
    let running: Promise<void> = Promise.resolve()

    const change = (userId: number, next: MemberChange) => {
      const known = pending.get(userId)
      pending.set(userId, {
        from: known === undefined ? next.from : earlier(known.from, next.from),
        byAdmin: (known?.byAdmin ?? false) || next.byAdmin,
        moved: new Set([...(known?.moved ?? []), ...(next.moved ?? [])]),
      })
    }

    const run = async () => {
      if (everyone || catchUp) {
        const wholeCommunity = everyone
        const members = wholeCommunity ? await membersToRecount(app.db) : await membersToCatchUp(app.db)
        everyone = false
        catchUp = false
        // What a recount changed is told, as any other change. A catch-up after an upgrade tells
        // nobody and takes nothing back: a product change never takes back what was earned.
        for (const userId of members) change(userId, { from: null, byAdmin: wholeCommunity })
        if (!wholeCommunity) {
          await award(new Map(members.map((userId) => [userId, pending.get(userId)!])), { tell: false, keep: true })
          for (const userId of members) pending.delete(userId)
        }
      }
      if (rulesMoved) {
        const members = await membersToRecount(app.db, 'custom-%')
        rulesMoved = false
        // Their own days did not change: only what the rules work out whole is looked at again.
        for (const userId of members)
          change(userId, { from: NO_DAY_CHANGED, byAdmin: false, moved: new Set([CUSTOM_RULES]) })
      }
      if (pending.size === 0) return
      const changes = new Map(pending)
      pending.clear()
      await award(changes, { tell: true, keep: false })
    }
    const award = async (changes: Map<number, MemberChange>, options: { tell: boolean; keep: boolean }) => {
      try {
        const counts = await awardAchievements(app.db, changes, { ...options, timeZone: app.config.timeZone })
        if (counts.awarded + counts.redated + counts.revoked > 0) app.log.info({ ...counts }, 'achievements awarded')
      } catch (error) {
        // The next run tries them again (a database that was away for a moment).
        for (const [userId, next] of changes) change(userId, next)
        throw error
      }
    }
    const awardPending = () => {
      running = running
        .then(run)
        .catch((error: unknown) => app.log.error({ err: error }, 'awarding achievements failed'))
      return running
    }

    app.scores.onDaysChanged((days) => {
      if (days === 'everyone') everyone = true
      else for (const [userId, from] of days.from) change(userId, { from, byAdmin: days.byAdmin })
    })
    app.decorate('achievements', {
      awardPending,
      daysChanged: (userId: number, from: string) => change(userId, { from, byAdmin: false }),
      podiumsChanged: (userIds: readonly number[]) => {
        for (const userId of userIds)
          change(userId, { from: NO_DAY_CHANGED, byAdmin: false, moved: new Set([PODIUMS]) })
      },
      rulesChanged: () => {
        rulesMoved = true
      },
    })

    if (awardEveryMs > 0) {
      let timer: NodeJS.Timeout | undefined
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          if (everyone || catchUp || rulesMoved || pending.size > 0) void awardPending()
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

/** The earlier of two days, null (every day) before any. */
const earlier = (a: string | null, b: string | null) => (a === null || b === null ? null : a < b ? a : b)

/**
 * After a recount of every day: every member with steps, and every member holding an achievement
 * (of the keys `like` matches: all when not said).
 */
async function membersToRecount(db: DbOrTx, like = '%'): Promise<number[]> {
  const [withSteps, holders] = await Promise.all([
    membersWithSteps(db),
    selectRows<{ user_id: number }>(
      db,
      sql`select distinct user_id from member_achievements where revoked_at is null and key like ${like}`,
    ),
  ])
  return [...new Set([...withSteps, ...holders.map((row) => row.user_id)])]
}

/** At start: members with steps whose progress is missing or was worked out under other rules. */
async function membersToCatchUp(db: DbOrTx): Promise<number[]> {
  const [withSteps, current] = await Promise.all([
    membersWithSteps(db),
    selectRows<{ user_id: number }>(
      db,
      sql`select user_id from achievement_progress where version = ${CATALOGUE_VERSION}`,
    ),
  ])
  const upToDate = new Set(current.map((row) => row.user_id))
  return withSteps.filter((userId) => !upToDate.has(userId))
}
