import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** An admin's decision on a flagged day, with the flags it had then and the reason given for a void. */
export const dayReviews = pgTable(
  'day_reviews',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    decision: text({ enum: ['approved', 'voided'] }).notNull(),
    flags: text().array().notNull(),
    reason: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('day_reviews_decision_valid', sql`${table.decision} in ('approved', 'voided')`),
  ],
)

/** The reason behind an admin's count for a member's day (`day_scores.correction_steps`). */
export const dayCorrections = pgTable(
  'day_corrections',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    correctedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
)

/**
 * A member's request that an admin correct one of their days (typed steps another source outranks,
 * a watch that missed a walk), with their note; open until an admin corrects the day or dismisses it.
 */
export const dayRequests = pgTable(
  'day_requests',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** The count the member says the day should have, when they give one. */
    steps: integer(),
    note: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolution: text({ enum: ['corrected', 'dismissed'] }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('day_requests_steps_range', sql`${table.steps} between 0 and 200000`),
    check('day_requests_resolution_valid', sql`${table.resolution} in ('corrected', 'dismissed')`),
    check('day_requests_resolved_together', sql`(${table.resolution} is null) = (${table.resolvedAt} is null)`),
    uniqueIndex('day_requests_open_unique')
      .on(table.userId, table.day)
      .where(sql`${table.resolvedAt} is null`),
    index('day_requests_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
)

/** Minutes of an activity other than walking, converted to steps by the rates of the moment. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    activity: text().notNull(),
    intensity: text().notNull(),
    minutes: integer().notNull(),
    steps: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('activity_entries_minutes_range', sql`${table.minutes} between 1 and 600`),
    check('activity_entries_steps_range', sql`${table.steps} between 0 and 100000`),
    index('activity_entries_user_day_idx').on(table.userId, table.day),
  ],
)

/**
 * Every admin action: who, when, what, on whose data, and the values before and after. Written in
 * the transaction of the action itself; a trigger refuses every update and delete but those that
 * forget a deleted account (its ids become null, the words naming it empty).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    subjectId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the action was on, in words: "2026-11-20", a team's or competition's name. */
    target: text(),
    /** The id of the team, challenge, competition… the action was on, when it has one. */
    targetId: bigint({ mode: 'number' }),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    /**
     * The members the entry's words name, by id, each with those words: `{"12": ["target"],
     * "31": ["after.leader"]}`. Deleting member 12's account empties their words and no others
     * (docs/decisions/117).
     */
    mentions: jsonb().$type<Record<string, string[]>>(),
  },
  (table) => [
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_subject_idx').on(table.subjectId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_mentions_idx').using('gin', table.mentions),
  ],
)

export type AuditRow = typeof auditLog.$inferSelect
