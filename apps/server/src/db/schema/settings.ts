import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { DEFAULT_ACTIVITY_RATES, DEFAULT_STEP_CAPS, type ActivityRates, type StepCaps } from '@stepup/contract'

/** The admin's settings: one row, id 1, created by the first migration. */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer().primaryKey().default(1),
    moneyPer100Steps: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(1),
    maxTeamMembers: integer().notNull().default(10),
    allowManualSteps: boolean().notNull().default(true),
    communityUrl: text().notNull().default(''),
    /** Step sources, highest priority first: a day counts its highest source's count. */
    sourcePriority: text()
      .array()
      .notNull()
      .default(sql`'{wearable,push,import,admin,manual}'`),
    /** How many days back, today included, imports and pushes may reach. */
    importDaysBack: integer().notNull().default(30),
    /** Daily caps per source, for activities and for the whole day; steps above one do not count. */
    stepCaps: jsonb().$type<StepCaps>().notNull().default(DEFAULT_STEP_CAPS),
    /** Whether a flagged day counts nothing until an admin reviews it (else it counts meanwhile). */
    holdFlaggedDays: boolean().notNull().default(false),
    /** A day stands out above this multiple of the member's 28-day median… */
    outlierMultiple: numeric({ precision: 3, scale: 1, mode: 'number' }).notNull().default(3),
    /** …and at or above this many steps. */
    outlierFloor: integer().notNull().default(25_000),
    activityEnabled: boolean().notNull().default(false),
    /** Steps a minute per activity and intensity; each entry keeps the steps it was given. */
    activityRates: jsonb().$type<ActivityRates>().notNull().default(DEFAULT_ACTIVITY_RATES),
    /** The ISO 4217 code money is shown in (amounts are formatted with the reader's language). */
    currency: text().notNull().default('USD'),
    /** The range members may set their daily goal in, and the goal of a member who set none. */
    goalMin: integer().notNull().default(2_000),
    goalMax: integer().notNull().default(30_000),
    defaultGoal: integer().notNull().default(10_000),
    /** Whether members may start contests of their own (docs/decisions/137). */
    memberContestsEnabled: boolean().notNull().default(true),
    /** Running or upcoming contests one member may have started. */
    maxMemberContests: integer().notNull().default(3),
    /** Who may create an account: `open`, `domains` or `invite` (docs/decisions/142). */
    joinPolicy: text().notNull().default('open'),
    /** The email domains whose people may sign up while the policy is `domains`, lower-cased. */
    joinDomains: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    check('app_settings_single_row', sql`${table.id} = 1`),
    check('app_settings_max_team_members_min', sql`${table.maxTeamMembers} >= 2`),
    check('app_settings_import_days_back_range', sql`${table.importDaysBack} between 1 and 3660`),
    check('app_settings_max_member_contests_range', sql`${table.maxMemberContests} between 1 and 20`),
    check('app_settings_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('app_settings_join_policy_known', sql`${table.joinPolicy} in ('open', 'domains', 'invite', 'sso')`),
    check(
      'app_settings_join_domains_listed',
      sql`${table.joinPolicy} <> 'domains' or cardinality(${table.joinDomains}) > 0`,
    ),
    check(
      'app_settings_goal_range',
      sql`${table.goalMin} >= 500 and ${table.goalMin} <= ${table.defaultGoal} and ${table.defaultGoal} <= ${table.goalMax} and ${table.goalMax} <= 100000`,
    ),
  ],
)
