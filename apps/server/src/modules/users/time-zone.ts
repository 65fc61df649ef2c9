import { eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

/**
 * The zone a member lives in: their own when they set one, else the community's. Instants that
 * carry no offset (a Fitbit minute, a phone app's records) are dated in it, so a day counts for
 * the date the member lived it.
 */
export async function memberTimeZone(db: DbOrTx, userId: number, communityZone: string): Promise<string> {
  const [member] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId))
  return member?.timeZone ?? communityZone
}

/** What a notification needs of its readers: how to address them, in which language and zone. */
export interface Recipient {
  id: number
  username: string
  email: string
  language: 'en' | 'es' | 'he' | null
  timeZone: string
  active: boolean
}

/** The members given, with their zone or the community's; a deleted member is not in the map. */
export async function recipientsOf(
  db: DbOrTx,
  userIds: readonly number[],
  communityZone: string,
): Promise<Map<number, Recipient>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      language: users.language,
      timeZone: users.timeZone,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.username,
        email: row.email,
        language: row.language as Recipient['language'],
        timeZone: row.timeZone ?? communityZone,
        active: row.deactivatedAt === null,
      },
    ]),
  )
}
