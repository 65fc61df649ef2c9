import type { AuditAction } from '@stepup/contract'
import type { DbOrTx } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'

/** One admin action, as the trail keeps it. */
export interface AuditRecord {
  action: AuditAction
  /** The admin who acted. */
  actorId: number
  /** The member whose data the action changed, if any. */
  subjectId?: number | null
  /** What the action was on, in words: a date, a team's or a competition's name. */
  target?: string | null
  /** The id of the team, challenge, competition… the action was on. */
  targetId?: number | null
  before?: unknown
  after?: unknown
  reason?: string | null
}

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
  })
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
