import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** One member's steps and bonus for one calendar date (server TZ); `total = steps + bonus`. */
export const dayScores = pgTable(
  'day_scores',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    steps: integer().notNull().default(0),
    bonus: integer().notNull().default(0),
    total: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('day_scores_steps_range', sql`${table.steps} between 0 and 100000`),
    check('day_scores_total_sum', sql`${table.total} = ${table.steps} + ${table.bonus}`),
    index('day_scores_day_idx').on(table.day),
  ],
)

/**
 * Running sums of day rows per member and period (`all` since the start, calendar `week` from
 * Monday, calendar `month`), kept up to date in the same transaction as every day-row write so
 * a leaderboard never sums raw day rows. See docs/decisions/030.
 */
export const scoreAggregates = pgTable(
  'score_aggregates',
  {
    period: text({ enum: ['all', 'week', 'month'] }).notNull(),
    /** Monday of the week, first of the month, or 1970-01-01 for `all`. */
    periodStart: date({ mode: 'string' }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    steps: bigint({ mode: 'number' }).notNull().default(0),
    bonus: bigint({ mode: 'number' }).notNull().default(0),
    total: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [
    // Led by the member, so it also serves the member's own rows and the cascade on delete.
    primaryKey({ name: 'score_aggregates_pk', columns: [table.userId, table.period, table.periodStart] }),
    check('score_aggregates_period', sql`${table.period} in ('all', 'week', 'month')`),
    // A board reads one period's rows (one per member). The total is deliberately left out of every
    // index: an update that changes no indexed column can stay on its page (a HOT update), which
    // halves the cost of the three aggregate updates every ingested day row makes. See
    // docs/decisions/033.
    index('score_aggregates_period_idx').on(table.period, table.periodStart),
  ],
)

export type DayScoreRow = typeof dayScores.$inferSelect
