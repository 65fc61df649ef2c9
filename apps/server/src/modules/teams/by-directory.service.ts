import { and, asc, eq, inArray, isNotNull, isNull, notExists, notInArray, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { scimUsers, teamMemberships, teams, users, type TeamRow, type UserRow } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { savepoint } from '../../db/transaction.ts'
import { recordAudit } from '../audit/index.ts'
import { countMembers, listMembers, lockTeam, lockUser, lockUsers } from './teams.queries.ts'
import { lapseInvitesOf, roomInTeam } from './teams.service.ts'

/**
 * What the community's directory does to teams: its sign-in groups (single sign-on) and its SCIM
 * groups (docs/decisions/146). Every change runs in the caller's transaction, keeps the teams'
 * rules, and is audited: by the directory (nobody as the actor), or by the member whose sign-in
 * it was. A group's change locks as a member's own does: the team, then its members in id order.
 * A change of one member's account (a sign-in, the directory deleting them) holds that member,
 * after the admins, before it takes their team: the rare deadlock with a group's change is found
 * by PostgreSQL, and `inTransaction` runs the loser again. Where a rule refuses, the change says
 * why instead of bending it.
 */

/** Why the teams' rules refuse what the directory asked. */
export type DirectoryRefusal =
  | { refused: 'onOtherTeam'; memberId: number; team: string }
  | { refused: 'teamFull'; members: number; max: number }
  | { refused: 'teamNameTaken' }

/**
 * Puts a member without a team on the team the community's directory names for them (their
 * sign-in provider's group), in the caller's transaction, with the size rule of an accepted
 * invite, audited as the member's sign-in. A member already on a team stays on it; a full or
 * deleted team is skipped. The sign-in holds the member's lock already. Answers whether the member
 * joined.
 */
export async function joinTeamByDirectory(tx: DbOrTx, userId: number, teamId: number): Promise<boolean> {
  const team = await lockTeam(tx, teamId)
  if (!team) return false
  const member = await lockUser(tx, userId)
  if (!member || member.teamId !== null) return false
  if (!(await roomInTeam(tx, teamId, 1)).fits) return false
  await tx
    .update(users)
    .set({ teamId })
    .where(and(eq(users.id, userId), isNull(users.teamId)))
  await lapseInvitesOf(tx, userId)
  await recordAudit(tx, {
    action: 'team.join-by-provider',
    actorId: userId,
    subjectId: userId,
    target: team.name,
    targetId: team.id,
    before: { team: null },
    after: { team: team.name },
  })
  return true
}

/**
 * The team of this name, compared without case as team names are unique, kept from being deleted
 * until the caller's transaction ends, so the caller may link it.
 */
export async function findTeamByName(db: DbOrTx, name: string): Promise<{ id: number; name: string } | null> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(sql`lower(${teams.name})`, name.toLowerCase()))
    .for('key share')
  return team ?? null
}

/** Each team's members (id and name), by name, for the directory's view of its groups. */
export async function teamRosters(
  db: DbOrTx,
  teamIds: number[],
): Promise<Map<number, { id: number; username: string }[]>> {
  const rosters = new Map<number, { id: number; username: string }[]>(teamIds.map((id) => [id, []]))
  for (const member of await listMembers(db, teamIds)) {
    rosters.get(member.teamId!)?.push({ id: member.id, username: member.username })
  }
  return rosters
}

/**
 * Makes a team for the directory's group and puts `memberIds` on it; the first it names leads it,
 * as a team's creator does. The same rules as a member's team: a name no other team has (without
 * case), members on no other team, no more than the admin's maximum size.
 */
