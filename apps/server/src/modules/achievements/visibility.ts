import type { DbOrTx } from '../../db/client.ts'
import { forbidden, notFound } from '../../errors.ts'
import { areFriends } from '../friends/index.ts'
import { achievementsOwner, type AchievementsOwner } from './achievements.queries.ts'

/**
 * The member whose achievements the viewer asks for, when the member lets them see them: anyone
 * signed in, their friends only, or nobody but themself (admins included: the member's choice is
 * about people, and admins have the member's days for their own work). 404 for a member who does
 * not exist, 403 saying which choice hides them otherwise, so the page can say why.
 */
export async function visibleAchievementsOwner(
  db: DbOrTx,
  viewerId: number,
  memberId: number,
): Promise<AchievementsOwner> {
  const owner = await achievementsOwner(db, memberId)
  if (!owner) throw notFound('userNotFound')
  if (owner.id === viewerId || owner.visibility === 'everyone') return owner
  if (owner.visibility === 'friends' && (await areFriends(db, viewerId, owner.id))) return owner
  throw forbidden(owner.visibility === 'friends' ? 'achievementsFriendsOnly' : 'achievementsPrivate')
}
