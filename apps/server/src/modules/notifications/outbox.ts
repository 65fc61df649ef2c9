import type { NotificationKind } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { notificationOutbox } from '../../db/schema/index.ts'

/** One notification to decide: to whom, what, and the occasion that makes it happen once. */
export interface Notice {
  userId: number
  kind: NotificationKind
  /**
   * What makes this notification one of a kind for the member: a friend request's id, a week's
   * first day, a competition's id. The same occasion decided again adds nothing.
   */
  occasion: string
  params: Record<string, unknown>
  /** Not before this instant (now when absent). */
  dueAt?: Date
}

/** Rows per insert: a digest for every member goes in several statements, each well under PostgreSQL's parameter limit. */
const INSERT_CHUNK = 2_000

/**
 * Queues notifications in the caller's transaction, so they are sent if and only if what caused
 * them commits; an occasion already queued for the member is left as it is. Returns how many were
 * new. Senders in every process pick them up within a second.
 */
export async function notify(tx: DbOrTx, notices: readonly Notice[]): Promise<number> {
  let added = 0
  for (let start = 0; start < notices.length; start += INSERT_CHUNK) {
    const chunk = notices.slice(start, start + INSERT_CHUNK)
    const inserted = await tx
      .insert(notificationOutbox)
      .values(
        chunk.map((notice) => ({
          userId: notice.userId,
          kind: notice.kind,
          occasion: notice.occasion,
          params: notice.params,
          dueAt: notice.dueAt ?? sql`now()`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: notificationOutbox.id })
    added += inserted.length
  }
  return added
}

/** Takes back an announcement's notifications that have not gone out yet (its admin deleted it). */
export async function withdrawUnsent(tx: DbOrTx, kind: NotificationKind, occasion: string): Promise<void> {
  await tx.execute(sql`
    delete from notification_outbox
    where kind = ${kind} and occasion = ${occasion} and done_at is null and email_done_at is null
      and cardinality(pushed_to) = 0`)
}

/**
 * Takes back a member's notifications of a kind whose occasion starts with `occasionPrefix` and
 * that have not gone out yet: the notice of a decision on a day its admin has just undone.
 */
export async function withdrawUnsentOf(
  tx: DbOrTx,
  userId: number,
  kind: NotificationKind,
  occasionPrefix: string,
): Promise<void> {
  await tx.execute(sql`
    delete from notification_outbox
    where user_id = ${userId} and kind = ${kind} and starts_with(occasion, ${occasionPrefix})
      and done_at is null and email_done_at is null and cardinality(pushed_to) = 0`)
}

/** Deletes notifications done more than `olderThanDays` ago; occasions that old are never decided again. */
export async function pruneOutbox(db: DbOrTx, olderThanDays: number): Promise<void> {
  await db.execute(sql`
    delete from notification_outbox where done_at < now() - make_interval(days => ${olderThanDays})`)
}
