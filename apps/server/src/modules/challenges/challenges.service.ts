import type { Challenge, Completion, CreateChallengeInput, UpdateChallengeInput } from '@stepup/contract'
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { sqlState, uniqueViolation } from '../../db/sql-state.ts'
import {
  challengeCompletions,
  challenges,
  users,
  type ChallengeRow,
  type CompletionRow,
} from '../../db/schema/index.ts'
import { conflict, forbidden, invalidField, notFound } from '../../errors.ts'
import { changedFields, recordAudit } from '../audit/index.ts'
import type { Scores } from '../scores/index.ts'
import { todayIn } from '../../lib/days.ts'
import { inTransaction } from '../../db/transaction.ts'
import { notify } from '../notifications/index.ts'

type CompletionWithUser = CompletionRow & { username: string }

function toCompletion(row: CompletionWithUser): Completion {
  return {
    id: row.id,
    challengeId: row.challengeId,
    status: row.status,
    imageUrl: row.imageUrl,
    user: { id: row.userId, username: row.username },
    createdAt: row.createdAt.toISOString(),
  }
}

function toChallenge(row: ChallengeRow, completions: CompletionWithUser[]): Challenge {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    points: row.points,
    completions: completions.map(toCompletion),
  }
}

async function completionsOf(db: DbOrTx, challengeIds: number[]): Promise<CompletionWithUser[]> {
  if (challengeIds.length === 0) return []
  const rows = await db
    .select({ completion: challengeCompletions, username: users.username })
    .from(challengeCompletions)
    .innerJoin(users, eq(users.id, challengeCompletions.userId))
    .where(inArray(challengeCompletions.challengeId, challengeIds))
    .orderBy(asc(challengeCompletions.createdAt), asc(challengeCompletions.id))
  return rows.map(({ completion, username }) => ({ ...completion, username }))
}

/** Every challenge, newest start first, each with all its submissions. */
export async function listChallenges(db: DbOrTx): Promise<Challenge[]> {
  const rows = await db.select().from(challenges).orderBy(desc(challenges.startDate), desc(challenges.id))
  const completions = await completionsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    toChallenge(
      row,
      completions.filter((completion) => completion.challengeId === row.id),
    ),
  )
}

export async function getChallenge(db: DbOrTx, challengeId: number): Promise<Challenge> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId))
  if (!row) throw notFound('challengeNotFound')
  return toChallenge(row, await completionsOf(db, [row.id]))
}

/** The fields of a challenge an admin sets, as the audit trail shows them. */
const auditedFields = (row: ChallengeRow) => ({
  name: row.name,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  points: row.points,
})

export async function createChallenge(db: DbOrTx, input: CreateChallengeInput, createdBy: number): Promise<Challenge> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(challenges)
      .values({
        name: input.name,
        startDate: new Date(input.startDate),
        endDate: new Date(input.endDate),
        points: input.points,
        createdBy,
      })
      .returning()
    await recordAudit(tx, {
      action: 'challenge.create',
      actorId: createdBy,
      target: row!.name,
      targetId: row!.id,
      after: auditedFields(row!),
    })
    return toChallenge(row!, [])
  })
}

/** Moves each completion's bonus from the points it was awarded to `points`; 0 takes it all back. */
function reaward(scores: Scores, tx: DbOrTx, completions: CompletionRow[], points: number) {
  return scores.adjustBonus(
    tx,
    completions.map((completion) => ({
      userId: completion.userId,
      date: completion.submittedOn,
      points: points - completion.awardedPoints,
    })),
  )
}

/**
 * An admin's edit, allowed until the challenge ends. A change of points re-syncs the bonus of
 * every approved completion in the same transaction, so the board always shows the current value.
 */
