import { sql } from 'drizzle-orm'
import { integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * A team. Membership is `users.team_id`, so a member is in at most one team by structure; the
 * single `leader_id` column gives a team exactly one leader.
 */
export const teams = pgTable(
  'teams',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    leaderId: integer()
      .notNull()
      .references((): AnyPgColumn => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Team names identify teams on the leaderboard, so two teams may not differ only by case.
  (table) => [uniqueIndex('teams_name_unique').on(sql`lower(${table.name})`)],
)

export type TeamRow = typeof teams.$inferSelect
