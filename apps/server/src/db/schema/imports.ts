import type { ImportSource } from '@stepup/contract'
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
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** What reading a file found: every source with its totals, and the days counted for `order`. */
export interface ImportPreview {
  /** Every source found, with its totals before overlaps are taken out. */
  sources: Omit<ImportSource, 'included'>[]
  /** Indexes into `sources`, highest priority first; sources left out are excluded. */
  order: number[]
  /** `[date, steps]`, ascending, days with steps only. */
  days: [string, number][]
}

/** A member's health-export file: read into a preview, then applied or thrown away. */
export const stepImports = pgTable(
  'step_imports',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    fileBytes: bigint({ mode: 'number' }).notNull(),
    format: text().notNull(),
    /** processing, ready, applied, failed or removed. */
    status: text().notNull().default('processing'),
    progress: real().notNull().default(0),
    /** The contract message key of a failure, e.g. `importBrokenFile`. */
    errorKey: text(),
    preview: jsonb().$type<ImportPreview>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * While `processing`: when the process reading it (or holding it in line) last said so. A row
     * whose process stopped saying so was left by a process that stopped, and fails.
     */
    heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('step_imports_user_id_idx').on(table.userId, table.id),
    // One file read at a time per member: a second upload while one is read is refused.
    uniqueIndex('step_imports_one_processing_per_member')
      .on(table.userId)
      .where(sql`${table.status} = 'processing'`),
    check('step_imports_status', sql`${table.status} in ('processing', 'ready', 'applied', 'failed', 'removed')`),
  ],
)

export type StepImportRow = typeof stepImports.$inferSelect

/**
 * The days an applied import brought, as it counted them: what removing it takes back, and what
 * a day falls back to when a later import of the same day is removed.
 */
export const stepImportDays = pgTable(
  'step_import_days',
  {
    importId: bigint({ mode: 'number' })
      .notNull()
      .references(() => stepImports.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    steps: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.day] }),
    index('step_import_days_user_day_idx').on(table.userId, table.day),
  ],
)

/** A member's personal token for pushing steps from a phone; only its SHA-256 is kept. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    /** The app the last accepted push came from (`hc-webhook`, `health-auto-export`, `entries`). */
    client: text(),
    /** That app's version, as it sent it. */
    clientVersion: text(),
    /** The phone or watch the last push named (`Google Pixel 8`), where the app says. */
    device: text(),
    /** When a push last was accepted: the member's "last synced". */
    lastSyncAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('push_tokens_user_id_idx').on(table.userId),
    check('push_tokens_client_known', sql`${table.client} in ('hc-webhook', 'health-auto-export', 'entries')`),
  ],
)

/**
 * What a phone app that sends records rather than day totals (HC Webhook) pushed, one row per
 * record, so a day is counted again from every record it has however the records were split over
 * pushes or sent twice. `key` names the record: its kind (`d` a day's total, `r` a record, `b` a
 * bucket of minutes), and for records a hash of the app, device, start and end. Rows older than
 * the days a push may reach are dropped as pushes come (docs/decisions/125).
 */
export const pushRecords = pgTable(
  'push_records',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    kind: text({ enum: ['day', 'record', 'bucket'] }).notNull(),
    /** The source a record is counted as, for records; empty for day totals and buckets. */
    source: text().notNull().default(''),
    /** `watch`, `phone`, `device`, `app` or `typed`: how the source ranks. */
    sourceKind: text().notNull().default('app'),
    start: timestamp({ withTimezone: true }).notNull(),
    end: timestamp({ withTimezone: true }).notNull(),
    /** The member's date a day total is for; null for records and buckets. */
    day: date({ mode: 'string' }),
    steps: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('push_records_user_start_idx').on(table.userId, table.start),
    check('push_records_steps_range', sql`${table.steps} >= 0`),
  ],
)
