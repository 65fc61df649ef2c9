import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { type AdminTeam, type Team, type TeamInvite, type TeamInvites } from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { teamInvites, teams, users, type TeamRow, type UserRow } from '../../db/schema/index.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import { recordAudit } from '../audit/index.ts'
import { areFriends } from '../friends/index.ts'
import { getTeamBoard } from '../scores/index.ts'
import { getSettings } from '../settings/index.ts'
import {
  countMembers,
  listMembers,
  loadInvites,
  lockTeam,
  lockUser,
  pendingInvitesOf,
  pendingInvitesOfTeam,
} from './teams.queries.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { inTransaction, savepoint } from '../../db/transaction.ts'
import { notify } from '../notifications/index.ts'

const isLeaderOrAdmin = (team: TeamRow, actor: UserRow) => actor.isAdmin || team.leaderId === actor.id

/**
 * An admin changing a team they do not lead does it by their admin right, not as its leader: the
 * audit trail records it, as it records the admin panel's actions.
 */
const actsAsAdmin = (team: TeamRow, actor: UserRow) => actor.isAdmin && team.leaderId !== actor.id

async function usernameOf(db: DbOrTx, userId: number) {
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId))
  return user?.username ?? null
}

async function teamView(db: DbOrTx, team: TeamRow, viewer: UserRow): Promise<Team> {
  const [members, settings] = await Promise.all([listMembers(db, [team.id]), getSettings(db)])
  return {
    id: team.id,
    name: team.name,
    leaderId: team.leaderId,
    maxTeamMembers: settings.maxTeamMembers,
    members: members.map(({ id, username, avatarUrl, phoneNumber, isAdmin }) => ({
      id,
      username,
      avatarUrl,
      phoneNumber,
      isAdmin,
      isLeader: id === team.leaderId,
    })),
    currentUser: {
      id: viewer.id,
      isLeader: viewer.id === team.leaderId,
      isAdmin: viewer.isAdmin,
      isMember: members.some((member) => member.id === viewer.id),
    },
  }
}

async function findTeam(db: DbOrTx, teamId: number) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId))
  if (!team) throw notFound('teamNotFound')
  return team
}

/** The viewer's row as committed now: their team may have changed since the request began. */
async function freshUser(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return user!
}

/** Pending invites of a member who just joined a team lapse: a member is in one team at most. */
export async function lapseInvitesOf(tx: DbOrTx, userId: number) {
  await tx.update(teamInvites).set({ status: 'lapsed', answeredAt: new Date() }).where(pendingInvitesOf(userId))
}

/** Creates a team led by its creator, who must not be in a team yet. */
export async function createTeam(db: Db, creatorId: number, name: string): Promise<Team> {
  return inTransaction(db, async (tx) => {
    const creator = await lockUser(tx, creatorId)
    if (!creator) throw notFound('userNotFound')
    if (creator.teamId !== null) throw conflict('alreadyInTeam')
    let team: TeamRow
    try {
      // A savepoint, so a duplicate name leaves the outer transaction usable.
      ;[team] = (await savepoint(tx, (inner) =>
        inner.insert(teams).values({ name, leaderId: creatorId }).returning(),
      )) as [TeamRow]
    } catch (error) {
      if (uniqueViolation(error) !== null) throw conflict('teamNameTaken')
      throw error
    }
    await tx
      .update(users)
      .set({ teamId: team.id })
      .where(and(eq(users.id, creatorId), isNull(users.teamId)))
    await lapseInvitesOf(tx, creatorId)
    return teamView(tx, team, { ...creator, teamId: team.id })
  })
}

export async function getMyTeam(db: DbOrTx, viewer: UserRow): Promise<Team | null> {
  const [row] = await db
    .select({ team: teams })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, viewer.id))
  return row ? teamView(db, row.team, viewer) : null
}

/** Team detail: its members and admins only. */
export async function getTeam(db: DbOrTx, viewer: UserRow, teamId: number): Promise<Team> {
  const team = await findTeam(db, teamId)
  const view = await teamView(db, team, viewer)
  if (!view.currentUser.isMember && !viewer.isAdmin) throw forbidden('teamMembersAndAdminsOnly')
  return view
}

export async function getTeamInvites(db: DbOrTx, viewer: UserRow, teamId: number): Promise<TeamInvites> {
  await getTeam(db, viewer, teamId)
  const [sent, received] = await Promise.all([
    loadInvites(db, pendingInvitesOfTeam(teamId)),
    loadInvites(db, and(pendingInvitesOfTeam(teamId), eq(teamInvites.inviteeId, viewer.id))),
  ])
  return { sent, received }
}

export async function listMyInvites(db: DbOrTx, viewer: UserRow): Promise<TeamInvite[]> {
  return loadInvites(db, pendingInvitesOf(viewer.id))
}

