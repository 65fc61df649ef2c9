import { sql } from 'drizzle-orm'
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

/**
 * When the last backup completed: one row, id 1, written by the backup module once a backup's
 * file is complete and in place, whichever process took it (docs/decisions/126). The metrics
 * read it; no row means no backup was ever recorded.
 */
export const lastBackup = pgTable(
  'last_backup',
  {
    id: integer().primaryKey().default(1),
    completedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [check('last_backup_single_row', sql`${table.id} = 1`)],
)
