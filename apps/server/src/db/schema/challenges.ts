import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

export const challenges = pgTable(
  'challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    points: integer().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('challenges_end_after_start', sql`${table.endDate} > ${table.startDate}`),
    check('challenges_points_not_negative', sql`${table.points} >= 0`),
    index('challenges_end_date_idx').on(table.endDate),
  ],
)

export type ChallengeRow = typeof challenges.$inferSelect

export const completionStatuses = ['pending', 'approved', 'rejected'] as const
export type CompletionStatus = (typeof completionStatuses)[number]

/** A member's photo proof for a challenge, and the admin's judgment of it. */
export const challengeCompletions = pgTable(
  'challenge_completions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: completionStatuses }).notNull().default('pending'),
    imageUrl: text().notNull(),
    /** The calendar date (server time zone) it was submitted: approved points land on this day's bonus. */
    submittedOn: date({ mode: 'string' }).notNull(),
    /** Points this completion has put on the member's bonus; 0 unless approved. */
    awardedPoints: integer().notNull().default(0),
    judgedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    judgedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('challenge_completions_status_valid', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    // One live (pending or approved) proof per member and challenge; a rejected one may be retried.
    uniqueIndex('challenge_completions_one_live_per_member')
      .on(table.challengeId, table.userId)
      .where(sql`${table.status} <> 'rejected'`),
    index('challenge_completions_challenge_id_idx').on(table.challengeId, table.createdAt),
    index('challenge_completions_user_id_idx').on(table.userId),
  ],
)

export type CompletionRow = typeof challengeCompletions.$inferSelect
