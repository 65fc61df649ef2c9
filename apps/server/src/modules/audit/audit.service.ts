import type { AuditEntry, AuditPage, AuditQuery } from '@stepup/contract'
import { and, desc, eq, like, lt, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client.ts'
import { auditLog, users } from '../../db/schema/index.ts'

const actors = alias(users, 'actor')
const subjects = alias(users, 'subject')

const person = (id: number | null, username: string | null) =>
  id === null || username === null ? null : { id, username }

/**
 * A page of the trail, newest first. Entries are paged by id, not by time: ids only grow, so an
 * entry written while the reader pages never shifts the next page.
 */
async function readPage(db: DbOrTx, where: SQL[], before: number | undefined, limit: number): Promise<AuditPage> {
  if (before !== undefined) where.push(lt(auditLog.id, before))
  const rows = await db
    .select({
      entry: auditLog,
      actorName: actors.username,
      subjectName: subjects.username,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const entries = page.map(({ entry, actorName, subjectName }): AuditEntry => ({
    id: entry.id,
    at: entry.at.toISOString(),
    action: entry.action as AuditEntry['action'],
    actor: person(entry.actorId, actorName),
    subject: person(entry.subjectId, subjectName),
    target: entry.target,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  }))
  return { entries, nextBefore: rows.length > limit ? page.at(-1)!.entry.id : null }
}

/** The whole trail for admins, filtered by the admin who acted, the member concerned and the kind of action. */
export async function listAudit(db: DbOrTx, query: AuditQuery): Promise<AuditPage> {
  const where: SQL[] = []
  if (query.actorId !== undefined) where.push(eq(auditLog.actorId, query.actorId))
  if (query.subjectId !== undefined) where.push(eq(auditLog.subjectId, query.subjectId))
  // The kind is the action's area, the part before the dot: `team` for `team.delete`.
  if (query.kind !== undefined) where.push(like(auditLog.action, `${query.kind}.%`))
  return readPage(db, where, query.before, query.limit)
}

/** What admins did to one member's data, for that member. */
export async function listAuditAbout(
  db: DbOrTx,
  memberId: number,
  query: Pick<AuditQuery, 'before' | 'limit'>,
): Promise<AuditPage> {
  return readPage(db, [eq(auditLog.subjectId, memberId)], query.before, query.limit)
}
