import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** What a "Test sign-in" found, kept until the provider's address, client or scopes change. */
export interface SsoTestRecord {
  at: string
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
  groups: string[]
}

/**
 * The community's OpenID Connect provider: one row at most (`id` 1), written by its admins. The
 * client secret is kept as given, as the provider needs it back; no call ever answers with it.
 */
export const oidcSettings = pgTable(
  'oidc_settings',
  {
    id: integer().primaryKey().default(1),
    issuer: text().notNull(),
    clientId: text().notNull(),
    clientSecret: text(),
    scopes: text().notNull(),
    label: text().notNull(),
    trustEmail: boolean().notNull().default(false),
    groupsClaim: text().notNull().default('groups'),
    adminGroups: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    teamGroups: jsonb().$type<{ group: string; teamId: number }[]>().notNull().default([]),
    enabled: boolean().notNull().default(false),
    lastTest: jsonb().$type<SsoTestRecord>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('oidc_settings_single_row', sql`${table.id} = 1`),
    check('oidc_settings_enabled_tested', sql`not ${table.enabled} or ${table.lastTest} is not null`),
  ],
)

/**
 * A member's account at the provider: the provider's `sub` under its issuer, which signs the
 * member in from then on whatever their email there becomes.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('user_identities_user_id_idx').on(table.userId),
  ],
)

/**
 * A sign-in under way at the provider, from the redirect there to the callback: what the callback
 * must find (PKCE verifier, nonce) and where to go after. Only the state's SHA-256 is kept; the
 * callback deletes the row, so a state works once.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    stateHash: text().primaryKey(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    returnTo: text().notNull(),
    /** An admin's "Test sign-in": records what the provider said, signs nobody in. */
    testBy: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('sso_sign_ins_expires_at_idx').on(table.expiresAt)],
)
