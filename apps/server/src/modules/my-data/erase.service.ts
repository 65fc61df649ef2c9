import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { afterCommit, inTransaction } from '../../db/transaction.ts'
import {
  challengeCompletions,
  competitionPrizeResults,
  competitionResults,
  mailQueue,
  releasedSensorIds,
  stepImports,
  uploads,
  users,
} from '../../db/schema/index.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import { forgetOutboxMails } from '../../lib/mail/delivery.ts'
import { forgetMemberInTrail } from '../audit/index.ts'
import { forgetSessionLookups, verifyPassword } from '../auth/index.ts'
import { forgetCompetitionBoards } from '../competitions/index.ts'
import { ImportFiles } from '../imports/index.ts'
import { forgetInvitationsTo } from '../joining/index.ts'
import { lockActiveAdmins } from '../members/index.ts'
import type { Scores } from '../scores/index.ts'
import { handOnTeamsLedBy } from '../teams/index.ts'
import { forgetUploads, UPLOADS_URL_PREFIX } from '../uploads/index.ts'

export interface EraseContext {
  db: Db
  scores: Scores
  uploadsDir: string
  importsDir: string
  outboxDir: string
}

/**
 * Deletes a member's account and everything that is theirs, in one transaction
 * (docs/decisions/117): their row, and with it (by the database's keys) their days, totals,
 * sessions, push tokens, imports, activities, friendships, requests, invites, proofs, uploads,
 * mails and competition entries. A team they lead passes to its longest-standing other member who
 * can lead it, or ends when none can; the audit trail keeps its entries without their name or id;
 * final competition results keep their numbers without their name or avatar. The files (images,
 * import files, mails in the outbox) go once the deletion has committed. The last admin who can
 * sign in cannot leave.
 */
export async function eraseMember(ctx: EraseContext, userId: number, currentPassword: string): Promise<void> {
  const [stored] = await ctx.db.select().from(users).where(eq(users.id, userId))
  if (!stored) throw notFound('accountGone')
  // Checked before the transaction: argon2 takes tens of milliseconds, too long to hold the locks.
  if (!(await verifyPassword(stored.passwordHash, currentPassword))) throw forbidden('currentPasswordWrong')

  const left = await inTransaction(ctx.db, async (tx) => {
    // The admins first, as every change that could leave the community without one takes them.
    const admins = await lockActiveAdmins(tx)
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!member) throw notFound('accountGone')
    // A password reset or change committed since the check: the password given may be the old one.
    if (member.passwordHash !== stored.passwordHash) throw forbidden('currentPasswordWrong')
    if (admins.includes(userId) && admins.length <= 1) throw conflict('lastAdminAccountDeletion')

    await handOnTeamsLedBy(tx, userId)
    const images = await tx
      .select({ url: sql<string>`${UPLOADS_URL_PREFIX} || ${uploads.name}` })
      .from(uploads)
      .where(eq(uploads.userId, userId))
    const proofs = await tx
      .select({ url: challengeCompletions.imageUrl })
      .from(challengeCompletions)
      .where(eq(challengeCompletions.userId, userId))
    const imports = await tx.select({ id: stepImports.id }).from(stepImports).where(eq(stepImports.userId, userId))

    await forgetMemberInTrail(tx, userId)
    const frozen = await tx
      .update(competitionResults)
      .set({ username: '', avatarUrl: null })
      .where(eq(competitionResults.userId, userId))
      .returning({ competitionId: competitionResults.competitionId })
    // A podium keeps its places, as the board keeps its lines, without the name of who left.
    await tx
      .update(competitionPrizeResults)
      .set({ username: '', avatarUrl: null })
      .where(eq(competitionPrizeResults.userId, userId))
    // Mails to their address that name no member (queued before mails named theirs): the key
    // takes the others, to every address they had.
    await tx.delete(mailQueue).where(and(eq(mailQueue.toAddress, member.email), isNull(mailQueue.userId)))
    // Other members' mails that name them ("… wants to be your friend").
    await tx.delete(mailQueue).where(sql`${userId} = any(${mailQueue.mentions})`)
    // Invitations to their address, kept on the admins' list of who was invited.
    await forgetInvitationsTo(tx, member.email)
    // Sensor ids they let go of are theirs too; no other member's record names them.
    await tx.delete(releasedSensorIds).where(eq(releasedSensorIds.releasedBy, userId))
    await tx.delete(users).where(eq(users.id, userId))
    // Lookups that began before the commit read the sessions the deletion took with it.
    afterCommit(tx, () => forgetSessionLookups())
    ctx.scores.boardsChanged(tx)
    forgetCompetitionBoards(tx, ctx.scores, [...new Set(frozen.map((row) => row.competitionId))])
    return {
      email: member.email,
      urls: [...images, ...proofs].map((image) => image.url).concat(member.avatarUrl ?? []),
      importIds: imports.map((row) => row.id),
    }
  })

  await forgetUploads(ctx.db, ctx.uploadsDir, left.urls)
  const files = new ImportFiles(ctx.importsDir)
  await Promise.all(left.importIds.map((id) => files.removeAll(id)))
  // Mails written to the outbox instead of sent (no SMTP_URL): their address, name, links.
  await forgetOutboxMails(ctx.outboxDir, userId, left.email)
}
