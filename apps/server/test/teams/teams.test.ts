import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamInvites, teams } from '../../src/db/schema/index.ts'
import { updateSettings } from '../../src/modules/settings/settings.service.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addInvite, addMember, addMembers, addTeam, befriend, memberCount, teamOf } from '../helpers/members.ts'

describe('teams', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function inviteStatus(id: number) {
    const [row] = await t.db.select().from(teamInvites).where(eq(teamInvites.id, id))
    return row?.status ?? 'deleted'
  }

  it('creates a team led by its creator, shown as my team', async () => {
    const leader = await addMember(t.db)
    expect((await t.request('GET', '/api/teams/me', { cookie: leader.cookie })).status).toBe(204)
    const created = await t.request('POST', '/api/teams', { cookie: leader.cookie, body: { name: '  Early Birds ' } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Early Birds',
      leaderId: leader.user.id,
      maxTeamMembers: 10,
      members: [{ id: leader.user.id, isLeader: true, phoneNumber: leader.user.phoneNumber }],
      currentUser: { id: leader.user.id, isLeader: true, isAdmin: false, isMember: true },
    })
    const mine = await t.request('GET', '/api/teams/me', { cookie: leader.cookie })
    expect(mine.status).toBe(200)
    expect(mine.body.id).toBe(created.body.id)
  })

  it('refuses a blank name, a second team, and a name taken in any case', async () => {
    const [a, b] = await addMembers(t.db, 2)
    const blank = await t.request('POST', '/api/teams', { cookie: a!.cookie, body: { name: '   ' } })
    expect(blank.status).toBe(400)
    expect(blank.body.error).toMatch(/Team name is required/)
    expect((await t.request('POST', '/api/teams', { cookie: a!.cookie, body: {} })).status).toBe(400)
    expect((await t.request('POST', '/api/teams', { cookie: a!.cookie, body: { name: 'Striders' } })).status).toBe(201)
    const second = await t.request('POST', '/api/teams', { cookie: a!.cookie, body: { name: 'Other' } })
    expect(second.status).toBe(409)
    expect(second.body.error).toBe('You are already in a team')
    const taken = await t.request('POST', '/api/teams', { cookie: b!.cookie, body: { name: 'STRIDERS' } })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe('A team with this name already exists')
    expect(await teamOf(t.db, b!.user.id)).toBeNull()
  })

  it('invites friends without a team; the invitee accepts and other invites lapse', async () => {
    const [leader, friend, stranger, otherLeader] = await addMembers(t.db, 4)
    const team = await addTeam(t.db, leader!.user)
    const other = await addTeam(t.db, otherLeader!.user)
    await befriend(t.db, leader!.user.id, friend!.user.id)
    await befriend(t.db, otherLeader!.user.id, friend!.user.id)

    const notFriend = await t.request('POST', `/api/teams/${team.id}/invite/${stranger!.user.id}`, {
      cookie: leader!.cookie,
    })
    expect(notFriend.status).toBe(409)
    expect(notFriend.body.error).toBe('Only friends can be invited')

    const invited = await t.request('POST', `/api/teams/${team.id}/invite/${friend!.user.id}`, {
      cookie: leader!.cookie,
    })
    expect(invited.status).toBe(201)
    expect(invited.body).toMatchObject({
      status: 'pending',
      team: { id: team.id, name: team.name, members: [{ id: leader!.user.id }] },
      sender: { username: leader!.user.username },
      invitee: { id: friend!.user.id },
    })
    expect(invited.body.team.members[0]).not.toHaveProperty('phoneNumber')
    const duplicate = await t.request('POST', `/api/teams/${team.id}/invite/${friend!.user.id}`, {
      cookie: leader!.cookie,
    })
    expect(duplicate.status).toBe(409)
    const otherInvite = await t.request('POST', `/api/teams/${other.id}/invite/${friend!.user.id}`, {
      cookie: otherLeader!.cookie,
    })
    expect(otherInvite.status).toBe(201)

    const received = await t.request('GET', '/api/teams/invites/me', { cookie: friend!.cookie })
    expect(received.body.map((invite: { id: number }) => invite.id).sort()).toEqual(
      [invited.body.id, otherInvite.body.id].sort(),
    )
    const sent = await t.request('GET', `/api/teams/${team.id}/invites`, { cookie: leader!.cookie })
    expect(sent.body).toEqual({ sent: [expect.objectContaining({ id: invited.body.id })], received: [] })

    const accepted = await t.request('POST', `/api/teams/invites/${invited.body.id}/accept`, { cookie: friend!.cookie })
    expect(accepted.status).toBe(200)
    expect(accepted.body.members.map((m: { id: number }) => m.id).sort()).toEqual(
      [leader!.user.id, friend!.user.id].sort(),
    )
    expect(accepted.body.currentUser).toMatchObject({ id: friend!.user.id, isLeader: false, isMember: true })
    expect(await inviteStatus(otherInvite.body.id)).toBe('lapsed')
    const afterJoin = await t.request('GET', `/api/teams/${team.id}/invites`, { cookie: leader!.cookie })
    expect(afterJoin.body).toEqual({ sent: [], received: [] })
    expect((await t.request('GET', '/api/teams/invites/me', { cookie: friend!.cookie })).body).toEqual([])
    const late = await t.request('POST', `/api/teams/invites/${otherInvite.body.id}/accept`, { cookie: friend!.cookie })
    expect(late.status).toBe(409)
    expect(await teamOf(t.db, friend!.user.id)).toBe(team.id)

    const inTeam = await t.request('POST', `/api/teams/${other.id}/invite/${friend!.user.id}`, {
      cookie: otherLeader!.cookie,
    })
    expect(inTeam.status).toBe(409)
    expect(inTeam.body.error).toBe('This member is already in a team')
  })

  it('lets only the leader or an admin invite; an admin may invite any member without a team', async () => {
    const [leader, member, friendOfMember, loner] = await addMembers(t.db, 4)
    const admin = await addMember(t.db, { admin: true })
    const team = await addTeam(t.db, leader!.user, [member!.user])
    await befriend(t.db, member!.user.id, friendOfMember!.user.id)
    const byMember = await t.request('POST', `/api/teams/${team.id}/invite/${friendOfMember!.user.id}`, {
      cookie: member!.cookie,
    })
    expect(byMember.status).toBe(403)
    const byAdmin = await t.request('POST', `/api/teams/${team.id}/invite/${loner!.user.id}`, { cookie: admin.cookie })
    expect(byAdmin.status).toBe(201)
    expect(
      (await t.request('POST', `/api/teams/999999/invite/${loner!.user.id}`, { cookie: admin.cookie })).status,
    ).toBe(404)
  })

  it('refuses invites to a full team and accepts into a full team', async () => {
    await updateSettings(t.db, { maxTeamMembers: 2 })
    try {
      const [leader, a, b] = await addMembers(t.db, 3)
      const team = await addTeam(t.db, leader!.user)
      await befriend(t.db, leader!.user.id, a!.user.id)
      await befriend(t.db, leader!.user.id, b!.user.id)
      const first = await t.request('POST', `/api/teams/${team.id}/invite/${a!.user.id}`, { cookie: leader!.cookie })
      const second = await t.request('POST', `/api/teams/${team.id}/invite/${b!.user.id}`, { cookie: leader!.cookie })
      expect([first.status, second.status]).toEqual([201, 201])
      expect(
        (await t.request('POST', `/api/teams/invites/${first.body.id}/accept`, { cookie: a!.cookie })).status,
      ).toBe(200)
      const full = await t.request('POST', `/api/teams/invites/${second.body.id}/accept`, { cookie: b!.cookie })
      expect(full.status).toBe(409)
      expect(full.body.error).toBe('This team is full')
      const c = await addMember(t.db)
      await befriend(t.db, leader!.user.id, c.user.id)
      const inviteFull = await t.request('POST', `/api/teams/${team.id}/invite/${c.user.id}`, {
        cookie: leader!.cookie,
      })
      expect(inviteFull.status).toBe(409)
      expect(inviteFull.body.error).toBe('Team is full. Cannot invite more members.')
      expect(await memberCount(t.db, team.id)).toBe(2)
    } finally {
      await updateSettings(t.db, { maxTeamMembers: 10 })
    }
  })

  it('rejects invites; only the invitee can answer', async () => {
    const [leader, friend, stranger] = await addMembers(t.db, 3)
    const team = await addTeam(t.db, leader!.user)
    const invite = await addInvite(t.db, team.id, leader!.user.id, friend!.user.id)
    expect(
      (await t.request('POST', `/api/teams/invites/${invite.id}/reject`, { cookie: stranger!.cookie })).status,
    ).toBe(404)
    expect(
      (await t.request('POST', `/api/teams/invites/${invite.id}/accept`, { cookie: stranger!.cookie })).status,
    ).toBe(404)
    expect((await t.request('POST', `/api/teams/invites/${invite.id}/reject`, { cookie: friend!.cookie })).status).toBe(
      204,
    )
    expect(await inviteStatus(invite.id)).toBe('rejected')
    expect((await t.request('POST', `/api/teams/invites/${invite.id}/accept`, { cookie: friend!.cookie })).status).toBe(
      409,
    )
    expect((await t.request('POST', `/api/teams/invites/${invite.id}/reject`, { cookie: friend!.cookie })).status).toBe(
      409,
    )
  })

  it('shows team detail to members and admins only', async () => {
    const [leader, member, outsider] = await addMembers(t.db, 3)
    const admin = await addMember(t.db, { admin: true })
    const team = await addTeam(t.db, leader!.user, [member!.user])
    const asMember = await t.request('GET', `/api/teams/${team.id}`, { cookie: member!.cookie })
    expect(asMember.status).toBe(200)
    expect(asMember.body.members).toHaveLength(2)
    expect(asMember.body.members.find((m: { id: number }) => m.id === leader!.user.id)).toMatchObject({
      isLeader: true,
      phoneNumber: leader!.user.phoneNumber,
    })
    const asAdmin = await t.request('GET', `/api/teams/${team.id}`, { cookie: admin.cookie })
    expect(asAdmin.body.currentUser).toEqual({ id: admin.user.id, isLeader: false, isAdmin: true, isMember: false })
    expect((await t.request('GET', `/api/teams/${team.id}`, { cookie: outsider!.cookie })).status).toBe(403)
    expect((await t.request('GET', `/api/teams/${team.id}/invites`, { cookie: outsider!.cookie })).status).toBe(403)
    expect((await t.request('GET', '/api/teams/999999', { cookie: admin.cookie })).status).toBe(404)
  })

  it('transfers leadership to a member only', async () => {
    const [leader, member, outsider] = await addMembers(t.db, 3)
    const team = await addTeam(t.db, leader!.user, [member!.user])
    const toOutsider = await t.request('POST', `/api/teams/${team.id}/transfer-leader/${outsider!.user.id}`, {
      cookie: leader!.cookie,
    })
    expect(toOutsider.status).toBe(404)
    const byMember = await t.request('POST', `/api/teams/${team.id}/transfer-leader/${member!.user.id}`, {
      cookie: member!.cookie,
    })
    expect(byMember.status).toBe(403)
    const moved = await t.request('POST', `/api/teams/${team.id}/transfer-leader/${member!.user.id}`, {
      cookie: leader!.cookie,
    })
    expect(moved.status).toBe(200)
    expect(moved.body.leaderId).toBe(member!.user.id)
    expect(moved.body.currentUser).toMatchObject({ id: leader!.user.id, isLeader: false })
    expect(moved.body.members.filter((m: { isLeader: boolean }) => m.isLeader)).toHaveLength(1)
    const oldLeader = await t.request('POST', `/api/teams/${team.id}/transfer-leader/${leader!.user.id}`, {
      cookie: leader!.cookie,
    })
    expect(oldLeader.status).toBe(403)
  })

  it('removes members, lets members leave, and keeps the leader until the lead is handed on', async () => {
    const [leader, a, b] = await addMembers(t.db, 3)
    const team = await addTeam(t.db, leader!.user, [a!.user, b!.user])
    expect(
      (await t.request('DELETE', `/api/teams/${team.id}/remove/${b!.user.id}`, { cookie: a!.cookie })).status,
    ).toBe(403)
    const removed = await t.request('DELETE', `/api/teams/${team.id}/remove/${b!.user.id}`, { cookie: leader!.cookie })
    expect(removed.status).toBe(200)
    expect(removed.body.members.map((m: { id: number }) => m.id)).not.toContain(b!.user.id)
    expect(await teamOf(t.db, b!.user.id)).toBeNull()
    expect(
      (await t.request('DELETE', `/api/teams/${team.id}/remove/${b!.user.id}`, { cookie: leader!.cookie })).status,
    ).toBe(404)

    const leaderLeaves = await t.request('DELETE', `/api/teams/${team.id}/remove/${leader!.user.id}`, {
      cookie: leader!.cookie,
    })
    expect(leaderLeaves.status).toBe(409)
    expect(leaderLeaves.body.error).toBe('Transfer the leadership before leaving the team')

    const left = await t.request('DELETE', `/api/teams/${team.id}/remove/${a!.user.id}`, { cookie: a!.cookie })
    expect(left.status).toBe(200)
    expect(left.body.currentUser).toMatchObject({ id: a!.user.id, isMember: false })
    const pending = await addInvite(t.db, team.id, leader!.user.id, b!.user.id)
    const lastLeaves = await t.request('DELETE', `/api/teams/${team.id}/remove/${leader!.user.id}`, {
      cookie: leader!.cookie,
    })
    expect(lastLeaves.status).toBe(204)
    expect(await t.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([])
    expect(await teamOf(t.db, leader!.user.id)).toBeNull()
    expect(await inviteStatus(pending.id)).toBe('deleted')
  })

  it('deletes a team by its leader or an admin; members become teamless and invites lapse', async () => {
    const [leader, member, invitee, other] = await addMembers(t.db, 4)
    const admin = await addMember(t.db, { admin: true })
    const team = await addTeam(t.db, leader!.user, [member!.user])
    const invite = await addInvite(t.db, team.id, leader!.user.id, invitee!.user.id)
    expect((await t.request('DELETE', `/api/teams/${team.id}`, { cookie: member!.cookie })).status).toBe(403)
    expect((await t.request('DELETE', `/api/teams/${team.id}`, { cookie: other!.cookie })).status).toBe(403)
    expect((await t.request('DELETE', `/api/teams/${team.id}`, { cookie: leader!.cookie })).status).toBe(204)
    expect(await teamOf(t.db, member!.user.id)).toBeNull()
    expect(await inviteStatus(invite.id)).toBe('deleted')
    expect((await t.request('GET', '/api/teams/invites/me', { cookie: invitee!.cookie })).body).toEqual([])

    const second = await addTeam(t.db, other!.user)
    expect((await t.request('DELETE', `/api/teams/${second.id}`, { cookie: admin.cookie })).status).toBe(204)
    expect((await t.request('DELETE', `/api/teams/${second.id}`, { cookie: admin.cookie })).status).toBe(404)
  })

  it('reads the team size limit and lets only admins change it', async () => {
    const member = await addMember(t.db)
    const admin = await addMember(t.db, { admin: true })
    expect((await t.request('GET', '/api/teams/config')).status).toBe(401)
    expect((await t.request('GET', '/api/teams/config', { cookie: member.cookie })).body).toEqual({
      maxTeamMembers: 10,
    })
    expect(
      (await t.request('POST', '/api/teams/config', { cookie: member.cookie, body: { maxTeamMembers: 5 } })).status,
    ).toBe(403)
    for (const maxTeamMembers of [1, 2.5, '5', null]) {
      const bad = await t.request('POST', '/api/teams/config', { cookie: admin.cookie, body: { maxTeamMembers } })
      expect(bad.status).toBe(400)
      expect(bad.body.error).toMatch(/maxTeamMembers/)
    }
    const saved = await t.request('POST', '/api/teams/config', { cookie: admin.cookie, body: { maxTeamMembers: 2 } })
    expect(saved.body).toEqual({ maxTeamMembers: 2 })
    expect((await t.request('GET', '/api/teams/config', { cookie: member.cookie })).body).toEqual({ maxTeamMembers: 2 })
    await t.request('POST', '/api/teams/config', { cookie: admin.cookie, body: { maxTeamMembers: 10 } })
  })

  it('lists every team for admins with members and totals, and deletes any', async () => {
    const [leader, member] = await addMembers(t.db, 2)
    const admin = await addMember(t.db, { admin: true })
    const team = await addTeam(t.db, leader!.user, [member!.user], 'Admin Listed')
    expect((await t.request('GET', '/api/admin/teams', { cookie: leader!.cookie })).status).toBe(403)
    const list = await t.request('GET', '/api/admin/teams', { cookie: admin.cookie })
    expect(list.status).toBe(200)
    expect(list.body.find((row: { id: number }) => row.id === team.id)).toEqual({
      id: team.id,
      name: 'Admin Listed',
      leaderId: leader!.user.id,
      members: expect.arrayContaining([
        { id: leader!.user.id, username: leader!.user.username, isLeader: true },
        { id: member!.user.id, username: member!.user.username, isLeader: false },
      ]),
      totalMembers: 2,
      teamTotal: 0,
    })
    expect((await t.request('DELETE', `/api/admin/teams/${team.id}`, { cookie: leader!.cookie })).status).toBe(403)
    expect((await t.request('DELETE', `/api/admin/teams/${team.id}`, { cookie: admin.cookie })).status).toBe(204)
    expect(await teamOf(t.db, leader!.user.id)).toBeNull()
    expect((await t.request('DELETE', `/api/admin/teams/${team.id}`, { cookie: admin.cookie })).status).toBe(404)
  })
})
