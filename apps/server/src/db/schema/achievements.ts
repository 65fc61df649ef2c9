import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { competitions } from './competitions.ts'
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
     * `results-changed` (a competition's results: an admin deleted it), `rule-changed` (an admin
     * changed the rule of one of the community's own achievements).
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

/** A name of an admin's own achievement in `language`: trimmed, 1 to 60 characters. */
const nameIn = (language: string) =>
  sql.raw(`jsonb_typeof(names -> '${language}') = 'string'
    and length(names ->> '${language}') between 1 and 60
    and names ->> '${language}' = btrim(names ->> '${language}')`)

/**
 * Achievements admins define by rule (docs/decisions/140), earned as `custom-<id>` in
 * `member_achievements`. Never deleted, so what members earned keeps its name: archived instead
 * (`archived_at`), after which no one new earns it. A `competition-days` rule whose competition was
 * deleted keeps its row with no competition, and is no longer awarded either.
 */
export const customAchievements = pgTable(
  'custom_achievements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** `steps-in-period`, `streak` or `competition-days`. */
    rule: text().notNull(),
    /** Steps for `steps-in-period`, days for the others. */
    amount: integer().notNull(),
    /** The period (both days counted); required for `steps-in-period`, an optional window for `streak`. */
    startsOn: date({ mode: 'string' }),
    endsOn: date({ mode: 'string' }),
    /** The steps a `streak` day must reach; null for the member's own goal of the day. */
    target: integer(),
    competitionId: integer().references(() => competitions.id, { onDelete: 'set null' }),
    /** `{ en, es, he }`. */
    names: jsonb().notNull(),
    icon: text().notNull(),
    points: integer().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('custom_achievements_rule', sql`${table.rule} in ('steps-in-period', 'streak', 'competition-days')`),
    check(
      'custom_achievements_amount',
      sql`${table.amount} between 1 and case when ${table.rule} = 'steps-in-period' then 100000000 else 3650 end`,
    ),
    check(
      'custom_achievements_period',
      sql`(${table.startsOn} is null) = (${table.endsOn} is null) and (${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn})`,
    ),
    check(
      'custom_achievements_fields_of_rule',
      sql`case ${table.rule}
            when 'steps-in-period' then ${table.startsOn} is not null and ${table.target} is null and ${table.competitionId} is null
            when 'streak' then ${table.competitionId} is null
            else ${table.startsOn} is null and ${table.target} is null
          end`,
    ),
    check('custom_achievements_target', sql`${table.target} is null or ${table.target} between 1 and 100000`),
    check('custom_achievements_names', sql`${nameIn('en')} and ${nameIn('es')} and ${nameIn('he')}`),
    check(
      'custom_achievements_icon',
      sql`${table.icon} in ('footprints', 'mountain', 'zap', 'flame', 'target', 'calendar-check', 'crown', 'medal', 'trophy', 'star', 'heart', 'sun')`,
    ),
    check('custom_achievements_points', sql`${table.points} between 10 and 100 and ${table.points} % 10 = 0`),
  ],
)
