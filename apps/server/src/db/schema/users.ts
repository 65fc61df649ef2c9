import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { teams } from './teams.ts'

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    /** Stored trimmed and lower-cased, so uniqueness ignores case. */
    email: text().notNull(),
    /** Null for an account that signs in only at the community's sign-in provider. */
    passwordHash: text(),
    avatarUrl: text(),
    phoneNumber: text(),
    sensorUserId: text(),
    /**
     * The first day whose synced steps count for this member under `sensorUserId`; null when the
     * id came with its history, because nobody held it before (docs/decisions/019).
     */
    sensorCountsFrom: date({ mode: 'string' }),
    isAdmin: boolean().notNull().default(false),
    /** Set while an admin has deactivated the member: no sign-in, no sessions, on no board. */
    deactivatedAt: timestamp({ withTimezone: true }),
    teamId: integer().references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    /** The app's language the member last chose (`en`, `es`, `he`): their mails are written in it. */
    language: text(),
    /**
     * The member's own IANA time zone, when it is not the community's: the days of pushes and
     * files whose instants carry no offset are the days the member lived them in it.
     */
    timeZone: text(),
    /**
     * The first-run steps the member finished or skipped (`steps`, `team`, `competition`): the
     * first-run card asks each once, on whichever device.
     */
    firstRunDone: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Who sees the member's achievements and level besides themself (`everyone` signed in,
     * `friends`, `nobody`): docs/decisions/136.
     */
    achievementsVisibility: text().notNull().default('everyone'),
    /** When the member proved they hold their email, by a mailed link or an invitation mailed to it. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Whether the account may not be used until its email is proven: a sign-up by domain. */
    mustVerifyEmail: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_sensor_user_id_unique')
      .on(table.sensorUserId)
      .where(sql`${table.sensorUserId} is not null`),
    index('users_team_id_idx').on(table.teamId),
    index('users_username_idx').on(table.username),
    check('users_language_known', sql`${table.language} in ('en', 'es', 'he')`),
    check(
      'users_achievements_visibility_known',
      sql`${table.achievementsVisibility} in ('everyone', 'friends', 'nobody')`,
    ),
    check('users_first_run_done_known', sql`${table.firstRunDone} <@ array['steps', 'team', 'competition']::text[]`),
  ],
)

export type UserRow = typeof users.$inferSelect

/**
 * Sensor ids a member let go of, with the last day their device's steps were theirs: a later
 * holder of the id is never credited with those days (docs/decisions/019).
 */
export const releasedSensorIds = pgTable('released_sensor_ids', {
  sensorUserId: text().primaryKey(),
  releasedOn: date({ mode: 'string' }).notNull(),
  releasedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  /** The releaser's `sensorCountsFrom`, given back if they take the id again before anyone else. */
  releasedByCountedFrom: date({ mode: 'string' }),
})
