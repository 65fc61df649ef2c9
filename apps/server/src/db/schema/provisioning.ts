import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { teams } from './teams.ts'
import { users } from './users.ts'

/**
 * The bearer token the community's directory (Okta, Microsoft Entra) provisions members with over
 * SCIM. Only its SHA-256 is kept; a new token revokes the one before, and the partial unique index
 * holds that at most one is in use.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, so a busy directory does not write on every call. */
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('scim_tokens_one_in_use')
      .on(sql`(true)`)
      .where(sql`${table.revokedAt} is null`),
  ],
)

/**
 * A member as the directory knows them: its `externalId`, and whether the directory deleted them.
 * A deleted member keeps their account (deactivated) but is no longer the directory's to see.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scim_users_external_id_idx').on(table.externalId)],
)

/**
 * A group of the directory, which is a StepUp team (docs/decisions/146): its SCIM id, the
 * directory's `externalId`, and its name, which is the team's. A team has members and a leader,
 * so a group with no members has no team yet: its first member makes it (or takes the team of its
 * name), and a team deleted in StepUp leaves its group without one. Names are unique without
 * case, as teams' are, so two creates of one name at once make one group.
 */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: text().primaryKey(),
    teamId: integer()
      .unique('scim_groups_team_id_unique')
      .references(() => teams.id, { onDelete: 'set null' }),
    displayName: text().notNull(),
    externalId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scim_groups_display_name_unique').on(sql`lower(${table.displayName})`),
    index('scim_groups_external_id_idx').on(table.externalId),
  ],
)
