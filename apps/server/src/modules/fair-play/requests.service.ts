import { and, asc, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm'
import {
  DAY_REQUEST_DAYS_BACK,
  type DayRequest,
  type DayRequestInput,
  type DismissDayRequestInput,
  type OpenDayRequests,
} from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { dayRequests, users } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { inTransaction } from '../../db/transaction.ts'
import { badRequest, conflict, notFound } from '../../errors.ts'
import { addDays, daysBetween } from '../../lib/days.ts'
import { recordAudit } from '../audit/index.ts'
import { notify } from '../notifications/index.ts'
import { getHistoryDay } from '../scores/index.ts'

/** How long a member still sees a request once an admin has answered it. */
const ANSWERED_SHOWN_DAYS = 30

const requestColumns = {
  id: dayRequests.id,
  date: dayRequests.day,
  steps: dayRequests.steps,
  note: dayRequests.note,
  createdAt: dayRequests.createdAt,
  resolution: dayRequests.resolution,
  resolvedAt: dayRequests.resolvedAt,
}

type RequestRow = {
  id: number
  date: string
  steps: number | null
  note: string
  createdAt: Date
  resolution: 'corrected' | 'dismissed' | null
  resolvedAt: Date | null
}

function toDayRequest(row: RequestRow): DayRequest {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }
}

/**
 * A member asks an admin to correct one of their days (typed steps a watch outranks, a walk the
 * watch missed), as far back as an admin may correct a day. One request per day stays open at a
 * time: the database's partial unique index decides between two sent at the same moment, and the
 * loser is told the day already has one.
 */
export async function createDayRequest(
  db: Db,
  input: DayRequestInput & { userId: number; today: string },
): Promise<DayRequest> {
  const age = daysBetween(input.date, input.today)
  if (age < 0) throw badRequest('correctionFuture')
  if (age > DAY_REQUEST_DAYS_BACK) throw badRequest('dayRequestDaysBack', { days: DAY_REQUEST_DAYS_BACK })
  try {
    const [row] = await db
      .insert(dayRequests)
      .values({ userId: input.userId, day: input.date, steps: input.steps ?? null, note: input.note })
      .returning(requestColumns)
    return toDayRequest(row!)
  } catch (error) {
    if (uniqueViolation(error) === 'day_requests_open_unique') throw conflict('dayRequestOpen')
    throw error
  }
}

/** The member's open requests and those answered in the last 30 days, newest first. */
export async function listMyDayRequests(db: DbOrTx, userId: number, today: string): Promise<DayRequest[]> {
  const rows = await db
    .select(requestColumns)
    .from(dayRequests)
    .where(
      and(
        eq(dayRequests.userId, userId),
        or(
          isNull(dayRequests.resolvedAt),
          gte(dayRequests.resolvedAt, sql`${addDays(today, -ANSWERED_SHOWN_DAYS)}::date`),
        ),
      ),
    )
    .orderBy(desc(dayRequests.createdAt), desc(dayRequests.id))
    .limit(100)
  return rows.map(toDayRequest)
}

/** The member takes back one of their open requests; an answered one stays as the admin left it. */
export async function withdrawDayRequest(db: Db, input: { userId: number; id: number }): Promise<void> {
  const mine = and(eq(dayRequests.id, input.id), eq(dayRequests.userId, input.userId))
  const deleted = await db
    .delete(dayRequests)
    .where(and(mine, isNull(dayRequests.resolvedAt)))
    .returning({ id: dayRequests.id })
  if (deleted.length > 0) return
  const [answered] = await db.select({ id: dayRequests.id }).from(dayRequests).where(mine)
  throw answered ? conflict('dayRequestAnswered') : notFound('dayRequestNotFound')
}