export async function createTeamByDirectory(
  tx: Tx,
  name: string,
  memberIds: number[],
): Promise<{ teamId: number } | DirectoryRefusal> {
  const members = await lockUsers(tx, memberIds)
  const leader = memberIds.find((id) => members.some((member) => member.id === id))
  if (leader === undefined) throw new Error('a team is made with at least one member')
  const elsewhere = await onOtherTeam(tx, members, null)
  if (elsewhere) return elsewhere
  const room = await roomInTeam(tx, null, members.length)
  if (!room.fits) return { refused: 'teamFull', members: room.members, max: room.max }
  let team: TeamRow
  try {
    // A savepoint, so a name taken meanwhile is a refusal and the transaction stays usable.
    ;[team] = (await savepoint(tx, (inner) => inner.insert(teams).values({ name, leaderId: leader }).returning())) as [
      TeamRow,
    ]
  } catch (error) {
    if (uniqueViolation(error) === 'teams_name_unique') return { refused: 'teamNameTaken' }
    throw error
  }
  await recordAudit(tx, {
    action: 'team.create-by-directory',
    actorId: null,
    target: team.name,
    targetId: team.id,
    after: { name: team.name },
  })
  await join(tx, team, members)
  return { teamId: team.id }
}

/**
 * Changes who is on the directory's team: `join` come on, `leave` go off, as one change. A member
 * on another team is refused rather than moved (a member joins a team only from no team, as with
 * an invite); the team never exceeds the admin's maximum size, counted after those who leave; a
 * leader who leaves hands the lead to the longest-standing member who stays and can lead, as the
 * directory cannot hand it on itself; when nobody who can lead stays the team ends, as it does when
 * its last member leaves in the app. Members already as asked are left as they are. Answers whether
 * the team ended.
 */
export async function changeTeamByDirectory(
  tx: DbOrTx,
  teamId: number,
  change: { join: number[]; leave: number[] },
): Promise<{ ended: boolean } | DirectoryRefusal> {
  const team = await lockTeam(tx, teamId)
  if (!team) throw new Error(`team ${teamId} is gone while its group is locked`)
  const locked = await lockUsers(tx, [...new Set([...change.join, ...change.leave])])
  const joining = locked.filter((member) => change.join.includes(member.id) && member.teamId !== teamId)
  const leaving = locked.filter((member) => change.leave.includes(member.id) && member.teamId === teamId)
  const elsewhere = await onOtherTeam(tx, joining, teamId)
  if (elsewhere) return elsewhere
  const room = await roomInTeam(tx, teamId, joining.length - leaving.length)
  if (!room.fits && joining.length > 0) return { refused: 'teamFull', members: room.members, max: room.max }
  await join(tx, team, joining)
  return { ended: await leave(tx, team, leaving) }
}

/** The first of `members` on a team other than `teamId`, as a refusal naming that team. */
async function onOtherTeam(tx: DbOrTx, members: UserRow[], teamId: number | null): Promise<DirectoryRefusal | null> {
  const member = members.find((candidate) => candidate.teamId !== null && candidate.teamId !== teamId)
  if (!member) return null
  const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, member.teamId!))
  return { refused: 'onOtherTeam', memberId: member.id, team: team?.name ?? '' }
}

async function join(tx: DbOrTx, team: TeamRow, members: UserRow[]) {
  if (members.length === 0) return
  await tx
    .update(users)
    .set({ teamId: team.id })
    .where(
      and(
        inArray(
          users.id,
          members.map((member) => member.id),
        ),
        isNull(users.teamId),
      ),
    )
  for (const member of members) {
    await lapseInvitesOf(tx, member.id)
    await recordAudit(tx, {
      action: 'team.join-by-directory',
      actorId: null,
      subjectId: member.id,
      target: team.name,
      targetId: team.id,
      before: { team: null },
      after: { team: team.name },
    })
  }
}

/**
 * Takes a member the directory deleted off their team, as removing them from its group would: a
 * leader hands the lead on, and the team ends with the last member who can lead it. A team whose
 * members the directory can no longer see or remove would outlive its group's last member. The
 * member is locked (by their deactivation) before the team; see the header.
 */
export async function leaveTeamByDirectory(tx: DbOrTx, userId: number): Promise<void> {
  const [member] = await lockUsers(tx, [userId])
  if (!member?.teamId) return
  const team = await lockTeam(tx, member.teamId)
  if (team) await leave(tx, team, [member])
}

/**
 * Locks the directory's team before its roster is read for a change, so nobody joins or leaves in
 * the app between the read and the change.
 */
export async function lockTeamByDirectory(tx: DbOrTx, teamId: number): Promise<void> {
  await lockTeam(tx, teamId)
}