/**
 * A team never exceeds the admin's maximum size: whether `joining` more members fit, with the team
 * row locked (null for a team about to be made). The invite, the join and the directory all ask here.
 */
export async function roomInTeam(tx: DbOrTx, teamId: number | null, joining: number) {
  const { maxTeamMembers } = await getSettings(tx)
  const members = (teamId === null ? 0 : await countMembers(tx, teamId)) + joining
  return { fits: members <= maxTeamMembers, members, max: maxTeamMembers }
}

/** The size rule for a member's invite or join, answering in its own words when the team is full. */
async function assertRoomInTeam(tx: DbOrTx, teamId: number, whenFull: 'teamFull' | 'teamFullToJoin') {
  if (!(await roomInTeam(tx, teamId, 1)).fits) throw conflict(whenFull)
}

/**
 * Invites a friend without a team (the leader's friend; an admin may invite any member without
 * a team). Refused when the team is already full.
 */
export async function inviteToTeam(db: Db, actor: UserRow, teamId: number, inviteeId: number): Promise<TeamInvite> {
  return inTransaction(db, async (tx) => {
    const team = await lockTeam(tx, teamId)
    if (!team) throw notFound('teamNotFound')
    if (!isLeaderOrAdmin(team, actor)) throw forbidden('leaderOrAdminOnly')
    const invitee = await lockUser(tx, inviteeId)
    if (!invitee) throw notFound('userNotFound')
    if (invitee.teamId !== null) throw conflict('memberAlreadyInTeam')
    if (!actor.isAdmin && !(await areFriends(tx, actor.id, inviteeId))) {
      throw conflict('onlyFriendsInvited')
    }
    await assertRoomInTeam(tx, teamId, 'teamFull')
    const [existing] = await tx
      .select({ id: teamInvites.id })
      .from(teamInvites)
      .where(and(pendingInvitesOfTeam(teamId), eq(teamInvites.inviteeId, inviteeId)))
    if (existing) throw conflict('alreadyInvited')
    const [invite] = await tx.insert(teamInvites).values({ teamId, inviteeId, senderId: actor.id }).returning()
    if (actsAsAdmin(team, actor)) {
      await recordAudit(tx, {
        action: 'team.invite',
        actorId: actor.id,
        subjectId: inviteeId,
        target: team.name,
        targetId: team.id,
      })
    }
    const [view] = await loadInvites(tx, eq(teamInvites.id, invite!.id))
    await notify(tx, [
      {
        userId: inviteeId,
        kind: 'teamInvite',
        occasion: `invite:${invite!.id}`,
        params: { memberId: actor.id, team: team.name, teamId },
      },
    ])
    return view!
  })
}

/**
 * Joins the invite's team. The team row is locked before counting its members and the join is
 * a conditional update on `team_id is null`, so concurrent accepts can neither overfill a team
 * nor put one member in two teams.
 */
export async function acceptTeamInvite(db: Db, viewerId: number, inviteId: number): Promise<Team> {
  return inTransaction(db, async (tx) => {
    const [unlocked] = await tx.select().from(teamInvites).where(eq(teamInvites.id, inviteId))
    if (!unlocked || unlocked.inviteeId !== viewerId) throw notFound('inviteNotFound')
    // Lock order everywhere: team, then member, then invite.
    const team = await lockTeam(tx, unlocked.teamId)
    if (!team) throw notFound('inviteNotFound')
    const viewer = await lockUser(tx, viewerId)
    const [invite] = await tx.select().from(teamInvites).where(eq(teamInvites.id, inviteId)).for('update')
    if (!viewer || !invite || invite.status !== 'pending') throw conflict('inviteClosed')
    if (viewer.teamId !== null) throw conflict('alreadyInTeam')
    await assertRoomInTeam(tx, team.id, 'teamFullToJoin')
    const joined = await tx
      .update(users)
      .set({ teamId: team.id })
      .where(and(eq(users.id, viewerId), isNull(users.teamId)))
      .returning({ id: users.id })
    if (joined.length === 0) throw conflict('alreadyInTeam')
    await tx.update(teamInvites).set({ status: 'accepted', answeredAt: new Date() }).where(eq(teamInvites.id, inviteId))
    await lapseInvitesOf(tx, viewerId)
    return teamView(tx, team, { ...viewer, teamId: team.id })
  })
}

export async function rejectTeamInvite(db: Db, viewerId: number, inviteId: number) {
  const rejected = await db
    .update(teamInvites)
    .set({ status: 'rejected', answeredAt: new Date() })
    .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.inviteeId, viewerId), eq(teamInvites.status, 'pending')))
    .returning({ id: teamInvites.id })
  if (rejected.length > 0) return
  const [invite] = await db.select().from(teamInvites).where(eq(teamInvites.id, inviteId))
  if (!invite || invite.inviteeId !== viewerId) throw notFound('inviteNotFound')
  throw conflict('inviteClosed')
}

