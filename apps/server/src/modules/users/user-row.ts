import type { AchievementsVisibility, User } from '@stepup/contract'
import type { UserRow } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { conflict } from '../../errors.ts'

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
    timeZone: row.timeZone,
    achievementsVisibility: row.achievementsVisibility as AchievementsVisibility,
    emailVerified: row.emailVerifiedAt !== null,
    mustVerifyEmail: row.mustVerifyEmail && row.emailVerifiedAt === null,
  }
}

/** Maps a broken unique index of the users table to the sentence the member can act on. */
export function userConflict(error: unknown) {
  const constraint = uniqueViolation(error)
  if (constraint === null) return null
  if (constraint === 'users_sensor_user_id_unique') return conflict('sensorUserIdTaken')
  return conflict('emailTaken')
}
