import type { NotificationKind } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'

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

/**
 * Queues notifications in the caller's transaction, so they are sent if and only if what caused
 * them commits; an occasion already queued for the member is left as it is. Returns how many were
 * new. Senders in every process pick them up within a second. One statement whatever their number
 * (a weekly summary for every member, an award run after a sync), the notices passed as one JSON
 * value rather than as parameters of their own.
 */
export async function notify(tx: DbOrTx, notices: readonly Notice[]): Promise<number> {
  if (notices.length === 0) return 0
  const rows = notices.map((notice) => ({
    user_id: notice.userId,
    kind: notice.kind,
    occasion: notice.occasion,
    params: notice.params,
    due_at: notice.dueAt?.toISOString() ?? null,
  }))
  const [added] = await selectRows<{ added: number }>(
    tx,
    sql`with added as (
          insert into notification_outbox (user_id, kind, occasion, params, due_at)
          select n.user_id, n.kind, n.occasion, n.params, coalesce(n.due_at, now())
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as n(user_id int, kind text, occasion text, params jsonb, due_at timestamptz)
          on conflict do nothing
          returning 1)
        select count(*)::int as added from added`,
  )
  return added!.added
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
