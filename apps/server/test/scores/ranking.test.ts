import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { ingest, setSensorId } from '../helpers/scores-fixtures.ts'

interface Scored {
  userId: number
  username: string
  total: number
}

/**
 * The board as an organiser reads it: total descending, then name, then id; a member's rank is 1
 * plus the members with a higher total (1, 2, 2, 4).
 */
function expectedBoard(members: Scored[]) {
  const sorted = [...members].sort(
    (a, b) =>
      b.total - a.total || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0) || a.userId - b.userId,
  )
  return sorted.map((member) => ({
    ...member,
    rank: 1 + members.filter((other) => other.total > member.total).length,
  }))
}

/**
 * The leaderboard the database serves, page by page, equals the ranking rule applied to the same
 * scores: many ties, members without scores, any window.
 */
describe('leaderboard ranking against the rule', () => {
  let t: TestApp
  let cookie: string
  const people: { id: number; username: string; sensor: string; cookie: string }[] = []
  // Usernames collide on purpose (ties fall back to the id) and sort differently by case.
  const names = ['amy', 'Amy', 'bo', 'bo', 'Cy', 'dee', 'Eli', 'fay', 'gus', 'Hal', 'ivy', 'jo']

  beforeAll(async () => {
    t = await createTestApp()
    for (const [index, username] of names.entries()) {
      const member = await t.signUp({ username })
      cookie ??= member.cookie
      await setSensorId(t, member.user.id, `r-${index}`)
      people.push({ id: member.user.id, username, sensor: `r-${index}`, cookie: member.cookie })
    }
  })
  afterAll(() => t.close())

  it('ranks, orders and pages as the rule says', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Small step values make ties likely; null leaves the member without a positive total.
        fc.array(fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }), {
          minLength: names.length,
          maxLength: names.length,
        }),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 0, max: 13 }),
        async (steps, limit, offset) => {
          await ingest(
            t,
            people.map((p, i) => ({ sensorUserId: p.sensor, date: '2026-05-05', steps: (steps[i] ?? 0) * 1000 })),
          )
          const expected = expectedBoard(
            people.map((p, i) => ({ userId: p.id, username: p.username, total: (steps[i] ?? 0) * 1000 })),
          )
          const response = await t.request('GET', `/api/scores/users?limit=${limit}&offset=${offset}`, { cookie })
          expect(response.status).toBe(200)
          expect(response.body.total).toBe(names.length)
          expect(response.body.users.map((u: any) => [u.rank, u.user.id, u.total])).toEqual(
            expected.slice(offset, offset + limit).map((e) => [e.rank, e.userId, e.total]),
          )
        },
      ),
      { numRuns: 25 },
    )
  })

  it("answers around=me with the rows around the viewer's own, the viewer in the middle, cut from the same board", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), {
          minLength: names.length,
          maxLength: names.length,
        }),
        fc.integer({ min: 1, max: 9 }),
        async (steps, limit) => {
          await ingest(
            t,
            people.map((p, i) => ({ sensorUserId: p.sensor, date: '2026-05-05', steps: (steps[i] ?? 0) * 1000 })),
          )
          const expected = expectedBoard(
            people.map((p, i) => ({ userId: p.id, username: p.username, total: (steps[i] ?? 0) * 1000 })),
          )
          for (const person of people) {
            const place = expected.findIndex((row) => row.userId === person.id)
            const offset = Math.max(0, Math.min(place - Math.floor((limit - 1) / 2), names.length - limit))
            const response = await t.request('GET', `/api/scores/users?around=me&limit=${limit}`, {
              cookie: person.cookie,
            })
            expect(response.status).toBe(200)
            expect(response.body.offset).toBe(offset)
            expect(response.body.users.map((u: any) => [u.rank, u.user.id, u.total])).toEqual(
              expected.slice(offset, offset + limit).map((e) => [e.rank, e.userId, e.total]),
            )
            expect(response.body.users.some((u: any) => u.user.id === person.id)).toBe(true)
          }
        },
      ),
      { numRuns: 8 },
    )
  })

  it('refuses any other around', async () => {
    const response = await t.request('GET', '/api/scores/users?around=you', { cookie })
    expect([response.status, response.body.key]).toEqual([400, 'aroundInvalid'])
  })
})
