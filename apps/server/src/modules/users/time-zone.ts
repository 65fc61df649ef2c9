import { eq } from 'drizzle-orm'
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