export async function updateChallenge(
  db: DbOrTx,
  scores: Scores,
  challengeId: number,
  input: UpdateChallengeInput,
  adminId: number,
  now: Date,
): Promise<Challenge> {
  await inTransaction(db, async (tx) => {
    // Waits for judgments in flight (they hold a share lock) without blocking new proofs.
    const [current] = await tx.select().from(challenges).where(eq(challenges.id, challengeId)).for('no key update')
    if (!current) throw notFound('challengeNotFound')
    if (current.endDate.getTime() < now.getTime()) throw conflict('challengeEndedNoEdit')

    const startDate = input.startDate ? new Date(input.startDate) : current.startDate
    const endDate = input.endDate ? new Date(input.endDate) : current.endDate
    if (endDate.getTime() <= startDate.getTime()) throw invalidField('endDate', 'endAfterStart')

    const points = input.points ?? current.points
    if (points !== current.points) {
      const approved = await tx
        .select()
        .from(challengeCompletions)
        .where(and(eq(challengeCompletions.challengeId, challengeId), eq(challengeCompletions.status, 'approved')))
        .for('update')
      await reaward(scores, tx, approved, points)
      await tx
        .update(challengeCompletions)
        .set({ awardedPoints: points })
        .where(and(eq(challengeCompletions.challengeId, challengeId), eq(challengeCompletions.status, 'approved')))
    }

    const [updated] = await tx
      .update(challenges)
      .set({ name: input.name ?? current.name, startDate, endDate, points })
      .where(eq(challenges.id, challengeId))
      .returning()
    const changed = changedFields(auditedFields(current), auditedFields(updated!))
    if (changed) {
      await recordAudit(tx, {
        action: 'challenge.update',
        actorId: adminId,
        target: updated!.name,
        targetId: challengeId,
        ...changed,
      })
    }
  })
  return getChallenge(db, challengeId)
}

/**
 * Deletes a challenge and takes back, in the same transaction, the bonus its approvals gave.
 * Answers the photos of its proofs, for the caller to remove once this has committed.
 */
export async function deleteChallenge(
  db: DbOrTx,
  scores: Scores,
  challengeId: number,
  adminId: number,
): Promise<{ proofImages: string[] }> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(challenges).where(eq(challenges.id, challengeId)).for('update')
    if (!current) throw notFound('challengeNotFound')
    const approved = await tx
      .select()
      .from(challengeCompletions)
      .where(and(eq(challengeCompletions.challengeId, challengeId), ne(challengeCompletions.awardedPoints, 0)))
      .for('update')
    await reaward(scores, tx, approved, 0)
    const proofs = await tx
      .select({ imageUrl: challengeCompletions.imageUrl })
      .from(challengeCompletions)
      .where(eq(challengeCompletions.challengeId, challengeId))
    await tx.delete(challenges).where(eq(challenges.id, challengeId))
    await recordAudit(tx, {
      action: 'challenge.delete',
      actorId: adminId,
      target: current.name,
      targetId: challengeId,
      before: { ...auditedFields(current), approvals: approved.length },
    })
    return { proofImages: proofs.map((proof) => proof.imageUrl) }
  })
}

/**
 * Checks, before the photo is read and stored, that the member may submit proof now: the
 * challenge exists, has started, has not ended, and they have no pending or approved proof.
 */
export async function assertCanSubmitProof(db: DbOrTx, challengeId: number, userId: number, now: Date) {
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, challengeId))
  if (!challenge) throw notFound('challengeNotFound')
  if (challenge.startDate.getTime() > now.getTime()) throw conflict('challengeNotStarted')
  if (challenge.endDate.getTime() < now.getTime()) throw conflict('challengeEnded')
  const [live] = await db
    .select({ id: challengeCompletions.id })
    .from(challengeCompletions)
    .where(
      and(
        eq(challengeCompletions.challengeId, challengeId),
        eq(challengeCompletions.userId, userId),
        ne(challengeCompletions.status, 'rejected'),
      ),
    )
  if (live) throw conflict('alreadySubmitted')
  return challenge
}

export interface SubmitProofInput {
  challengeId: number
  userId: number
  imageUrl: string
  now: Date
  timeZone: string
}

