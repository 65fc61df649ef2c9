import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { updateSettings } from '../../src/modules/settings/settings.service.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import {
  addInvite,
  addInvites,
  addMember,
  addMembers,
  addTeam,
  httpCall,
  memberCount,
  teamOf,
} from '../helpers/members.ts'

/** Real parallel HTTP requests against a listening app: every request its own transaction. */
describe('team limits under concurrent requests', () => {
  let t: TestApp
  let address: string
  beforeAll(async () => {
    t = await createTestApp()
    address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it('lets exactly 2 of 20 invitees join a team with 2 free places, 20 times over', async () => {
    await updateSettings(t.db, { maxTeamMembers: 4 })
    for (let round = 0; round < 20; round += 1) {
      const [leader, member] = await addMembers(t.db, 2)
      const team = await addTeam(t.db, leader!.user, [member!.user])
      const invitees = await addMembers(t.db, 20)
      const invites = await addInvites(
        t.db,
        team.id,
        leader!.user.id,
        invitees.map((invitee) => invitee.user.id),
      )

      const answers = await Promise.all(
        invitees.map((invitee, index) =>
          httpCall(address, 'POST', `/api/teams/invites/${invites[index]!.id}/accept`, invitee.cookie),
        ),
      )
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(2)
      expect(statuses.filter((status) => status === 409)).toHaveLength(18)
      expect(await memberCount(t.db, team.id)).toBe(4)
      const joined = await Promise.all(invitees.map((invitee) => teamOf(t.db, invitee.user.id)))
      expect(joined.filter((teamId) => teamId === team.id)).toHaveLength(2)
    }
  })

  it('puts a member invited by 5 teams into exactly one when they accept all at once', async () => {
    await updateSettings(t.db, { maxTeamMembers: 10 })
    for (let round = 0; round < 10; round += 1) {
      const invitee = await addMember(t.db)
      const leaders = await addMembers(t.db, 5)
      const invites = []
      for (const leader of leaders) {
        const team = await addTeam(t.db, leader.user)
        invites.push(await addInvite(t.db, team.id, leader.user.id, invitee.user.id))
      }
      const answers = await Promise.all(
        invites.map((invite) => httpCall(address, 'POST', `/api/teams/invites/${invite.id}/accept`, invitee.cookie)),
      )
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409)).toHaveLength(4)
      const winner = answers.find((answer) => answer.status === 200)!.body.id
      expect(await teamOf(t.db, invitee.user.id)).toBe(winner)
      const open = await httpCall(address, 'GET', '/api/teams/invites/me', invitee.cookie)
      expect(open.body).toEqual([])
    }
  })

  it('never leaves a team without its leader when the leader leaves while being handed the lead', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [leader, member] = await addMembers(t.db, 2)
      const team = await addTeam(t.db, leader!.user, [member!.user])
      await Promise.all([
        httpCall(address, 'POST', `/api/teams/${team.id}/transfer-leader/${member!.user.id}`, leader!.cookie),
        httpCall(address, 'DELETE', `/api/teams/${team.id}/remove/${member!.user.id}`, member!.cookie),
      ])
      const detail = await httpCall(address, 'GET', `/api/teams/${team.id}`, leader!.cookie)
      if (detail.status === 200) {
        // Either the member left first (leader kept) or the lead moved first (member stays as leader).
        const leaders = detail.body.members.filter((m: { isLeader: boolean }) => m.isLeader)
        expect(leaders).toHaveLength(1)
        expect(detail.body.members.map((m: { id: number }) => m.id)).toContain(detail.body.leaderId)
      } else {
        expect(detail.status).toBe(403)
        expect(await teamOf(t.db, leader!.user.id)).toBeNull()
      }
    }
  })

  it('never overfills or breaks a team while invitees accept and its leader deletes it', async () => {
    await updateSettings(t.db, { maxTeamMembers: 3 })
    for (let round = 0; round < 5; round += 1) {
      const leader = await addMember(t.db)
      const team = await addTeam(t.db, leader.user)
      const invitees = await addMembers(t.db, 6)
      const invites = await addInvites(
        t.db,
        team.id,
        leader.user.id,
        invitees.map((invitee) => invitee.user.id),
      )
      const answers = await Promise.all([
        ...invitees.map((invitee, index) =>
          httpCall(address, 'POST', `/api/teams/invites/${invites[index]!.id}/accept`, invitee.cookie),
        ),
        httpCall(address, 'DELETE', `/api/teams/${team.id}`, leader.cookie),
      ])
      expect(answers.every((answer) => answer.status < 500)).toBe(true)
      const count = await memberCount(t.db, team.id)
      expect(count).toBeLessThanOrEqual(3)
    }
  })

  it('creates one team when a member submits the form twice at once, and one per name', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [member, rival] = await addMembers(t.db, 2)
      const twice = await Promise.all([
        httpCall(address, 'POST', '/api/teams', member!.cookie, { name: `Twice ${round}-${member!.user.id}` }),
        httpCall(address, 'POST', '/api/teams', member!.cookie, { name: `Again ${round}-${member!.user.id}` }),
      ])
      expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409])
      const name = `Same Name ${round}-${rival!.user.id}`
      const [other] = await addMembers(t.db, 1)
      const sameName = await Promise.all([
        httpCall(address, 'POST', '/api/teams', rival!.cookie, { name }),
        httpCall(address, 'POST', '/api/teams', other!.cookie, { name: name.toUpperCase() }),
      ])
      expect(sameName.map((answer) => answer.status).sort()).toEqual([201, 409])
      const loser = sameName.find((answer) => answer.status === 409)!
      expect(loser.body.error).toBe('A team with this name already exists')
    }
  })
})
