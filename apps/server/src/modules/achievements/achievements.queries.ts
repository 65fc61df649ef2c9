import type { AchievementsVisibility, EarnedAchievement, MemberAchievements } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { ACHIEVEMENT_BY_KEY, POINTS_PER_LEVEL } from './catalogue.ts'
import { customRulesOf, type CustomRule } from './custom-achievements.queries.ts'

/** What a profile shows of an achievement: the catalogue's, or an admin's own with its name and icon; undefined for a key neither knows. */
export function shownAs(key: string, custom: ReadonlyMap<string, CustomRule>) {
  const achievement = ACHIEVEMENT_BY_KEY.get(key)
  if (achievement) {
    const { kind, threshold, points } = achievement
    return { key, kind, threshold, points }
  }
  const rule = custom.get(key)
  if (!rule) return undefined
  return {
    key,
    kind: 'custom' as const,
    threshold: rule.amount,
    points: rule.points,
    name: rule.names,
    icon: rule.icon,
  }
}

/**
 * The member's earned achievements (newest first) and their level, from the stored rows alone:
 * what others see of them, and what a share card needs. One taken back is not among them.
 */
export async function earnedAchievementsOf(db: DbOrTx, userId: number): Promise<MemberAchievements> {
  const stored = await selectRows<{ key: string; earned_on: string }>(
    db,
    sql`select key, to_char(earned_on, 'YYYY-MM-DD') as earned_on from member_achievements
        where user_id = ${userId} and revoked_at is null
        order by earned_on desc, key`,
  )
  const custom = await customRulesOf(
    db,
    stored.map((row) => row.key),
  )
  const earned: EarnedAchievement[] = stored.flatMap((row) => {
    const achievement = shownAs(row.key, custom)
    return achievement ? [{ ...achievement, earnedOn: row.earned_on }] : []
  })
  const points = earned.reduce((sum, achievement) => sum + achievement.points, 0)
  return { level: Math.floor(points / POINTS_PER_LEVEL) + 1, points, earned }
}

/** A member as their achievements are shown: the name a card writes, and who may see them. */
export interface AchievementsOwner {
  id: number
  username: string
  visibility: AchievementsVisibility
}

export async function achievementsOwner(db: DbOrTx, userId: number): Promise<AchievementsOwner | undefined> {
  const [row] = await selectRows<AchievementsOwner>(
    db,
    sql`select id, username, achievements_visibility as visibility from users where id = ${userId}`,
  )
  return row
}
