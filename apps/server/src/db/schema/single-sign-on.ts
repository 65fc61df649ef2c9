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

/**
 * The community's SAML 2.0 identity provider: one row at most (`id` 1), read from the metadata the
 * admin imported (by its URL, kept to import again, or as a file). Assertions must be signed by one
 * of `idpCertificates` (base64 DER, as metadata carries them).
 */
export const samlSettings = pgTable(
  'saml_settings',
  {
    id: integer().primaryKey().default(1),
    idpEntityId: text().notNull(),
    idpSsoUrl: text().notNull(),
    idpCertificates: text().array().notNull(),
    /** Where the metadata was read from; null when the admin uploaded it as a file. */
    metadataUrl: text(),
    label: text().notNull(),
    trustEmail: boolean().notNull().default(true),
    /** The attribute that holds the member's email; null reads the usual names, then the NameID. */
    emailAttribute: text(),
    groupsAttribute: text().notNull().default('groups'),
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
    check('saml_settings_single_row', sql`${table.id} = 1`),
    check('saml_settings_enabled_tested', sql`not ${table.enabled} or ${table.lastTest} is not null`),
  ],
)

/**
 * A SAML sign-in under way: the AuthnRequest's id, which the response must answer, and the relay
 * state's SHA-256, which the browser's cookie must match. The provider posts its response to the
 * assertion consumer service, which checks it and keeps who it named in `profile`; the browser's
 * next request (a same-site GET, which carries the state cookie a cross-site POST does not) signs
 * them in and deletes the row, so a response works once.
 */
export const samlSignIns = pgTable(
  'saml_sign_ins',
  {
    relayStateHash: text().primaryKey(),
    requestId: text().notNull().unique(),
    returnTo: text().notNull(),
    testBy: integer().references(() => users.id, { onDelete: 'cascade' }),
    profile: jsonb().$type<Record<string, unknown>>(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('saml_sign_ins_expires_at_idx').on(table.expiresAt)],
)
