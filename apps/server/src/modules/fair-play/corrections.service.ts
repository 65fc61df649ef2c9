import { and, eq, sql } from 'drizzle-orm'
import { CORRECTION_DAYS_BACK, type DayCorrectionInput, type HistoryDay } from '@stepup/contract'
import type { Db } from '../../db/client.ts'
import { dayCorrections, users } from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../errors.ts'
import { daysBetween } from '../../lib/days.ts'
import { recordAudit } from '../audit/index.ts'
import { getHistoryDay, type Scores } from '../scores/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Tx } from '../../db/client.ts'
import { resolveDayRequestByCorrection } from './requests.service.ts'
import { notify } from '../notifications/index.ts'

/**
 * An admin's count for a member's day, up to 30 days back, with a reason the member sees: it
 * outranks every source and is never capped or flagged. `steps: null` takes the correction away,
 * and the day counts its sources again. The totals, boards and running competitions follow, and
 * the trail keeps the day's count before and after. Answers the day as the member now sees it.
 */
export async function correctDay(
  db: Db,
  scores: Scores,
  input: DayCorrectionInput & { actorId: number; userId: number; date: string; today: string },
): Promise<HistoryDay> {
  const age = daysBetween(input.date, input.today)
  if (age < 0) throw badRequest('correctionFuture')
  if (age > CORRECTION_DAYS_BACK) throw badRequest('correctionDaysBack', { days: CORRECTION_DAYS_BACK })
  return inTransaction(db, async (tx) => {
    // Locks the member against deletion while the day is written; the day row is locked by the write.
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('no key update')
    if (!member) throw notFound('userNotFound')
    const before = await getHistoryDay(tx, input.userId, input.date)
    const corrected = before?.sources.some((each) => each.source === 'correction') ?? false
    const where = and(eq(dayCorrections.userId, input.userId), eq(dayCorrections.day, input.date))
    // The reason of the correction this one replaces, kept in the trail so an undo can restore it.
    const [earlier] = corrected
      ? await tx.select({ reason: dayCorrections.reason }).from(dayCorrections).where(where)
      : []
    // Nothing to take away from a day without a correction.
    if (input.steps === null && !corrected) return before ?? emptyDay(input.date)
    await writeCorrection(tx, scores, { ...input, steps: input.steps, reason: input.reason })
    // A correction answers the member's open request about the day, if they sent one.
    const answered = input.steps !== null && (await resolveDayRequestByCorrection(tx, input))
    const after = (await getHistoryDay(tx, input.userId, input.date))!
    await recordAudit(tx, {
      action: 'day.correct',
      actorId: input.actorId,
      subjectId: input.userId,
      target: input.date,
      before: { steps: before?.steps ?? 0, source: before?.source ?? null, ...(earlier && { note: earlier.reason }) },
      after: { steps: after.steps, source: after.source, ...(answered && { request: 'corrected' }) },
      reason: input.reason,
    })
    if (input.steps !== null) {
      await notify(tx, [
        {
          userId: input.userId,
          kind: 'dayChanged',
          occasion: `correction:${input.date}:${Date.now()}`,
          params: { date: input.date, change: 'corrected', steps: after.steps, reason: input.reason },
        },
      ])
    }
    return after
  })
}

/**
 * Writes an admin's count for a member's day, or takes it away (`steps: null`), with the reason
 * the member reads; the day, totals and boards follow in the caller's transaction.
 */
export async function writeCorrection(
  tx: Tx,
  scores: Scores,
  input: { actorId: number; userId: number; date: string; steps: number | null; reason: string },
): Promise<void> {
  await scores.recordSteps(tx, 'correction', [{ userId: input.userId, date: input.date, steps: input.steps }])
  const where = and(eq(dayCorrections.userId, input.userId), eq(dayCorrections.day, input.date))
  if (input.steps === null) await tx.delete(dayCorrections).where(where)
  else {
    await tx
      .insert(dayCorrections)
      .values({ userId: input.userId, day: input.date, reason: input.reason, correctedBy: input.actorId })
      .onConflictDoUpdate({
        target: [dayCorrections.userId, dayCorrections.day],
        set: { reason: input.reason, correctedBy: input.actorId, correctedAt: sql`now()` },
      })
  }
}

/** A day without a row, as My Scores would show it. */
function emptyDay(date: string): HistoryDay {
  return {
    date,
    steps: 0,
    bonus: 0,
    total: 0,
    source: null,
    sources: [],
    importFormat: null,
    flags: [],
    review: null,
    held: false,
    note: null,
  }
}
