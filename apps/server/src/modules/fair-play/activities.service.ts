import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { MANUAL_ENTRY_DAYS_BACK, type ActivityEntry, type ActivityInput } from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { activityEntries, users } from '../../db/schema/index.ts'
import { badRequest, forbidden, notFound } from '../../errors.ts'
import { addDays, daysBetween } from '../../lib/days.ts'
import type { Scores } from '../scores/index.ts'
import { getSettings } from '../settings/index.ts'
import { inTransaction } from '../../db/transaction.ts'

/** How far back a member sees their own activity entries. */
const LIST_DAYS_BACK = 30

function toEntry(row: typeof activityEntries.$inferSelect): ActivityEntry {
  return {
    id: row.id,
    date: row.day,
    activity: row.activity as ActivityEntry['activity'],
    intensity: row.intensity as ActivityEntry['intensity'],
    minutes: row.minutes,
    steps: row.steps,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A member's activity entries of the last 30 days, newest first. */
export async function listActivities(db: DbOrTx, userId: number, today: string): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(activityEntries)
    .where(and(eq(activityEntries.userId, userId), gte(activityEntries.day, addDays(today, -LIST_DAYS_BACK))))
    .orderBy(desc(activityEntries.day), desc(activityEntries.id))
  return rows.map(toEntry)
}

/** Entries may be recorded, and taken back, for the days a member may enter steps for. */
function checkDay(date: string, today: string) {
  const age = daysBetween(date, today)
  if (age < 0) throw badRequest('activityEntryFuture')
  if (age > MANUAL_ENTRY_DAYS_BACK) throw badRequest('activityEntryDaysBack', { days: MANUAL_ENTRY_DAYS_BACK })
}

/**
 * Sets the day's activity source to the sum of the member's entries for it (none: no source).
 * The caller holds the member's row lock, so two entries recorded at once both count.
 */
async function countDay(tx: DbOrTx, scores: Scores, userId: number, date: string) {
  const [sum] = await tx
    .select({ steps: sql<string | null>`sum(${activityEntries.steps})` })
    .from(activityEntries)
    .where(and(eq(activityEntries.userId, userId), eq(activityEntries.day, date)))
  const steps = sum?.steps === null || sum?.steps === undefined ? null : Math.min(Number(sum.steps), 100_000)
  await scores.recordSteps(tx, 'activity', [{ userId, date, steps }])
}

/** Serializes one member's activity writes: each sums the entries the other committed. */
async function lockMember(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
}

/**
 * Records minutes of an activity, converted to steps by the admin's rates of the moment (the entry
 * keeps them), and counts the day's entries as its activity source, within the activity cap.
 */
export async function recordActivity(
  db: Db,
  scores: Scores,
  input: ActivityInput & { userId: number; today: string },
): Promise<ActivityEntry> {
  checkDay(input.date, input.today)
  return inTransaction(db, async (tx) => {
    const settings = await getSettings(tx)
    if (!settings.activityEnabled) throw forbidden('activityConverterOff')
    await lockMember(tx, input.userId)
    const rate = settings.activityRates[input.activity]?.[input.intensity] ?? 0
    const [row] = await tx
      .insert(activityEntries)
      .values({
        userId: input.userId,
        day: input.date,
        activity: input.activity,
        intensity: input.intensity,
        minutes: input.minutes,
        steps: Math.min(Math.round(input.minutes * rate), 100_000),
      })
      .returning()
    await countDay(tx, scores, input.userId, input.date)
    return toEntry(row!)
  })
}

/** Takes back one of the member's own entries, while its day is still open for entries. */
export async function deleteActivity(
  db: Db,
  scores: Scores,
  input: { userId: number; id: number; today: string },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockMember(tx, input.userId)
    const [row] = await tx
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.id, input.id), eq(activityEntries.userId, input.userId)))
    if (!row) throw notFound('activityNotFound')
    checkDay(row.day, input.today)
    await tx.delete(activityEntries).where(eq(activityEntries.id, row.id))
    await countDay(tx, scores, input.userId, row.day)
  })
}
