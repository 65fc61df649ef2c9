import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../src/db/transaction.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers } from '../helpers/members.ts'

describe('GET /api/me/competitions', () => {
  let t: TestApp
  const today = todayIn('UTC')
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function setSteps(userId: number, steps: number) {
    await inTransaction(t.db, (tx) => t.app.scores.recordSteps(tx, 'manual', [{ userId, date: today, steps }]))
  }

  it('names the nearest member with a higher score and what it takes to pass them', async () => {
    const admin = await addMember(t.db, { admin: true })
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Autumn walk',
        startDate: addDays(today, -1),
        endDate: addDays(today, 5),
        participation: 'opt-in',
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status, created.text).toBe(201)
    const [leader, tiedA, tiedB, last] = await addMembers(t.db, 4, { prefix: 'Walker' })
    const steps = [9_000, 6_500, 6_500, 5_260]
    for (const [index, member] of [leader, tiedA, tiedB, last].entries()) {
      const joined = await t.request('POST', `/api/competitions/${created.body.id}/participants/me`, {
        cookie: member!.cookie,
      })
      expect(joined.status, joined.text).toBeLessThan(300)
      await setSteps(member!.user.id, steps[index]!)
    }

    const mine = async (cookie: string) => {
      const response = await t.request('GET', '/api/me/competitions', { cookie })
      expect(response.status).toBe(200)
      return response.body.find((entry: { competition: { id: number } }) => entry.competition.id === created.body.id)
    }
    expect(await mine(last!.cookie)).toMatchObject({
      rank: 4,
      score: 5_260,
      next: { score: 6_500, toPass: 1_241, user: { username: expect.stringMatching(/^Walker /) } },
    })
    // A member tied with another passes the next one with a higher score, not the one beside them.
    expect((await mine(tiedB!.cookie)).next).toEqual({
      user: { id: leader!.user.id, username: leader!.user.username },
      score: 9_000,
      toPass: 2_501,
    })
    expect((await mine(leader!.cookie)).next).toBeNull()
  })
})
