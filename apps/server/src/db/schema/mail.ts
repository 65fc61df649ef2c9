import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * Mails waiting to be sent, written in the transaction that causes them (a reset link's creation),
 * so a committed change always gets its mail; each app process sends what is due
 * (docs/decisions/118). The body is emptied once the mail is sent or given up: until its link
 * expires it could reset a password.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text().notNull(),
    /**
     * The member mailed, whatever their address is now: deleting their account deletes their mails
     * by it, to every address they had (docs/decisions/117).
     */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /**
     * Other members the mail names (a notification's "Ben wants to be your friend"): deleting one's
     * account deletes the mails that name them.
     */
    mentions: integer().array(),
    /** Headers beyond the usual: a notification's one-click unsubscribe (RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    /** The next try; while a process sends the mail, the end of its lease on it. */
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** After this the mail can no longer help (its link has expired): given up, not sent. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    gaveUpAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_queue_due_idx')
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null and ${table.gaveUpAt} is null`),
    index('mail_queue_done_idx').on(sql`coalesce(${table.sentAt}, ${table.gaveUpAt})`),
    index('mail_queue_user_idx').on(table.userId),
  ],
)