export async function transferLeadership(db: Db, actor: UserRow, teamId: number, newLeaderId: number): Promise<Team> {
  return inTransaction(db, async (tx) => {
    const team = await lockTeam(tx, teamId)
    if (!team) throw notFound('teamNotFound')
    if (!isLeaderOrAdmin(team, actor)) throw forbidden('leaderOrAdminOnly')
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, newLeaderId), eq(users.teamId, teamId)))
    if (!member) throw notFound('memberNotInTeam')
    if (team.leaderId === newLeaderId) throw conflict('alreadyLeader')
    const [updated] = await tx.update(teams).set({ leaderId: newLeaderId }).where(eq(teams.id, teamId)).returning()
    if (actsAsAdmin(team, actor)) {
      // The member who loses the lead is the one whose standing the admin changed.
      await recordAudit(tx, {
        action: 'team.hand-lead',
        actorId: actor.id,
        subjectId: team.leaderId,
        target: team.name,
        targetId: team.id,
        before: { leader: await usernameOf(tx, team.leaderId) },
        after: { leader: await usernameOf(tx, newLeaderId) },
        names: { 'before.leader': team.leaderId, 'after.leader': newLeaderId },
      })
    }
    return teamView(tx, updated!, await freshUser(tx, actor.id))
  })
}

/**
 * Removes a member (leader or admin), or lets a member leave. The leader leaves only after
 * handing the lead on, unless they are the last member: then the team is deleted, so a team
 * with members always has exactly one leader. Returns null when the team was deleted.
 */
export async function removeMember(db: Db, actor: UserRow, teamId: number, memberId: number): Promise<Team | null> {
  return inTransaction(db, async (tx) => {
    const team = await lockTeam(tx, teamId)
    if (!team) throw notFound('teamNotFound')
    if (memberId !== actor.id && !isLeaderOrAdmin(team, actor)) throw forbidden('leaderOrAdminOnly')
    const member = await lockUser(tx, memberId)
    if (!member || member.teamId !== teamId) throw notFound('memberNotInTeam')
    const removesLeader = team.leaderId === memberId
    if (removesLeader && (await countMembers(tx, teamId)) > 1) throw conflict('transferLeadBeforeLeaving')
    // An admin leaving a team they are in is a member leaving, not an admin's action.
    if (memberId !== actor.id && actsAsAdmin(team, actor)) {
      await recordAudit(tx, {
        action: 'team.remove-member',
        actorId: actor.id,
        subjectId: memberId,
        target: team.name,
        targetId: team.id,
        before: { team: team.name },
        after: { team: null },
      })
    }
    if (removesLeader) {
      await tx.delete(teams).where(eq(teams.id, teamId))
      return null
    }
    await tx
      .update(users)
      .set({ teamId: null })
      .where(and(eq(users.id, memberId), eq(users.teamId, teamId)))
    return teamView(tx, team, await freshUser(tx, actor.id))
  })
}

/**
 * Deletes a team (leader or admin). Its members become teamless; its invites go with it. A deletion
 * from the admin panel is an admin's action even when the admin leads the team.
 */
export async function deleteTeam(db: Db, actor: UserRow, teamId: number, options: { adminPanel?: boolean } = {}) {
  await inTransaction(db, async (tx) => {
    const team = await lockTeam(tx, teamId)
    if (!team) throw notFound('teamNotFound')
    if (!isLeaderOrAdmin(team, actor)) throw forbidden('leaderOrAdminDeletesTeam')
    if (options.adminPanel || actsAsAdmin(team, actor)) {
      await recordAudit(tx, {
        action: 'team.delete',
        actorId: actor.id,
        target: team.name,
        targetId: team.id,
        before: {
          name: team.name,
          leader: await usernameOf(tx, team.leaderId),
          members: await countMembers(tx, teamId),
        },
        names: { 'before.leader': team.leaderId },
      })
    }
    await tx.delete(teams).where(eq(teams.id, teamId))
  })
}

/** Every team for the admin list, with its all-time total from the team leaderboard. */
export async function listAllTeams(db: DbOrTx, today: string): Promise<AdminTeam[]> {
  const [all, board] = await Promise.all([
    db
      .select()
      .from(teams)
      .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)),
    getTeamBoard(db, { period: 'all', today }),
  ])
  const members = await listMembers(
    db,
    all.map((team) => team.id),
  )
  const totals = new Map(board.map((row) => [row.teamId, row.teamTotal]))
  return all.map((team) => {
    const own = members.filter((member) => member.teamId === team.id)
    return {
      id: team.id,
      name: team.name,
      leaderId: team.leaderId,
      members: own.map(({ id, username }) => ({ id, username, isLeader: id === team.leaderId })),
      totalMembers: own.length,
      teamTotal: totals.get(team.id) ?? 0,
    }
  })
}
