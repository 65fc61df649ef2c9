import type { UpdateMeInput, User } from '@stepup/contract'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { users, type UserRow } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../errors.ts'
import { uniqueViolation } from '../auth/unique-violation.ts'

/** The User shape of the contract: everything but the password hash and timestamps. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    avatarUrl: row.avatarUrl,
    phoneNumber: row.phoneNumber,
    sensorUserId: row.sensorUserId,
    isAdmin: row.isAdmin,
    teamId: row.teamId,
  }
}

/** Emails are stored trimmed and lower-cased, so lookups and the unique index ignore case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Maps a broken unique index of the users table to the sentence the member can act on. */
export function userConflict(error: unknown) {
  const constraint = uniqueViolation(error)
  if (constraint === null) return null
  if (constraint === 'users_sensor_user_id_unique') return conflict('sensorUserIdTaken')
  return conflict('emailTaken')
}

/**
 * Updates only the caller's own row with the fields of the profile form. Admin rights and team
 * membership are not in the input schema, so they cannot be changed here.
 */
export async function updateMe(db: DbOrTx, userId: number, input: UpdateMeInput): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {}
  if (input.username !== undefined) changes.username = input.username
  if (input.email !== undefined) changes.email = normalizeEmail(input.email)
  if (input.avatarUrl !== undefined) changes.avatarUrl = input.avatarUrl
  if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber
  if (input.sensorUserId !== undefined) changes.sensorUserId = input.sensorUserId

  try {
    const [row] =
      Object.keys(changes).length === 0
        ? await db.select().from(users).where(eq(users.id, userId))
        : await db.update(users).set(changes).where(eq(users.id, userId)).returning()
    if (!row) throw notFound('accountGone')
    return row
  } catch (error) {
    throw userConflict(error) ?? error
  }
}
