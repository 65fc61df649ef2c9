import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { teams } from './teams.ts'

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    /** Stored trimmed and lower-cased, so uniqueness ignores case. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    avatarUrl: text(),
    phoneNumber: text(),
    sensorUserId: text(),
    isAdmin: boolean().notNull().default(false),
    teamId: integer().references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_sensor_user_id_unique')
      .on(table.sensorUserId)
      .where(sql`${table.sensorUserId} is not null`),
    index('users_team_id_idx').on(table.teamId),
    index('users_username_idx').on(table.username),
  ],
)

export type UserRow = typeof users.$inferSelect
