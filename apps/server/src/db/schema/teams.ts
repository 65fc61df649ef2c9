import { integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

export const teams = pgTable('teams', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  leaderId: integer()
    .notNull()
    .references((): AnyPgColumn => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export type TeamRow = typeof teams.$inferSelect
