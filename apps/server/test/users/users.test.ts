import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, addTeam, befriend } from '../helpers/members.ts'

describe('finding members and their profiles', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('searches by name, a page of 10 at a time, with the friendship state, never listing the caller', async () => {
    const viewer = await addMember(t.db, { prefix: 'Viewer' })
    const walkers = await addMembers(t.db, 12, { prefix: 'Walker' })
    await befriend(t.db, viewer.user.id, walkers[0]!.user.id)
    await t.request('POST', `/api/users/${walkers[1]!.user.id}/friends`, { cookie: viewer.cookie })
    await t.request('POST', `/api/users/${viewer.user.id}/friends`, { cookie: walkers[2]!.cookie })

    const first = await t.request('GET', '/api/users?search=walker', { cookie: viewer.cookie })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 10 })
    expect(first.body.users).toHaveLength(10)
    const byId = new Map(first.body.users.map((row: { id: number; friendship: string }) => [row.id, row.friendship]))
    expect(byId.get(walkers[0]!.user.id)).toBe('friends')
    expect(byId.get(walkers[1]!.user.id)).toBe('sent')
    expect(byId.get(walkers[2]!.user.id)).toBe('received')
    expect(byId.get(walkers[3]!.user.id)).toBe('none')
    expect(first.body.users[0]).toEqual({
      id: expect.any(Number),
      username: expect.stringMatching(/^Walker/),
      avatarUrl: null,
      teamId: null,
      friendship: expect.any(String),
    })

    const second = await t.request('GET', '/api/users?search=walker&page=2', { cookie: viewer.cookie })
    expect(second.body.users).toHaveLength(2)
    const all = [...first.body.users, ...second.body.users].map((row: { id: number }) => row.id)
    expect(new Set(all).size).toBe(12)

    const everyone = await t.request('GET', '/api/users?pageSize=50', { cookie: viewer.cookie })
    expect(everyone.body.users.map((row: { id: number }) => row.id)).not.toContain(viewer.user.id)
    const none = await t.request('GET', '/api/users?search=nobody-by-this-name', { cookie: viewer.cookie })
    expect(none.body).toEqual({ users: [], total: 0, page: 1, pageSize: 10 })
  })

  it('searches wildcards literally and validates paging', async () => {
    const viewer = await addMember(t.db)
    const percent = await t.request('GET', '/api/users?search=%25', { cookie: viewer.cookie })
    expect(percent.body.total).toBe(0)
    for (const query of ['page=0', 'page=x', 'pageSize=51', 'pageSize=0']) {
      const response = await t.request('GET', `/api/users?${query}`, { cookie: viewer.cookie })
      expect(response.status).toBe(400)
      expect(response.body.error).toMatch(/page/)
    }
    expect((await t.request('GET', '/api/users')).status).toBe(401)
  })

  it('shows email and phone only to friends, teammates, admins and the member themself', async () => {
    const [subject, friend, teammate, stranger] = await addMembers(t.db, 4)
    const admin = await addMember(t.db, { admin: true })
    await befriend(t.db, subject!.user.id, friend!.user.id)
    const team = await addTeam(t.db, subject!.user, [teammate!.user], 'Profile Team')

    const url = `/api/me/friends/${subject!.user.id}`
    const asStranger = await t.request('GET', url, { cookie: stranger!.cookie })
    expect(asStranger.status).toBe(200)
    expect(asStranger.body).toEqual({
      id: subject!.user.id,
      username: subject!.user.username,
      avatarUrl: null,
      isAdmin: false,
      teamId: team.id,
      isFriend: false,
      friendship: 'none',
      team: { id: team.id, name: 'Profile Team' },
      scores: { steps: 0, bonus: 0, total: 0, rank: expect.any(Number) },
    })
    for (const viewer of [friend!, teammate!, admin, subject!]) {
      const response = await t.request('GET', url, { cookie: viewer.cookie })
      expect(response.body).toMatchObject({ email: subject!.user.email, phoneNumber: subject!.user.phoneNumber })
    }
    expect((await t.request('GET', url, { cookie: friend!.cookie })).body.isFriend).toBe(true)
    expect((await t.request('GET', '/api/me/friends/999999', { cookie: stranger!.cookie })).status).toBe(404)
    expect((await t.request('GET', '/api/me/friends/abc', { cookie: stranger!.cookie })).status).toBe(400)
    expect((await t.request('GET', url)).status).toBe(401)
  })

  it('shows the member’s score standing', async () => {
    const [runner, viewer] = await addMembers(t.db, 2)
    const admin = await addMember(t.db, { admin: true })
    const imported = await t.request('POST', '/api/admin/steps/import', {
      cookie: admin.cookie,
      headers: { 'content-type': 'text/csv' },
      body: `email,date,steps\n${runner!.user.email},2026-01-05,12345\n`,
    })
    expect(imported.status).toBe(200)
    const profile = await t.request('GET', `/api/me/friends/${runner!.user.id}`, { cookie: viewer!.cookie })
    expect(profile.body.scores).toMatchObject({ steps: 12345, rank: 1 })
  })
})