/** Open requests, oldest first, each with the member and what the day counts now and from which sources. */
export async function listOpenDayRequests(
  db: DbOrTx,
  query: { offset: number; limit: number },
): Promise<OpenDayRequests> {
  const open = isNull(dayRequests.resolvedAt)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...requestColumns,
        userId: dayRequests.userId,
        username: users.username,
        avatarUrl: users.avatarUrl,
      })
      .from(dayRequests)
      .innerJoin(users, eq(users.id, dayRequests.userId))
      .where(open)
      .orderBy(asc(dayRequests.createdAt), asc(dayRequests.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(dayRequests).where(open),
  ])
  const requests = await Promise.all(
    rows.map(async (row) => {
      const day = await getHistoryDay(db, row.userId, row.date)
      return {
        ...toDayRequest(row),
        userId: row.userId,
        username: row.username,
        avatarUrl: row.avatarUrl,
        counted: day?.steps ?? 0,
        sources: day?.sources ?? [],
      }
    }),
  )
  return { requests, total: total?.total ?? 0 }
}

/** How many requests wait for an admin: the admin's to-do list counts them. */
export async function openDayRequestCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(dayRequests).where(isNull(dayRequests.resolvedAt))
  return row?.total ?? 0
}

/**
 * Marks the member's open request about `date` answered by a correction, in the correction's
 * transaction, so a corrected day never leaves its request waiting. Answers whether there was one.
 */
export async function resolveDayRequestByCorrection(
  tx: DbOrTx,
  input: { userId: number; date: string; actorId: number },
): Promise<boolean> {
  const resolved = await tx
    .update(dayRequests)
    .set({ resolution: 'corrected', resolvedBy: input.actorId, resolvedAt: sql`now()` })
    .where(and(eq(dayRequests.userId, input.userId), eq(dayRequests.day, input.date), isNull(dayRequests.resolvedAt)))
    .returning({ id: dayRequests.id })
  return resolved.length > 0
}

/**
 * Opens again the request a correction just answered, when that correction is undone, unless the
 * member has sent a new one about the day meanwhile.
 */
export async function reopenDayRequest(tx: DbOrTx, input: { userId: number; date: string }): Promise<void> {
  const about = and(eq(dayRequests.userId, input.userId), eq(dayRequests.day, input.date))
  const [open] = await tx
    .select({ id: dayRequests.id })
    .from(dayRequests)
    .where(and(about, isNull(dayRequests.resolvedAt)))
  if (open) return
  const [latest] = await tx
    .select({ id: dayRequests.id, resolution: dayRequests.resolution })
    .from(dayRequests)
    .where(about)
    .orderBy(desc(dayRequests.resolvedAt))
    .limit(1)
  if (latest?.resolution !== 'corrected') return
  await tx
    .update(dayRequests)
    .set({ resolution: null, resolvedBy: null, resolvedAt: null })
    .where(eq(dayRequests.id, latest.id))
}

/**
 * An admin leaves a request without a correction, with an optional reason the member reads in the
 * notice they get. The row is locked, so an admin dismissing while another corrects the day
 * answers it once: the second finds it answered (409).
 */
export async function dismissDayRequest(
  db: Db,
  input: DismissDayRequestInput & { id: number; actorId: number },
): Promise<DayRequest> {
  const reason = input.reason || null
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ ...requestColumns, userId: dayRequests.userId })
      .from(dayRequests)
      .where(eq(dayRequests.id, input.id))
      .for('update')
    if (!found) throw notFound('dayRequestNotFound')
    if (found.resolvedAt !== null) throw conflict('dayRequestAnswered')
    const [row] = await tx
      .update(dayRequests)
      .set({ resolution: 'dismissed', resolvedBy: input.actorId, resolvedAt: sql`now()` })
      .where(eq(dayRequests.id, input.id))
      .returning(requestColumns)
    await recordAudit(tx, {
      action: 'day.dismiss-request',
      actorId: input.actorId,
      subjectId: found.userId,
      target: found.date,
      // The member's note stays out of the trail, which outlives their account (decision 117).
      before: { steps: found.steps },
      after: { resolution: 'dismissed' },
      reason,
    })
    await notify(tx, [
      {
        userId: found.userId,
        kind: 'dayChanged',
        occasion: `request:${found.id}`,
        params: { date: found.date, change: 'dismissed', reason },
      },
    ])
    return toDayRequest(row!)
  })
}
