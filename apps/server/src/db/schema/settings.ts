import { sql } from 'drizzle-orm'
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core'

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
  },
  (table) => [
    check('app_settings_single_row', sql`${table.id} = 1`),
    check('app_settings_max_team_members_min', sql`${table.maxTeamMembers} >= 2`),
    check('app_settings_import_days_back_range', sql`${table.importDaysBack} between 1 and 3660`),
  ],
)
