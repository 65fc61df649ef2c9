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
  },
  (table) => [
    check('app_settings_single_row', sql`${table.id} = 1`),
    check('app_settings_max_team_members_min', sql`${table.maxTeamMembers} >= 2`),
  ],
)
