import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayRequests, users } from '../../src/db/schema/index.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { createChallenge, submitProof } from '../helpers/challenges.ts'
import { addMember, addMembers, type Member } from '../helpers/members.ts'

describe('GET /api/admin/todo', () => {
  let t: TestApp
  let admin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
  })
  afterAll(() => t.close())

  const todo = async () => {
    const response = await t.request('GET', '/api/admin/todo', { cookie: admin.cookie })
    expect(response.status, response.text).toBe(200)
    return response.body
  }
  const connectPhone = async (member: Member) => {
    const { token } = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body
    const pushed = await t.request('POST', '/api/push/steps', {
      headers: { authorization: `Bearer ${token}` },
      noOrigin: true,
      body: {
        timestamp: new Date().toISOString(),
        app_version: '1.9.13',
        steps: [
          {
            count: 3200,
            start_time: `${today}T08:00:00Z`,
            end_time: `${today}T08:30:00Z`,
            metadata: {
              data_origin: 'com.google.android.apps.fitness',
              recording_method: 'automatically_recorded',
              device: { manufacturer: 'Google', model: 'Pixel 8', type: 2 },
            },
          },
        ],
      },
    })
    expect(pushed.body).toEqual({ accepted: 1 })
  }

  it('is for admins only', async () => {
    const member = await addMember(t.db)
    expect((await t.request('GET', '/api/admin/todo')).status).toBe(401)
    expect((await t.request('GET', '/api/admin/todo', { cookie: member.cookie })).status).toBe(403)
  })

  it('counts what waits, each as the page that handles it counts it, and changes nothing', async () => {
    const before = await todo()
    expect(before).toMatchObject({ daysToReview: 0, proofsToJudge: 0, challengesToJudge: [], dayRequests: 0 })

    const [typist, walker, sleeper, gone] = await addMembers(t.db, 4, { prefix: 'Todo' })
    // A typed day above the cap is flagged for review.
    const typed = await t.request('POST', '/api/scores', {
      cookie: typist!.cookie,
      body: { date: addDays(today, -1), steps: 25_000 },
    })
    expect(typed.body.flags).toContain('cap')

    // Two proofs wait on one challenge, one on another.
    const walk = await createChallenge(t, admin.cookie, { name: 'Walk to work' })
    const stairs = await createChallenge(t, admin.cookie, { name: 'Stairs only' })
    expect((await submitProof(t, typist!.cookie, walk.id)).status).toBe(201)
    expect((await submitProof(t, walker!.cookie, walk.id)).status).toBe(201)
    expect((await submitProof(t, walker!.cookie, stairs.id)).status).toBe(201)

    // One open request, one already dismissed.
    await t.db.insert(dayRequests).values([
      { userId: typist!.user.id, day: addDays(today, -2), note: 'My watch was charging' },
      {
        userId: walker!.user.id,
        day: addDays(today, -2),
        note: 'Forgot my phone',
        resolution: 'dismissed',
        resolvedAt: new Date(),
        resolvedBy: admin.user.id,
      },
    ])

    await connectPhone(walker!)
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone!.user.id))

    const after = await todo()
    expect(after).toEqual({
      daysToReview: 1,
      proofsToJudge: 3,
      challengesToJudge: [
        { id: walk.id, name: 'Walk to work', pending: 2 },
        { id: stairs.id, name: 'Stairs only', pending: 1 },
      ],
      dayRequests: 1,
      // The typist and the sleeper have no phone app that synced; the deactivated member is not waited for.
      neverSynced: before.neverSynced + 2,
    })
    expect(sleeper).toBeDefined()

    // The same numbers the pages it links to show.
    const queue = await t.request('GET', '/api/admin/review?limit=1', { cookie: admin.cookie })
    expect(queue.body.total, queue.text).toBe(after.daysToReview)
    const unsynced = await t.request('GET', '/api/admin/members?status=active&connection=none&limit=1', {
      cookie: admin.cookie,
    })
    expect(unsynced.body.total).toBe(after.neverSynced)

    // Reading it again answers the same: a read never writes.
    expect(await todo()).toEqual(after)
  })
})
