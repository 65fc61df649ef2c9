import type { AdminMember } from '@stepup/contract'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import type { MailQueue } from '../../lib/mail/queue.ts'
import { recordAudit } from '../audit/index.ts'
import { deleteOtherSessions, queueResetMail } from '../auth/index.ts'
import type { Scores } from '../scores/index.ts'
import { findMember } from './members.queries.ts'
import { inTransaction } from '../../db/transaction.ts'

export interface MembersContext {
  db: Db
  scores: Scores
  mailQueue: Pick<MailQueue, 'wake'>
  appOrigin: string
}

export const RESET_LINK_SENT_MESSAGE = 'A password reset link has been mailed to the member.'

/** The member as the admin sees them; 404 when there is no such member. */
export async function getMember(db: DbOrTx, id: number): Promise<AdminMember> {
  const member = await findMember(db, id)
  if (!member) throw notFound('userNotFound')
  return member
}

/**
 * Locks every admin who is not deactivated, in id order, and returns their ids. Every change that
 * could leave the community without an admin takes these locks before its member's own, so two
 * admins demoting or deactivating each other at once are taken one after the other, and the
 * second counts the admins the first left.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for('no key update')
  return admins.map((admin) => admin.id)
}

async function lockMember(tx: DbOrTx, id: number) {
  const [member] = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      language: users.language,
      isAdmin: users.isAdmin,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('no key update')
  if (!member) throw notFound('userNotFound')
  return member
}

/**
 * Refuses a change that would leave no admin who can sign in, and one by an admin who stopped
 * being one (or was deactivated) while the request waited for the locks.
 */
function assertAdminsRemain(admins: number[], actorId: number, memberId: number) {
  if (admins.includes(memberId) && admins.length <= 1) throw conflict('lastAdmin')
  if (!admins.includes(actorId)) throw forbidden('adminsOnly')
}

/**
 * Deactivates a member: no sign-in, every session ended in the same transaction, on no board. An
 * admin cannot deactivate themself nor the last admin. Deactivating a deactivated member changes
 * nothing.
 */
export async function deactivateMember(ctx: MembersContext, actorId: number, memberId: number): Promise<AdminMember> {
  if (actorId === memberId) throw conflict('ownDeactivation')
  await inTransaction(ctx.db, (tx) => setDeactivated(tx, ctx.scores, memberId, true, actorId))
  return getMember(ctx.db, memberId)
}

/** Lets a deactivated member sign in again and brings them back on every board. */
export async function reactivateMember(ctx: MembersContext, actorId: number, memberId: number): Promise<AdminMember> {
  await inTransaction(ctx.db, (tx) => setDeactivated(tx, ctx.scores, memberId, false, actorId))
  return getMember(ctx.db, memberId)
}

/**
 * The community's directory (SCIM) deactivates a member, in the caller's transaction: the same
 * effects as an admin's deactivation, with nobody as the actor. The last admin who can sign in is
 * never deactivated by the directory, so a directory that drops everyone cannot lock the
 * community out (the break-glass rule).
 */
export function deactivateByDirectory(tx: DbOrTx, scores: Scores, memberId: number): Promise<void> {
  return setDeactivated(tx, scores, memberId, true, null)
}

/** The directory makes a member it deactivated (or an admin did) active again, in the caller's transaction. */
export function reactivateByDirectory(tx: DbOrTx, scores: Scores, memberId: number): Promise<void> {
  return setDeactivated(tx, scores, memberId, false, null)
}

/**
 * Deactivates or reactivates a member for an admin (`actorId`) or the directory (null), audited as
 * theirs. Deactivating locks the admins before the member and keeps the last one who can sign in;
 * a member already as wanted is left as they are.
 */
async function setDeactivated(
  tx: DbOrTx,
  scores: Scores,
  memberId: number,
  deactivate: boolean,
  actorId: number | null,
) {
  const admins = deactivate ? await lockActiveAdmins(tx) : []
  const member = await lockMember(tx, memberId)
  if ((member.deactivatedAt !== null) === deactivate) return
  if (deactivate && actorId !== null) assertAdminsRemain(admins, actorId, memberId)
  else if (deactivate && admins.includes(memberId) && admins.length <= 1) throw conflict('lastAdmin')
  await tx
    .update(users)
    .set({ deactivatedAt: deactivate ? new Date() : null })
    .where(eq(users.id, memberId))
  if (deactivate) await deleteOtherSessions(tx, memberId)
  scores.boardsChanged(tx)
  const action = deactivate ? 'member.deactivate' : 'member.reactivate'
  await recordAudit(tx, {
    action: actorId === null ? `${action}-by-directory` : action,
    actorId,
    subjectId: memberId,
    target: member.username,
    names: { target: memberId },
  })
}

/** Makes a member an admin or takes it away; the last admin who can sign in keeps it. */
export async function setMemberRole(
  ctx: MembersContext,
  actorId: number,
  memberId: number,
  admin: boolean,
): Promise<AdminMember> {
  await inTransaction(ctx.db, async (tx) => {
    const admins = await lockActiveAdmins(tx)
    const member = await lockMember(tx, memberId)
    if (member.isAdmin === admin) return
    if (!admin) assertAdminsRemain(admins, actorId, memberId)
    else if (!admins.includes(actorId)) throw forbidden('adminsOnly')
    await tx.update(users).set({ isAdmin: admin }).where(eq(users.id, memberId))
    await recordAudit(tx, {
      action: 'member.role',
      actorId,
      subjectId: memberId,
      target: member.username,
      names: { target: memberId },
      before: { isAdmin: member.isAdmin },
      after: { isAdmin: admin },
    })
  })
  return getMember(ctx.db, memberId)
}

/**
 * Queues the reset link of "forgot password" for the member, with the audit entry, in their
 * language (the admin's is not theirs). A deactivated member could not use it: refused.
 */
export async function sendPasswordReset(ctx: MembersContext, actorId: number, memberId: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const member = await lockMember(tx, memberId)
    if (member.deactivatedAt) throw conflict('accountDeactivated')
    await queueResetMail(tx, ctx.appOrigin, member)
    await recordAudit(tx, {
      action: 'member.password-reset',
      actorId,
      subjectId: memberId,
      target: member.username,
      names: { target: memberId },
    })
  })
  ctx.mailQueue.wake()
}