/** Takes `members` off the team, handing on its lead or ending it; answers whether it ended. */
async function leave(tx: DbOrTx, team: TeamRow, members: UserRow[]): Promise<boolean> {
  if (members.length === 0) return false
  const leavingIds = members.map((member) => member.id)
  const leaderLeaves = leavingIds.includes(team.leaderId)
  const nextLeader = leaderLeaves ? await longestStanding(tx, team.id, leavingIds) : null
  for (const member of members) {
    const handsOn = member.id === team.leaderId && nextLeader
    await recordAudit(tx, {
      action: 'team.leave-by-directory',
      actorId: null,
      subjectId: member.id,
      target: team.name,
      targetId: team.id,
      before: { team: team.name, ...(handsOn && { leader: member.username }) },
      after: { team: null, ...(handsOn && { leader: nextLeader.username }) },
      ...(handsOn && { names: { 'before.leader': member.id, 'after.leader': nextLeader.id } }),
    })
  }
  if (leaderLeaves && !nextLeader) {
    // Members who stay but cannot lead (deactivated, or deleted by the directory) go with the team.
    await recordAudit(tx, {
      action: 'team.delete-by-directory',
      actorId: null,
      target: team.name,
      targetId: team.id,
      before: { name: team.name, members: await countMembers(tx, team.id) },
    })
    await tx.delete(teams).where(eq(teams.id, team.id))
    return true
  }
  if (nextLeader) await tx.update(teams).set({ leaderId: nextLeader.id }).where(eq(teams.id, team.id))
  await tx
    .update(users)
    .set({ teamId: null })
    .where(and(inArray(users.id, leavingIds), eq(users.teamId, team.id)))
  return false
}

/** The directory renames its group's team; a name another team has is refused. */
export async function renameTeamByDirectory(tx: Tx, teamId: number, name: string): Promise<DirectoryRefusal | null> {
  const team = await lockTeam(tx, teamId)
  if (!team) throw new Error(`team ${teamId} is gone while its group is locked`)
  if (team.name === name) return null
  try {
    await savepoint(tx, (inner) => inner.update(teams).set({ name }).where(eq(teams.id, teamId)))
  } catch (error) {
    if (uniqueViolation(error) === 'teams_name_unique') return { refused: 'teamNameTaken' }
    throw error
  }
  await recordAudit(tx, {
    action: 'team.rename-by-directory',
    actorId: null,
    target: name,
    targetId: teamId,
    before: { name: team.name },
    after: { name },
  })
  return null
}

/**
 * The member who leads a team when its leader goes: the longest-standing of those who stay and can
 * lead it (the earliest open stay, then the lowest id), or null when none can. A deactivated member
 * cannot sign in to lead, and one the directory deleted it can neither see nor remove.
 */
async function longestStanding(tx: DbOrTx, teamId: number, leaving: number[]) {
  const deletedByDirectory = tx
    .select({ id: scimUsers.userId })
    .from(scimUsers)
    .where(and(eq(scimUsers.userId, users.id), isNotNull(scimUsers.deletedAt)))
  const [next] = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .leftJoin(teamMemberships, and(eq(teamMemberships.userId, users.id), isNull(teamMemberships.endedAt)))
    .where(
      and(
        eq(users.teamId, teamId),
        notInArray(users.id, leaving),
        isNull(users.deactivatedAt),
        notExists(deletedByDirectory),
      ),
    )
    .orderBy(asc(sql`coalesce(${teamMemberships.startedAt}, 'infinity')`), asc(users.id))
    .limit(1)
  return next ?? null
}

/**
 * Each team a member whose account is being deleted leads passes to its longest-standing other
 * member who can lead it, or is deleted when none can, so no team is left without a leader. The
 * teams are locked before their members, as every change of membership locks them.
 */
export async function handOnTeamsLedBy(tx: DbOrTx, userId: number) {
  const led = await tx.select().from(teams).where(eq(teams.leaderId, userId)).for('no key update')
  for (const team of led) {
    const next = await longestStanding(tx, team.id, [userId])
    if (next) await tx.update(teams).set({ leaderId: next.id }).where(eq(teams.id, team.id))
    else await tx.delete(teams).where(eq(teams.id, team.id))
  }
}
