import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * The achievements members have earned, one row per member and achievement, kept for good: a day
 * that stops earning it (voided, corrected) marks the row taken back with the reason, and earning
 * it again clears the mark. `earned_on` is the day whose steps earned it, not the day it was
 * awarded, so an import of old days dates it in the past. See docs/decisions/135.
 */
export const memberAchievements = pgTable(
  'member_achievements',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The achievement's key in the catalogue, such as `streak-7` or `lifetime-1000000`. */
    key: text().notNull(),
    earnedOn: date({ mode: 'string' }).notNull(),
    awardedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the days that earned it stopped earning it; null while it holds. */
    revokedAt: timestamp({ withTimezone: true }),
    /** Why it was taken back: `days-changed` (an admin voided or corrected a day, or a source left). */
    revokedReason: text(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
)
