import { and, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { friendRequests, friendships, users } from '../../src/db/schema/index.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMembers, befriend, httpCall } from '../helpers/members.ts'

describe('friends', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('sends a request that the receiver sees and accepts, making both friends', async () => {
    const [a, b] = await addMembers(t.db, 2)
    const sent = await t.request('POST', `/api/users/${b!.user.id}/friends`, { cookie: a!.cookie })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ direction: 'sent', status: 'PENDING', user: { id: b!.user.id } })

    const theirs = await t.request('GET', '/api/users/me/requests', { cookie: b!.cookie })
    expect(theirs.body).toEqual([expect.objectContaining({ id: sent.body.id, direction: 'received' })])
    const mine = await t.request('GET', '/api/users/me/requests', { cookie: a!.cookie })
    expect(mine.body).toEqual([expect.objectContaining({ id: sent.body.id, direction: 'sent' })])

    const accepted = await t.request('PATCH', `/api/users/friends/${sent.body.id}`, {
      cookie: b!.cookie,
      body: { status: 'ACCEPTED' },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', direction: 'received', user: { id: a!.user.id } })

    const friendsOfA = await t.request('GET', '/api/users/me/friends', { cookie: a!.cookie })
    expect(friendsOfA.body).toEqual([
      expect.objectContaining({ id: b!.user.id, email: b!.user.email, phoneNumber: b!.user.phoneNumber, teamId: null }),
    ])
    const friendsOfB = await t.request('GET', '/api/users/me/friends', { cookie: b!.cookie })
    expect(friendsOfB.body.map((u: { id: number }) => u.id)).toEqual([a!.user.id])
    expect((await t.request('GET', '/api/users/me/requests', { cookie: b!.cookie })).body).toEqual([])
  })

  it('lets only the receiver answer, and only once', async () => {
    const [a, b, c] = await addMembers(t.db, 3)
    const sent = await t.request('POST', `/api/users/${b!.user.id}/friends`, { cookie: a!.cookie })
    const bySender = await t.request('PATCH', `/api/users/friends/${sent.body.id}`, {
      cookie: a!.cookie,
      body: { status: 'ACCEPTED' },
    })
    expect(bySender.status).toBe(403)
    const byStranger = await t.request('PATCH', `/api/users/friends/${sent.body.id}`, {
      cookie: c!.cookie,
      body: { status: 'ACCEPTED' },
    })
    expect(byStranger.status).toBe(404)
    const rejected = await t.request('PATCH', `/api/users/friends/${sent.body.id}`, {
      cookie: b!.cookie,
      body: { status: 'rejected' },
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.status).toBe('REJECTED')
    const again = await t.request('PATCH', `/api/users/friends/${sent.body.id}`, {
      cookie: b!.cookie,
      body: { status: 'ACCEPTED' },
    })
    expect(again.status).toBe(409)
    expect(await t.db.select().from(friendships).where(eq(friendships.userLowId, a!.user.id))).toEqual([])
    // After a rejection a new request may be sent.
    expect((await t.request('POST', `/api/users/${b!.user.id}/friends`, { cookie: a!.cookie })).status).toBe(201)
  })

  it('validates the answer', async () => {
    const [a, b] = await addMembers(t.db, 2)
    const sent = await t.request('POST', `/api/users/${b!.user.id}/friends`, { cookie: a!.cookie })
    for (const body of [{}, { status: 'MAYBE' }, { status: 3 }]) {
      const response = await t.request('PATCH', `/api/users/friends/${sent.body.id}`, { cookie: b!.cookie, body })
      expect(response.status).toBe(400)
      expect(response.body.error).toMatch(/status/)
    }
    expect((await t.request('PATCH', '/api/users/friends/abc', { cookie: b!.cookie, body: {} })).status).toBe(400)
  })

  it('refuses requests to oneself, to unknown users, duplicates and requests to friends', async () => {
    const [a, b, c] = await addMembers(t.db, 3)
    const self = await t.request('POST', `/api/users/${a!.user.id}/friends`, { cookie: a!.cookie })
    expect(self.status).toBe(400)
    expect(self.body.error).toBe('You cannot send a friend request to yourself')
    expect((await t.request('POST', '/api/users/999999/friends', { cookie: a!.cookie })).status).toBe(404)
    expect((await t.request('POST', `/api/users/${b!.user.id}/friends`, { cookie: a!.cookie })).status).toBe(201)
    const duplicate = await t.request('POST', `/api/users/${b!.user.id}/friends`, { cookie: a!.cookie })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.error).toBe('Friend request already sent')
    await befriend(t.db, a!.user.id, c!.user.id)
    const toFriend = await t.request('POST', `/api/users/${c!.user.id}/friends`, { cookie: a!.cookie })
    expect(toFriend.status).toBe(409)
    expect(toFriend.body.error).toBe('You are already friends')
  })

  it('accepts the other request when the receiver asks back', async () => {
    const [a, b] = await addMembers(t.db, 2)
    const first = await t.request('POST', `/api/users/${b!.user.id}/friends`, { cookie: a!.cookie })
    const back = await t.request('POST', `/api/users/${a!.user.id}/friends`, { cookie: b!.cookie })
    expect(back.status).toBe(200)
    expect(back.body).toMatchObject({ id: first.body.id, status: 'ACCEPTED', direction: 'received' })
    const list = await t.request('GET', '/api/users/me/friends', { cookie: a!.cookie })
    expect(list.body.map((u: { id: number }) => u.id)).toEqual([b!.user.id])
  })

  it('unfriends from either side', async () => {
    const [a, b] = await addMembers(t.db, 2)
    await befriend(t.db, a!.user.id, b!.user.id)
    expect((await t.request('DELETE', `/api/users/me/friends/${a!.user.id}`, { cookie: b!.cookie })).status).toBe(204)
    expect((await t.request('GET', '/api/users/me/friends', { cookie: a!.cookie })).body).toEqual([])
    const again = await t.request('DELETE', `/api/users/me/friends/${a!.user.id}`, { cookie: b!.cookie })
    expect(again.status).toBe(404)
  })

  it('does not show a friend’s sensor id, which only they and admins may see', async () => {
    const [a, b] = await addMembers(t.db, 2)
    await t.db.update(users).set({ sensorUserId: 'friend-band-1' }).where(eq(users.id, b!.user.id))
    await befriend(t.db, a!.user.id, b!.user.id)
    const list = await t.request('GET', '/api/users/me/friends', { cookie: a!.cookie })
    expect(list.body).toEqual([expect.objectContaining({ id: b!.user.id, sensorUserId: null })])
  })

  it('needs a login', async () => {
    expect((await t.request('GET', '/api/users/me/friends')).status).toBe(401)
    expect((await t.request('POST', '/api/users/1/friends')).status).toBe(401)
  })

  it('makes one friendship when both send each other a request at once', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      for (let round = 0; round < 10; round += 1) {
        const [a, b] = await addMembers(t.db, 2)
        const answers = await Promise.all([
          httpCall(address, 'POST', `/api/users/${b!.user.id}/friends`, a!.cookie),
          httpCall(address, 'POST', `/api/users/${a!.user.id}/friends`, b!.cookie),
        ])
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
        const pair = a!.user.id < b!.user.id ? [a!.user.id, b!.user.id] : [b!.user.id, a!.user.id]
        const stored = await t.db
          .select()
          .from(friendships)
          .where(and(eq(friendships.userLowId, pair[0]!), eq(friendships.userHighId, pair[1]!)))
        expect(stored).toHaveLength(1)
        const requests = await t.db
          .select()
          .from(friendRequests)
          .where(or(eq(friendRequests.senderId, a!.user.id), eq(friendRequests.senderId, b!.user.id)))
        expect(requests.map((request) => request.status)).toEqual(['ACCEPTED'])
      }
    } finally {
      await t.app.close()
    }
  })
})
