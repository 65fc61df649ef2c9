import { and, asc, eq, isNotNull, isNull, like, ne, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import {
  auditLog,
  challengeCompletions,
  competitionResults,
  mailQueue,
  releasedSensorIds,
  stepImports,
  teamMemberships,
  teams,
  uploads,
  users,
} from '../../db/schema/index.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import { forgetOutboxMails } from '../../lib/mail/delivery.ts'
import { forgetSessionLookups, verifyPassword } from '../auth/index.ts'
import { forgetCompetitionBoards } from '../competitions/index.ts'
import { ImportFiles } from '../imports/index.ts'
import { lockActiveAdmins } from '../members/index.ts'
import type { Scores } from '../scores/index.ts'
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
 * sessions, push tokens, imports, activities, friendships, requests, invites, proofs, uploads and
 * competition entries. A team they lead passes to its longest-standing other member, or ends with
 * no one left; the audit trail keeps its entries without their name or id; final competition
 * results keep their numbers without their name or avatar. The files (images, import files) go
 * once the deletion has committed. The last admin who can sign in cannot leave.
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

    await handOnTeams(tx, userId)
    const images = await tx
      .select({ url: sql<string>`${UPLOADS_URL_PREFIX} || ${uploads.name}` })
      .from(uploads)
      .where(eq(uploads.userId, userId))
    const proofs = await tx
      .select({ url: challengeCompletions.imageUrl })
      .from(challengeCompletions)
      .where(eq(challengeCompletions.userId, userId))
    const imports = await tx.select({ id: stepImports.id }).from(stepImports).where(eq(stepImports.userId, userId))

    await forgetNameInAudit(tx, userId, member.username)
    const frozen = await tx
      .update(competitionResults)
      .set({ username: '', avatarUrl: null })
      .where(eq(competitionResults.userId, userId))
      .returning({ competitionId: competitionResults.competitionId })
    // Mails to them, sent or waiting: their address, name and reset links.
    await tx.delete(mailQueue).where(eq(mailQueue.toAddress, member.email))
    // Sensor ids they let go of are theirs too; no other member's record names them.
    await tx.delete(releasedSensorIds).where(eq(releasedSensorIds.releasedBy, userId))
    await tx.delete(users).where(eq(users.id, userId))
    return {
      email: member.email,
      urls: [...images, ...proofs].map((image) => image.url).concat(member.avatarUrl ?? []),
      importIds: imports.map((row) => row.id),
      competitionIds: [...new Set(frozen.map((row) => row.competitionId))],
    }
  })

  // Lookups that began before the commit read the sessions it deleted.
  forgetSessionLookups()
  ctx.scores.boards.invalidate()
  forgetCompetitionBoards(ctx.scores, left.competitionIds)
  await forgetUploads(ctx.db, ctx.uploadsDir, left.urls)
  const files = new ImportFiles(ctx.importsDir)
  await Promise.all(left.importIds.map((id) => files.removeAll(id)))
  // Mails written to the outbox instead of sent (no SMTP_URL): their address, name, links.
  await forgetOutboxMails(ctx.outboxDir, left.email)
}

/**
 * Each team the member leads passes to its longest-standing other member (the earliest open stay,
 * then the lowest id), or is deleted when they are its only member, so no team is left without a
 * leader. Team membership is locked team first, as the teams feature does.
 */
async function handOnTeams(tx: DbOrTx, userId: number) {
  const led = await tx.select().from(teams).where(eq(teams.leaderId, userId)).for('no key update')
  for (const team of led) {
    const [next] = await tx
      .select({ id: users.id })
      .from(users)
      .leftJoin(teamMemberships, and(eq(teamMemberships.userId, users.id), isNull(teamMemberships.endedAt)))
      .where(and(eq(users.teamId, team.id), ne(users.id, userId)))
      .orderBy(asc(sql`coalesce(${teamMemberships.startedAt}, 'infinity')`), asc(users.id))
      .limit(1)
    if (next) await tx.update(teams).set({ leaderId: next.id }).where(eq(teams.id, team.id))
    else await tx.delete(teams).where(eq(teams.id, team.id))
  }
}

/**
 * Takes the member's names out of the audit trail: the entries' words about them (an entry on a
 * member names them as its target; a team's lead handed on or a team deleted names its leader in
 * before/after) become null. Their names are the one they have now and those the trail's entries
 * on them recorded before a rename. Their id goes with their row, by the keys. The trail's trigger
 * allows this only inside the erasure, which says so in `stepup.erasing_member` (migration 0017).
 * A namesake's mention in the same words is forgotten too: the words cannot tell them apart, and
 * their entries keep their id.
 */
async function forgetNameInAudit(tx: DbOrTx, userId: number, username: string) {
  const former = await tx
    .selectDistinct({ name: auditLog.target })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, userId), like(auditLog.action, 'member.%'), isNotNull(auditLog.target)))
  const names = [...new Set([username, ...former.map((row) => row.name!)])]
  const texts = sql.join(
    names.map((name) => sql`${name}::text`),
    sql`, `,
  )
  const jsons = sql.join(
    names.map((name) => sql`to_jsonb(${name}::text)`),
    sql`, `,
  )
  await tx.execute(sql`select set_config('stepup.erasing_member', ${String(userId)}, true)`)
  const forget = (column: string) => sql`
    case when jsonb_typeof(${sql.identifier(column)}) = 'object'
      then (select jsonb_object_agg(key, case when value in (${jsons}) then 'null'::jsonb else value end)
            from jsonb_each(${sql.identifier(column)}))
      else ${sql.identifier(column)} end`
  const mentions = (column: string) =>
    sql`(jsonb_typeof(${sql.identifier(column)}) = 'object' and exists (
      select 1 from jsonb_each(${sql.identifier(column)}) where value in (${jsons})))`
  await tx.execute(sql`
    update audit_log
    set target = case when target in (${texts}) then null else target end,
        before = ${forget('before')},
        after = ${forget('after')}
    where target in (${texts}) or ${mentions('before')} or ${mentions('after')}`)
  await tx.execute(sql`select set_config('stepup.erasing_member', '', true)`)
}
