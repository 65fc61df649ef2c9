import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
