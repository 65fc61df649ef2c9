import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { daysAgo, ingest, setSensorId } from '../helpers/scores-fixtures.ts'

describe('GET /api/admin/members/{id}/days', () => {
  let t: TestApp
  let admin: string
  let member: { user: { id: number }; cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    admin = (await t.signUp({ username: 'Admin', admin: true })).cookie
    member = await t.signUp({ username: 'Noa' })
    await setSensorId(t, member.user.id, 'band-noa')
  })
  afterAll(() => t.close())

  it("answers the member's days with their sources, newest first, as the member sees them", async () => {
    const [older, newer] = [daysAgo(3), daysAgo(1)]
    await t.request('POST', '/api/scores', { cookie: member.cookie, body: { date: older, steps: 4000 } })
    await t.request('POST', '/api/scores', { cookie: member.cookie, body: { date: newer, steps: 9000 } })
    await ingest(t, [{ sensorUserId: 'band-noa', date: newer, steps: 6000 }])

    const response = await t.request('GET', `/api/admin/members/${member.user.id}/days`, { cookie: admin })
    expect(response.status).toBe(200)
    expect(response.body).toEqual([
      {
        date: newer,
        steps: 6000,
        bonus: 0,
        total: 6000,
        source: 'wearable',
        sources: [
          { source: 'wearable', steps: 6000 },
          { source: 'manual', steps: 9000 },
        ],
        importFormat: null,
        flags: [],
        review: null,
        held: false,
        note: null,
      },
      {
        date: older,
        steps: 4000,
        bonus: 0,
        total: 4000,
        source: 'manual',
        sources: [{ source: 'manual', steps: 4000 }],
        importFormat: null,
        flags: [],
        review: null,
        held: false,
        note: null,
      },
    ])
    const own = await t.request('GET', '/api/scores/history', { cookie: member.cookie })
    expect(response.body).toEqual(own.body)
  })

  it('answers an empty list for a member without days', async () => {
    const quiet = await t.signUp({ username: 'Quiet' })
    const response = await t.request('GET', `/api/admin/members/${quiet.user.id}/days`, { cookie: admin })
    expect(response.status).toBe(200)
    expect(response.body).toEqual([])
  })

  it('is for admins only', async () => {
    const url = `/api/admin/members/${member.user.id}/days`
    expect((await t.request('GET', url)).status).toBe(401)
    expect((await t.request('GET', url, { cookie: member.cookie })).status).toBe(403)
  })

  it('answers 404 for an unknown member', async () => {
    const response = await t.request('GET', '/api/admin/members/999999/days', { cookie: admin })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ key: 'userNotFound' })
  })
})
