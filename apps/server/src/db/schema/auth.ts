import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** A login session. The id is the SHA-256 of the cookie token, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Whether the session began at the community's sign-in provider (`oidc`), whose logout it offers. */
    provider: text(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
)

/**
 * A link mailed to prove the member holds `email`: it proves nothing once the account's email is
 * another. Only the token's SHA-256 is kept, as for reset links.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verification_tokens_user_id_idx').on(table.userId)],
)

/**
 * An admin's invitation: mailed to one address (used once, by an account of that address), or a
 * shared link (`email` null) that admits whoever has it until it expires or is revoked.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    email: text(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    uses: integer().notNull().default(0),
  },
  (table) => [
    index('invitations_created_at_idx').on(table.createdAt),
    // One mailed invitation waits for an address at a time: a new one revokes it in the same transaction.
    uniqueIndex('invitations_one_waiting_per_email')
      .on(table.email)
      .where(sql`${table.revokedAt} is null and ${table.uses} = 0 and ${table.email} is not null`),
    check('invitations_mailed_once', sql`${table.email} is null or ${table.uses} <= 1`),
  ],
)
