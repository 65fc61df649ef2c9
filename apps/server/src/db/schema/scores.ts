import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** A source's count: null when the source said nothing for the day. */
const sourceSteps = () => integer()

/**
 * One member's steps and bonus for one calendar date (server TZ); `total = steps + bonus`. Each
 * source keeps its own count; `steps` is the count of the highest-priority source present, in the
 * admin's order (`app_settings.source_priority`), within its cap, plus the activity converter's
 * steps, unless an admin's correction or decision says otherwise. The SQL function `day_count`
 * works it out, and the day's flags, in the statement that writes a source. See docs/decisions/110
 * and 113.
 */
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
    /**
     * The steps this row held before its latest step change, written by the same upsert, so the
     * upsert can return the change it made (`steps - replaced_steps`) without a second pass.
     */
    replacedSteps: integer().notNull().default(0),
    wearableSteps: sourceSteps(),
    pushSteps: sourceSteps(),
    importSteps: sourceSteps(),
    adminSteps: sourceSteps(),
    manualSteps: sourceSteps(),
    /** Steps recorded before sources were kept; every other source outranks them. */
    earlierSteps: sourceSteps(),
    /** The day's activity-converter entries, summed; added to the walking count, within its cap. */
    activitySteps: sourceSteps(),
    /** An admin's count for the day, with a reason (`day_corrections`): it outranks every source. */
    correctionSteps: sourceSteps(),
    /** Why the day is flagged for review, as `day_count` found it at the latest write; null when not. */
    flags: text().array(),
    /** The admin's decision on the flagged day: 'approved', or 'voided' (counts 0). Null while none. */
    review: text({ enum: ['approved', 'voided'] }),
    /**
     * The applied import whose count `import_steps` holds: the latest applied that has the day.
     * No foreign key: imports are never deleted but with their member, whose day rows go too, and
     * the key would make each such delete scan every day row.
     */
    importId: bigint({ mode: 'number' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Keyed day first: a sync writes mostly today's and yesterday's rows, whose keys then sit
  // together in a few index pages instead of one page per member. A member's own rows are read
  // through the (member, day) index. See docs/decisions/036.
  (table) => [
    primaryKey({ columns: [table.day, table.userId] }),
    check('day_scores_steps_range', sql`${table.steps} between 0 and 100000`),
    check('day_scores_total_sum', sql`${table.total} = ${table.steps} + ${table.bonus}`),
    check(
      'day_scores_source_steps_range',
      sql`greatest(${table.wearableSteps}, ${table.pushSteps}, ${table.importSteps}, ${table.adminSteps}, ${table.manualSteps}, ${table.earlierSteps}, ${table.activitySteps}, ${table.correctionSteps}) <= 100000
          and least(${table.wearableSteps}, ${table.pushSteps}, ${table.importSteps}, ${table.adminSteps}, ${table.manualSteps}, ${table.earlierSteps}, ${table.activitySteps}, ${table.correctionSteps}) >= 0`,
    ),
    check('day_scores_review_valid', sql`${table.review} in ('approved', 'voided')`),
    // The review queue: flagged days nobody has decided on, oldest first.
    index('day_scores_pending_review_idx')
      .on(table.day, table.userId)
      .where(sql`${table.flags} is not null and ${table.review} is null`),
    index('day_scores_user_day_idx').on(table.userId, table.day),
  ],
)

/**
 * One row per member with running sums of their day rows: all time, and the latest calendar week
 * (from Monday) and month with anything in them. Kept up to date in the same statement as every
 * day-row write, or for a wearable sync from the totals backlog just after it (docs/decisions/090),
 * so a leaderboard never sums raw day rows. A board for the current week reads
 * `week_*` when `week_start` is this week, zeros when it is earlier, and the member's own day rows
 * in the rare case it is later (a day ahead of the server's calendar). See docs/decisions/034.
 */
export const scoreTotals = pgTable('score_totals', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  steps: bigint({ mode: 'number' }).notNull().default(0),
  bonus: bigint({ mode: 'number' }).notNull().default(0),
  total: bigint({ mode: 'number' }).notNull().default(0),
  /** Monday of the latest week with anything in it for the member. */
  weekStart: date({ mode: 'string' }).notNull(),
  weekSteps: bigint({ mode: 'number' }).notNull().default(0),
  weekBonus: bigint({ mode: 'number' }).notNull().default(0),
  weekTotal: bigint({ mode: 'number' }).notNull().default(0),
  /** The first of the latest month with anything in it for the member. */
  monthStart: date({ mode: 'string' }).notNull(),
  monthSteps: bigint({ mode: 'number' }).notNull().default(0),
  monthBonus: bigint({ mode: 'number' }).notNull().default(0),
  monthTotal: bigint({ mode: 'number' }).notNull().default(0),
})

export type DayScoreRow = typeof dayScores.$inferSelect

/**
 * Changes to day rows that a wearable sync committed and the totals do not hold yet: one row per
 * sync call, the changes as three aligned arrays. Written in the statement that changes the day
 * rows and emptied into `score_totals` just after it commits (modules/scores/totals-backlog.ts),
 * so the totals lag a sync by the time of that second statement. See docs/decisions/090.
 */
export const totalsBacklog = pgTable('totals_backlog', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  userIds: integer().array().notNull(),
  days: date({ mode: 'string' }).array().notNull(),
  steps: integer().array().notNull(),
})
