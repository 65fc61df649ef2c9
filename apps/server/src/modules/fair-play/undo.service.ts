import { and, eq } from 'drizzle-orm'
import { UNDO_SECONDS, type HistoryDay, type UndoInput } from '@stepup/contract'
import type { Db } from '../../db/client.ts'
import { dayCorrections, dayReviews, users } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { conflict, notFound } from '../../errors.ts'
import { latestDayEntry, recordAudit } from '../audit/index.ts'
import { withdrawUnsentOf } from '../notifications/index.ts'
import { getHistoryDay, reopenDay, type Scores } from '../scores/index.ts'
import { writeCorrection } from './corrections.service.ts'
import { reopenDayRequest } from './requests.service.ts'

/** What the trail keeps of a correction: the day's count and source before, and the earlier correction's reason. */
interface CorrectionBefore {
  steps: number
  source: string | null
  note?: string
}

/**
 * Takes back an admin's own approve, void or correction of a member's day, a short while after
 * (UNDO_SECONDS) and only while it is still the last thing decided on the day: the trail's latest
 * entry on the day must be that decision, by that admin. An approved or voided day waits for
 * review again; a corrected day gets back the count it had (the earlier correction, or its
 * sources), and the member's request the correction answered opens again. The member's notice of
 * the decision is taken back if it has not gone out. The undo is itself in the trail, so a second
 * undo finds nothing to take back (409).
 */
export async function undoDayDecision(
  db: Db,
  scores: Scores,
  input: UndoInput & { actorId: number; userId: number; date: string },
): Promise<HistoryDay> {
  return inTransaction(db, async (tx) => {
    // One decision at a time on the member's days: corrections lock the member the same way.
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update')
    if (!member) throw notFound('userNotFound')
    const entry = await latestDayEntry(tx, input.userId, input.date)
    const undoable =
      entry !== null &&
      entry.action === `day.${input.decision}` &&
      entry.actorId === input.actorId &&
      Date.now() - entry.at.getTime() <= UNDO_SECONDS * 1000
    if (!undoable) throw conflict('undoTooLate')

    const before = await getHistoryDay(tx, input.userId, input.date)
    if (input.decision === 'correct') {
      const [correction] = await tx
        .select({ correctedBy: dayCorrections.correctedBy })
        .from(dayCorrections)
        .where(and(eq(dayCorrections.userId, input.userId), eq(dayCorrections.day, input.date)))
      const earlier = entry.before as CorrectionBefore
      // A correction taken away leaves no row; one made must still be this admin's.
      const removed = (entry.after as { source: string | null }).source !== 'correction'
      if (removed ? correction !== undefined : correction?.correctedBy !== input.actorId) throw conflict('undoTooLate')
      const restored = earlier.source === 'correction' ? earlier.steps : null
      await writeCorrection(tx, scores, {
        actorId: input.actorId,
        userId: input.userId,
        date: input.date,
        steps: restored,
        reason: earlier.note ?? entry.reason ?? '',
      })
      await reopenDayRequest(tx, { userId: input.userId, date: input.date })
      await withdrawUnsentOf(tx, input.userId, 'dayChanged', `correction:${input.date}:`)
    } else {
      const review = input.decision === 'approve' ? 'approved' : 'voided'
      const reopened = await reopenDay(tx, scores, { userId: input.userId, date: input.date, review })
      if (!reopened) throw conflict('undoTooLate')
      await tx.delete(dayReviews).where(and(eq(dayReviews.userId, input.userId), eq(dayReviews.day, input.date)))
      if (review === 'voided') await withdrawUnsentOf(tx, input.userId, 'dayChanged', `void:${input.date}`)
    }
    const after = (await getHistoryDay(tx, input.userId, input.date))!
    await recordAudit(tx, {
      action: 'day.undo',
      actorId: input.actorId,
      subjectId: input.userId,
      target: input.date,
      before: { steps: before?.steps ?? 0, source: before?.source ?? null, review: before?.review ?? null },
      after: { steps: after.steps, source: after.source, review: after.review },
      reason: entry.action,
    })
    return after
  })
}
