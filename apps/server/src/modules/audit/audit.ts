import type { AuditAction } from '@stepup/contract'
import { and, desc, eq, like, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'

/** One admin action, as the trail keeps it. */
export interface AuditRecord {
  action: AuditAction
  /** The admin who acted; null for the community's directory (SCIM), which is nobody here. */
  actorId: number | null
  /** The member whose data the action changed, if any. */
  subjectId?: number | null
  /** What the action was on, in words: a date, a team's or a competition's name. */
  target?: string | null
  /** The id of the team, challenge, competition… the action was on. */
  targetId?: number | null
  before?: unknown
  after?: unknown
  reason?: string | null
  /**
   * The words above that name a member, with the member's id: `{ target: memberId }` when the
   * target is their name, `{ 'after.leader': leaderId }` for a name in `after`. Deleting that
   * member's account empties these words and no other (docs/decisions/117).
   */
  names?: Partial<Record<AuditWord, number>>
}

/** A word of an entry: its target, or a field of its before or after. */
export type AuditWord = 'target' | `before.${string}` | `after.${string}`

/**
 * Adds an admin action to the audit trail. Call it in the transaction that makes the change, so
 * the trail holds every change that happened and nothing that did not.
 */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    action: record.action,
    actorId: record.actorId,
    subjectId: record.subjectId ?? null,
    target: record.target ?? null,
    targetId: record.targetId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    mentions: mentionsOf(record.names),
  })
}

/** The entry's `mentions`: each member named, by id, with the words that name them. */
function mentionsOf(names: AuditRecord['names']): Record<string, string[]> | null {
  const mentions: Record<string, string[]> = {}
  for (const [word, memberId] of Object.entries(names ?? {})) {
    if (memberId !== undefined) (mentions[memberId] ??= []).push(word)
  }
  return Object.keys(mentions).length > 0 ? mentions : null
}

/**
 * Takes a member whose account is being deleted out of the trail's words, in the deletion's
 * transaction: the words each entry's `mentions` lists for them by id become null, and they leave
 * `mentions`. Words that only look like their name (a competition's, a namesake's, a date) stay.
 * Their ids go with their row, by the keys. The trail's trigger allows exactly this change, and
 * only while `stepup.erasing_member` names them (migration 0018).
 */
export async function forgetMemberInTrail(tx: DbOrTx, memberId: number): Promise<void> {
  const member = sql`${String(memberId)}::text`
  await tx.execute(sql`select set_config('stepup.erasing_member', ${member}, true)`)
  await tx.execute(sql`
    update audit_log set
      target = case when mentions -> ${member} ? 'target' then null else target end,
      before = audit_words_emptied(before, 'before', mentions -> ${member}),
      after = audit_words_emptied(after, 'after', mentions -> ${member}),
      mentions = mentions - ${member}
    where mentions ? ${member}`)
  await tx.execute(sql`select set_config('stepup.erasing_member', '', true)`)
}

/** An action's before and after: the fields whose value changed, nothing else. */
export interface FieldChanges {
  before: Record<string, unknown>
  after: Record<string, unknown>
}

/**
 * The fields of `after` whose value differs from `before`'s, or null when none does: an action
 * that changed nothing leaves no entry.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges | null {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  if (changed.length === 0) return null
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  }
}

/** The trail's latest entry on a member's day, as undoing a decision on the day reads it. */
export interface DayEntry {
  id: number
  at: Date
  action: string
  actorId: number | null
  before: unknown
  after: unknown
  reason: string | null
}

/**
 * The latest entry about `date` of the member's days, or null: what was last decided on the day,
 * by whom and when. Call it in a transaction that has locked the day, so no decision slips in
 * between the read and what the caller does with it.
 */
export async function latestDayEntry(tx: DbOrTx, subjectId: number, date: string): Promise<DayEntry | null> {
  const [entry] = await tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.target, date), like(auditLog.action, 'day.%')))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return entry ?? null
}
