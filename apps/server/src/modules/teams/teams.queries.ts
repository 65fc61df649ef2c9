import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { TeamInvite } from '@stepup/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client.ts'
import { teamInvites, teams, users } from '../../db/schema/index.ts'

/**
 * Locks the team row. Every change to a team's membership takes this lock first, so member
 * counts read after it stay true until the transaction commits.
 */
export async function lockTeam(db: DbOrTx, teamId: number) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).for('no key update')
  return team ?? null
}

export async function lockUser(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('no key update')
  return user ?? null
}

/** Locks members in id order, the order every change of several members takes, so two never wait on each other. */
export async function lockUsers(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return []
  return db.select().from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)).for('no key update')
}

export async function countMembers(db: DbOrTx, teamId: number) {
  const [row] = await db.select({ members: count() }).from(users).where(eq(users.teamId, teamId))
  return row?.members ?? 0
}

export async function listMembers(db: DbOrTx, teamIds: number[]) {
  if (teamIds.length === 0) return []
  return db
    .select({
      id: users.id,
      teamId: users.teamId,
      username: users.username,
      avatarUrl: users.avatarUrl,
      phoneNumber: users.phoneNumber,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(inArray(users.teamId, teamIds))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
}

const sender = alias(users, 'sender')
const invitee = alias(users, 'invitee')

/** Invites with their team, sender and invitee; `where` picks which ones, newest first. */
export async function loadInvites(db: DbOrTx, where: ReturnType<typeof and>): Promise<TeamInvite[]> {
  const rows = await db
    .select({
      invite: teamInvites,
      team: { id: teams.id, name: teams.name },
      sender: { id: sender.id, username: sender.username },
      invitee: { id: invitee.id, username: invitee.username, avatarUrl: invitee.avatarUrl },
    })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .innerJoin(sender, eq(sender.id, teamInvites.senderId))
    .innerJoin(invitee, eq(invitee.id, teamInvites.inviteeId))
    .where(where)
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id))
  const members = await listMembers(db, [...new Set(rows.map((row) => row.team.id))])
  return rows.map((row) => ({
    id: row.invite.id,
    status: row.invite.status,
    createdAt: row.invite.createdAt.toISOString(),
    team: {
      ...row.team,
      members: members
        .filter((member) => member.teamId === row.team.id)
        .map(({ id, username, avatarUrl }) => ({ id, username, avatarUrl })),
    },
    sender: row.sender,
    invitee: row.invitee,
  }))
}

export const pendingInvitesOf = (inviteeId: number) =>
  and(eq(teamInvites.inviteeId, inviteeId), eq(teamInvites.status, 'pending'))

export const pendingInvitesOfTeam = (teamId: number) =>
  and(eq(teamInvites.teamId, teamId), eq(teamInvites.status, 'pending'))
