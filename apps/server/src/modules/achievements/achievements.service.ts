import { DAILY_STEP_GOAL, type MyAchievements } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { inTransaction } from '../../db/transaction.ts'
import { countedDaysOf } from '../scores/index.ts'
import { ACHIEVEMENTS, evaluate, POINTS_PER_LEVEL, progressOf, type Achievement } from './catalogue.ts'

const byKey = new Map(ACHIEVEMENTS.map((achievement) => [achievement.key, achievement]))

/** Members awarded in one statement's batch: their days are read together. */
const BATCH = 500

interface StoredRow {
  user_id: number
  key: string
  earned_on: string
  revoked: boolean
}

/** What an award run changed: achievements given (or given back), moved to another day, taken back. */
export interface AwardCounts {
  awarded: number
  redated: number
  revoked: number
}

/**
 * Works out the members' achievements from their counted days and makes the stored ones match:
 * new ones are awarded, dated on the day that earned them; one whose earning day moved (an
 * import of older days) takes the earlier date; one the days no longer earn is taken back with
 * the reason, and given back if they earn it again. Running it twice changes nothing the second
 * time. Each batch of members is one transaction, holding their rows against a run in another
 * process.
 */
export async function awardAchievements(db: Db, userIds: readonly number[]): Promise<AwardCounts> {
  const counts: AwardCounts = { awarded: 0, redated: 0, revoked: 0 }
  for (let start = 0; start < userIds.length; start += BATCH) {
    const batch = userIds.slice(start, start + BATCH)
    await inTransaction(db, async (tx) => {
      const members = `{${batch.join(',')}}`
      // One run per member at a time: a second process waits for the first, then finds nothing to do.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ACHIEVEMENTS_LOCK}, id) from unnest(${members}::int[]) as id order by id`,
      )
      const days = await countedDaysOf(tx, batch)
      const stored = await selectRows<StoredRow>(
        tx,
        sql`select user_id, key, to_char(earned_on, 'YYYY-MM-DD') as earned_on, revoked_at is not null as revoked
            from member_achievements where user_id = any(${members}::int[])`,
      )
      const storedOf = new Map<number, Map<string, StoredRow>>()
      for (const row of stored) {
        if (!storedOf.has(row.user_id)) storedOf.set(row.user_id, new Map())
        storedOf.get(row.user_id)!.set(row.key, row)
      }
      const upserts: { userId: number; key: string; earnedOn: string }[] = []
      const revocations: { userId: number; key: string }[] = []
      for (const userId of batch) {
        const { earned } = evaluate(days.get(userId) ?? [], DAILY_STEP_GOAL)
        const mine = storedOf.get(userId) ?? new Map<string, StoredRow>()
        for (const [key, earnedOn] of earned) {
          const row = mine.get(key)
          if (!row || row.revoked) counts.awarded += 1
          else if (row.earned_on !== earnedOn) counts.redated += 1
          else continue
          upserts.push({ userId, key, earnedOn })
        }
        for (const row of mine.values()) {
          // Only the catalogue's own achievements are worked out here; a key it no longer has stays.
          if (!row.revoked && byKey.has(row.key) && !earned.has(row.key)) revocations.push({ userId, key: row.key })
        }
      }
      if (upserts.length > 0) {
        await tx.execute(sql`
          insert into member_achievements (user_id, key, earned_on)
          select * from unnest(${`{${upserts.map((row) => row.userId).join(',')}}`}::int[],
                               ${toArray(upserts.map((row) => row.key))}::text[],
                               ${toArray(upserts.map((row) => row.earnedOn))}::date[]) as earned(user_id, key, earned_on)
          -- A member who deleted their account meanwhile earns nothing.
          where exists (select 1 from users u where u.id = earned.user_id)
          on conflict (user_id, key) do update
            set earned_on = excluded.earned_on,
                awarded_at = case when member_achievements.revoked_at is null
                                  then member_achievements.awarded_at else now() end,
                revoked_at = null, revoked_reason = null`)
      }
      if (revocations.length > 0) {
        counts.revoked += revocations.length
        await tx.execute(sql`
          update member_achievements m set revoked_at = now(), revoked_reason = 'days-changed'
          from unnest(${`{${revocations.map((row) => row.userId).join(',')}}`}::int[],
                      ${toArray(revocations.map((row) => row.key))}::text[]) as gone(user_id, key)
          where m.user_id = gone.user_id and m.key = gone.key and m.revoked_at is null`)
      }
    })
  }
  return counts
}

/** Postgres array literal of plain keys and dates (no quotes or commas in them). */
const toArray = (values: readonly string[]) => `{${values.join(',')}}`

/** The advisory lock space of award runs (an arbitrary constant, with the member's id as the second key). */
const ACHIEVEMENTS_LOCK = 4_135

/** The member's achievements as their profile shows them: earned (newest first), level, next tiers. */
export async function getMyAchievements(db: DbOrTx, userId: number): Promise<MyAchievements> {
  const [stored, days] = await Promise.all([
    selectRows<{ key: string; earned_on: string }>(
      db,
      sql`select key, to_char(earned_on, 'YYYY-MM-DD') as earned_on from member_achievements
          where user_id = ${userId} and revoked_at is null
          order by earned_on desc, key`,
    ),
    countedDaysOf(db, [userId]),
  ])
  const earned = stored.flatMap((row) => {
    const achievement = byKey.get(row.key)
    return achievement ? [{ ...fields(achievement), earnedOn: row.earned_on }] : []
  })
  const points = earned.reduce((sum, achievement) => sum + achievement.points, 0)
  const level = Math.floor(points / POINTS_PER_LEVEL) + 1
  const { standing } = evaluate(days.get(userId) ?? [], DAILY_STEP_GOAL)
  const have = new Set(earned.map((achievement) => achievement.key))
  const next = [...new Set(ACHIEVEMENTS.map((achievement) => achievement.kind))].flatMap((kind) => {
    const tier = ACHIEVEMENTS.find((achievement) => achievement.kind === kind && !have.has(achievement.key))
    return tier ? [{ ...fields(tier), progress: Math.min(tier.threshold, progressOf(kind, standing)) }] : []
  })
  return { level, points, levelAt: (level - 1) * POINTS_PER_LEVEL, nextLevelAt: level * POINTS_PER_LEVEL, earned, next }
}

const fields = ({ key, kind, threshold, points }: Achievement) => ({ key, kind, threshold, points })
