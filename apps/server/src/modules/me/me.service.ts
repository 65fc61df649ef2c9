import {
  firstRunSteps,
  normalizeEmail,
  type FirstRun,
  type FirstRunInput,
  type FirstRunStep,
  type UpdateMeInput,
} from '@stepup/contract'
import { eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { releasedSensorIds, users, type UserRow } from '../../db/schema/index.ts'
import { badRequest, forbidden, invalidField, notFound, unauthorized } from '../../errors.ts'
import { deleteOtherSessions, sessionExists, verifyPassword, voidResetTokens } from '../auth/index.ts'
import { addDays } from '../../lib/days.ts'
import { takesPartInCompetitions } from '../competitions/index.ts'
import { hasCountedSteps } from '../scores/index.ts'
import { isOwnUpload, UPLOADS_URL_PREFIX } from '../uploads/index.ts'
import { userConflict } from '../users/index.ts'
import { inTransaction } from '../../db/transaction.ts'

/** What a profile save needs besides the form: the server's date and the session making the change. */
export interface ProfileSave {
  /** `YYYY-MM-DD` in the server's time zone: the day a sensor id is released or claimed on. */
  today: string
  /** The session that sends the change; it stays logged in when the email changes. */
  sessionIdHash: string | null
}

/**
 * Updates only the caller's own row with the fields of the profile form. Admin rights and team
 * membership are not in the input schema, so they cannot be changed here. A new email takes the
 * current password, ends the member's other sessions and voids reset links mailed to the old
 * address, so a stolen session cannot become a stolen account (docs/decisions/017); the new address
 * is unconfirmed until the member opens a link mailed to it. A sensor id
 * another member held before counts for its new holder only from the day they claim it
 * (docs/decisions/019).
 */
export async function updateMe(db: Db, userId: number, input: UpdateMeInput, save: ProfileSave): Promise<UserRow> {
  const { currentPassword, ...fields } = input
  const changes: Partial<typeof users.$inferInsert> = {}
  if (fields.username !== undefined) changes.username = fields.username
  if (fields.email !== undefined) changes.email = normalizeEmail(fields.email)
  if (fields.avatarUrl !== undefined) changes.avatarUrl = fields.avatarUrl
  if (fields.phoneNumber !== undefined) changes.phoneNumber = fields.phoneNumber
  if (fields.sensorUserId !== undefined) changes.sensorUserId = fields.sensorUserId
  if (fields.language !== undefined) changes.language = fields.language
  if (fields.timeZone !== undefined) changes.timeZone = fields.timeZone
  if (fields.achievementsVisibility !== undefined) changes.achievementsVisibility = fields.achievementsVisibility

  const [stored] = await db.select().from(users).where(eq(users.id, userId))
  if (!stored) throw notFound('accountGone')
  const changesEmail = (row: UserRow) => changes.email !== undefined && changes.email !== row.email
  // Checked before the transaction: argon2 takes tens of milliseconds, too long to hold a row lock.
  const verifiedHash = changesEmail(stored) ? await checkCurrentPassword(stored, currentPassword) : null

  try {
    const { row } = await inTransaction(db, async (tx) => {
      const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
      if (!locked) throw notFound('accountGone')
      const emailChanged = changesEmail(locked)
      // The email or the password moved since the check (a racing save or reset): check again.
      if (emailChanged && verifiedHash !== locked.passwordHash) throw forbidden('currentPasswordWrong')
      // Another session's email change that committed first ended this one: it changes nothing more.
      if (emailChanged && save.sessionIdHash && !(await sessionExists(tx, save.sessionIdHash))) throw unauthorized()
      const newAvatar = changes.avatarUrl !== undefined && changes.avatarUrl !== locked.avatarUrl
      if (
        newAvatar &&
        changes.avatarUrl?.startsWith(UPLOADS_URL_PREFIX) &&
        !(await isOwnUpload(tx, changes.avatarUrl, userId))
      ) {
        throw invalidField('avatarUrl', 'avatarNotYourUpload')
      }
      const sensorMoves = changes.sensorUserId !== undefined && changes.sensorUserId !== locked.sensorUserId
      if (sensorMoves && locked.sensorUserId !== null) await releaseSensorId(tx, locked, save.today)
      if (Object.keys(changes).length === 0) return { row: locked, emailChanged }
      // A confirmed address proves nothing of a new one: it is confirmed again by a mailed link.
      if (emailChanged) changes.emailVerifiedAt = null
      let [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning()
      if (sensorMoves) {
        // Read only now: taking the id in the unique index waited for a release of it under way
        // to commit, so that release's record is seen here.
        const sensorCountsFrom = await claimedSensorCountsFrom(tx, row!, save.today)
        ;[row] = await tx.update(users).set({ sensorCountsFrom }).where(eq(users.id, userId)).returning()
      }
      if (emailChanged) {
        await voidResetTokens(tx, userId)
        await deleteOtherSessions(tx, userId, save.sessionIdHash ?? undefined)
      }
      return { row: row!, emailChanged }
    })
    return row
  } catch (error) {
    throw userConflict(error) ?? error
  }
}

/** The stored hash the current password was checked against; 400 without one, 403 when wrong. */
async function checkCurrentPassword(user: UserRow, currentPassword: string | undefined) {
  if (!currentPassword) throw badRequest('currentPasswordRequired')
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw forbidden('currentPasswordWrong')
  return user.passwordHash
}

/** Records that the member lets their sensor id go as of `today` (docs/decisions/019). */
async function releaseSensorId(tx: DbOrTx, member: UserRow, today: string) {
  const release = { releasedOn: today, releasedBy: member.id, releasedByCountedFrom: member.sensorCountsFrom }
  await tx
    .insert(releasedSensorIds)
    .values({ sensorUserId: member.sensorUserId!, ...release })
    .onConflictDoUpdate({ target: releasedSensorIds.sensorUserId, set: release })
}

/**
 * The first day the member's new sensor id (if any) counts for them: any day, for an id nobody
 * held before; the day it counted from before they let it go, for their own id taken back before
 * anyone else took it; otherwise from today, but never a day up to the one it was released on,
 * which its device synced to the previous holder.
 */
async function claimedSensorCountsFrom(tx: DbOrTx, member: UserRow, today: string) {
  if (member.sensorUserId === null) return null
  const [released] = await tx
    .select()
    .from(releasedSensorIds)
    .where(eq(releasedSensorIds.sensorUserId, member.sensorUserId))
  if (!released) return null
  if (released.releasedBy === member.id) return released.releasedByCountedFrom
  const dayAfterRelease = addDays(released.releasedOn, 1)
  return dayAfterRelease > today ? dayAfterRelease : today
}

/**
 * Where the member is on the first-run card: the steps they finished or skipped, and those already
 * true of them (steps counted, a team, a competition), so that a member who is past a step is never
 * asked it.
 */
export async function getFirstRun(db: DbOrTx, userId: number): Promise<FirstRun> {
  const [member] = await db
    .select({ firstRunDone: users.firstRunDone, teamId: users.teamId })
    .from(users)
    .where(eq(users.id, userId))
  if (!member) throw notFound('accountGone')
  const stored = new Set(member.firstRunDone)
  const [hasSteps, inCompetition] = await Promise.all([
    stored.has('steps') ? true : hasCountedSteps(db, userId),
    stored.has('competition') ? true : takesPartInCompetitions(db, userId),
  ])
  const reached: Record<FirstRunStep, boolean> = {
    steps: hasSteps,
    team: stored.has('team') || member.teamId !== null,
    competition: inCompetition,
  }
  return { done: firstRunSteps.filter((step) => reached[step]) }
}

/** Marks a first-run step finished or skipped (`done`), or asks it again; answers the card's new state. */
export async function setFirstRunStep(db: DbOrTx, userId: number, input: FirstRunInput): Promise<FirstRun> {
  // One statement adds or removes the step, so two devices finishing two steps at once both count.
  const change = input.done
    ? sql`case when ${input.step}::text = any(${users.firstRunDone}) then ${users.firstRunDone}
              else array_append(${users.firstRunDone}, ${input.step}::text) end`
    : sql`array_remove(${users.firstRunDone}, ${input.step}::text)`
  const updated = await db
    .update(users)
    .set({ firstRunDone: change })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  if (updated.length === 0) throw notFound('accountGone')
  return getFirstRun(db, userId)
}