/** Records a member's pending proof. The partial unique index keeps it one per member under races. */
export async function submitProof(db: DbOrTx, input: SubmitProofInput): Promise<Completion> {
  await assertCanSubmitProof(db, input.challengeId, input.userId, input.now)
  let inserted: CompletionRow | undefined
  try {
    ;[inserted] = await db
      .insert(challengeCompletions)
      .values({
        challengeId: input.challengeId,
        userId: input.userId,
        imageUrl: input.imageUrl,
        status: 'pending',
        submittedOn: todayIn(input.timeZone, input.now),
        createdAt: input.now,
      })
      .returning()
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict('alreadySubmitted')
    // The challenge was deleted between the check and the insert.
    if (sqlState(error) === '23503') throw notFound('challengeNotFound')
    throw error
  }
  return findCompletion(db, inserted!.id)
}

async function findCompletion(db: DbOrTx, completionId: number): Promise<Completion> {
  const [row] = await db
    .select({ completion: challengeCompletions, username: users.username })
    .from(challengeCompletions)
    .innerJoin(users, eq(users.id, challengeCompletions.userId))
    .where(eq(challengeCompletions.id, completionId))
  if (!row) throw notFound('submissionNotFound')
  return toCompletion({ ...row.completion, username: row.username })
}

export interface JudgeInput {
  challengeId: number
  completionId: number
  status: 'approved' | 'rejected'
  judgedBy: number
  /** The admin's reason, told to the member. */
  reason?: string
}

/**
 * An admin's judgment. The completion row is locked, and the bonus moves only on a change of
 * state, so repeating "approve" (even in parallel) adds the points once.
 */
export async function judgeCompletion(db: DbOrTx, scores: Scores, input: JudgeInput): Promise<Completion> {
  try {
    await inTransaction(db, async (tx) => {
      // Shared lock: an edit of the challenge's points waits until this judgment is in.
      const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, input.challengeId)).for('share')
      if (!challenge) throw notFound('challengeNotFound')
      const [completion] = await tx
        .select()
        .from(challengeCompletions)
        .where(
          and(eq(challengeCompletions.id, input.completionId), eq(challengeCompletions.challengeId, input.challengeId)),
        )
        .for('update')
      if (!completion) throw notFound('submissionNotFound')
      // No one awards themself points: an admin's own proof waits for another admin.
      if (completion.userId === input.judgedBy) throw forbidden('ownProof')
      if (completion.status === input.status) return

      const awardedPoints = input.status === 'approved' ? challenge.points : 0
      await tx
        .update(challengeCompletions)
        .set({ status: input.status, awardedPoints, judgedBy: input.judgedBy, judgedAt: new Date() })
        .where(eq(challengeCompletions.id, completion.id))
      const delta = awardedPoints - completion.awardedPoints
      if (delta !== 0) {
        await scores.adjustBonus(tx, [{ userId: completion.userId, date: completion.submittedOn, points: delta }])
      }
      await recordAudit(tx, {
        action: 'proof.judge',
        actorId: input.judgedBy,
        subjectId: completion.userId,
        target: challenge.name,
        targetId: challenge.id,
        before: { status: completion.status, points: completion.awardedPoints },
        after: { status: input.status, points: awardedPoints },
      })
      await notify(tx, [
        {
          userId: completion.userId,
          kind: input.status === 'approved' ? 'proofApproved' : 'proofRejected',
          // A judgment changed later is told again.
          occasion: `completion:${completion.id}:${Date.now()}`,
          params: {
            challengeId: challenge.id,
            challenge: challenge.name,
            points: awardedPoints,
            reason: input.reason || null,
          },
        },
      ])
    })
  } catch (error) {
    // Approving an old rejected proof while the member has a newer live one would give two.
    if (uniqueViolation(error) !== null) {
      throw conflict('newerSubmission')
    }
    throw error
  }
  return findCompletion(db, input.completionId)
}
