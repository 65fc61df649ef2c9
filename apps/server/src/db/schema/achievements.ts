import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { teams } from './teams.ts'
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
    /**
     * Why it was taken back: `admin-changed-day` (an admin voided, corrected or decided a day),
     * `days-changed` (the member's own days changed: an import removed), `rules-changed` (the
     * community's counting rules), `team-days-changed` (a team milestone whose team's days changed),
     * `results-changed` (a competition's results: an admin deleted it).
     */
    revokedReason: text(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // An award run carrying on from stored progress reads only what was earned after it.
    index('member_achievements_user_earned_idx').on(table.userId, table.earnedOn),
  ],
)

/**
 * Where each member's days stood at the end of a settled day (`through`, a week before their
 * latest day), under the catalogue's rules of `version`: an award run whose changes all lie after
 * it carries on from here instead of reading every day again. Worked out again from nothing when
 * an earlier day changes or the rules do. See docs/decisions/138.
 */
export const achievementProgress = pgTable('achievement_progress', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text().notNull(),
  through: date({ mode: 'string' }).notNull(),
  /** The catalogue's `Progress` after the days up to `through`. */
  state: jsonb().notNull(),
})

/**
 * The day each team's steps together reached each milestone of the `team-steps` achievements, as
 * the last award run worked it out: when a run finds a team's days reached one on another day (a
 * member's day voided, an import of old days), every member who was in the team is awarded again.
 */
export const teamMilestones = pgTable(
  'team_milestones',
  {
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    amount: bigint({ mode: 'number' }).notNull(),
    reachedOn: date({ mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.amount] })],
)

/**
 * Each team's steps together through a settled day (`through`, a week before its latest day): an
 * award run whose changes to the team's days all lie after it carries on from here instead of
 * reading all of the team's days again, as members' own progress does.
 */
export const teamProgress = pgTable('team_progress', {
  teamId: integer()
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  through: date({ mode: 'string' }).notNull(),
  steps: bigint({ mode: 'number' }).notNull(),
})
