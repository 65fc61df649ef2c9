import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * An image stored in the uploads directory, under its random file name, and who uploaded it:
 * what the member's storage quota adds up, and what the sweep removes once nothing refers to it.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user_id_idx').on(table.userId), index('uploads_created_at_idx').on(table.createdAt)],
)

export type UploadRow = typeof uploads.$inferSelect
