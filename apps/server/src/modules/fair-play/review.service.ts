import { sql } from 'drizzle-orm'
import type { HistoryDay, ReviewDecision, ReviewQueue } from '@stepup/contract'
import type { Db } from '../../db/client.ts'
import { dayReviews } from '../../db/schema/index.ts'
import { conflict } from '../../errors.ts'
import { recordAudit } from '../audit/index.ts'
import {
  countDay,
  decideDays,
  flaggedDays,
  getHistoryDay,
  type DayReview,
  type DayRules,
  type Scores,
} from '../scores/index.ts'
import { getCommunitySettings } from '../settings/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { notify } from '../notifications/index.ts'

/**
 * Flagged days nobody has decided on, oldest first (then by member), with each one's sources, what
 * it will count once approved, and the member's counted days in the 28 days before; `userId` keeps
 * one member's.
 */
export async function getReviewQueue(
  db: Db,
  query: { userId?: number; offset: number; limit: number },
): Promise<ReviewQueue> {
  const [queue, settings] = await Promise.all([flaggedDays(db, query), getCommunitySettings(db)])
  const rules: DayRules = { ...settings, holdFlaggedDays: true }
  // An approved day counts its sources within the caps; the days before only decide its flags.
  const noRecent = { counted: [], dayBefore: null, twoDaysBefore: null }
  return {
    ...queue,
    days: queue.days.map((day) => {
      const counts = Object.fromEntries(day.sources.map((entry) => [entry.source, entry.steps]))
      return { ...day, approvedSteps: countDay(rules, counts, noRecent, 'approved').steps }
    }),
  }
}

/**
 * An admin's decision on flagged days of one member: approved days count as their rules give
 * them, voided days count 0, and the member sees the reason. Only days still waiting are decided,
 * each exactly once (see decideDays), so a second admin acting on the same day at the same moment
 * changes nothing. The totals, boards and running competitions follow in the same transaction,
 * and the trail keeps one entry per day. Answers the dates decided.
 */
export async function reviewDays(
  db: Db,
  scores: Scores,
  input: { actorId: number; userId: number; dates: readonly string[]; decision: ReviewDecision; reason?: string },
): Promise<string[]> {
  const review: DayReview = input.decision === 'approve' ? 'approved' : 'voided'
  const reason = input.reason || null
  return inTransaction(db, async (tx) => {
    const decided = await decideDays(tx, scores, { userId: input.userId, dates: input.dates, review })
    if (decided.length === 0) return []
    await tx
      .insert(dayReviews)
      .values(
        decided.map((day) => ({
          userId: input.userId,
          day: day.date,
          decision: review,
          flags: day.flags,
          reason,
          reviewedBy: input.actorId,
        })),
      )
      .onConflictDoUpdate({
        target: [dayReviews.userId, dayReviews.day],
        set: {
          decision: review,
          flags: sql`excluded.flags`,
          reason,
          reviewedBy: input.actorId,
          reviewedAt: sql`now()`,
        },
      })
    for (const day of decided) {
      await recordAudit(tx, {
        action: input.decision === 'approve' ? 'day.approve' : 'day.void',
        actorId: input.actorId,
        subjectId: input.userId,
        target: day.date,
        before: { steps: day.stepsBefore, flags: day.flags },
        after: { steps: day.stepsAfter, review },
        reason,
      })
    }
    if (review === 'voided') {
      await notify(
        tx,
        decided.map((day) => ({
          userId: input.userId,
          kind: 'dayChanged' as const,
          occasion: `void:${day.date}`,
          params: { date: day.date, change: 'voided', reason },
        })),
      )
    }
    return decided.map((day) => day.date)
  })
}

/**
 * The decision on one flagged day, answered as the member now sees the day; 409 when the day is
 * not flagged, or another admin has decided on it already.
 */
export async function reviewDay(
  db: Db,
  scores: Scores,
  input: { actorId: number; userId: number; date: string; decision: ReviewDecision; reason?: string },
): Promise<HistoryDay> {
  const [decided] = await reviewDays(db, scores, { ...input, dates: [input.date] })
  const day = await getHistoryDay(db, input.userId, input.date)
  if (!decided)
    throw conflict(day?.review === 'approved' || day?.review === 'voided' ? 'dayAlreadyReviewed' : 'dayNotFlagged')
  return day!
}
