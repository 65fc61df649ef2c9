import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * Members' daily step goals, each from the day it was set: a day is on the goal when its steps
 * reach the goal of the latest row on or before it, else the community's default goal. Kept, so a
 * new goal never changes what earlier days earned. See docs/decisions/138.
 */
export const memberGoals = pgTable(
  'member_goals',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDay: date({ mode: 'string' }).notNull(),
    goal: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.fromDay] }),
    check('member_goals_goal_range', sql`${table.goal} between 500 and 100000`),
  ],
)
