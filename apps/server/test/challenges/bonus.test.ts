import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app.ts'
import { createChallenge, judge, submitProof } from '../helpers/challenges.ts'

/** The submission date, in the server's TZ (the tests run it in UTC). */
const today = () => new Date().toISOString().slice(0, 10)

describe('challenge points on the leaderboard', () => {
  let t: TestApp
  let admin: { user: { id: number }; cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ username: 'Ada Admin', admin: true })
  })
  afterAll(() => t.close())

  async function bonusToday(cookie: string) {
    const history = await t.request('GET', '/api/scores/history', { cookie })
    expect(history.status).toBe(200)
    const row = (history.body as { date: string; bonus: number }[]).find((r) => r.date === today())
    return row?.bonus ?? 0
  }

  async function board() {
    const response = await t.request('GET', '/api/scores/users', { cookie: admin.cookie })
    expect(response.status).toBe(200)
    return response.body as {
      users: { rank: number; user: { id: number }; bonus: number; total: number }[]
      totals: { bonus: number }
    }
  }

  it('follows approve → approve → reject → approve', async () => {
    const member = await t.signUp({ username: 'Bo Bonus' })
    const challenge = await createChallenge(t, admin.cookie, { points: 40 })
    const proof = await submitProof(t, member.cookie, challenge.id)
    expect(proof.status).toBe(201)
    expect(await bonusToday(member.cookie)).toBe(0)

    const steps: [string, number][] = [
      ['approved', 40],
      ['approved', 40],
      ['rejected', 0],
      ['rejected', 0],
      ['approved', 40],
    ]
    for (const [status, expected] of steps) {
      const response = await judge(t, admin.cookie, challenge.id, proof.body.id, status)
      expect(response.status).toBe(200)
      expect(response.body.status).toBe(status)
      expect(await bonusToday(member.cookie)).toBe(expected)
    }

    // Two challenges approved the same day add up.
    const second = await createChallenge(t, admin.cookie, { points: 7 })
    const secondProof = await submitProof(t, member.cookie, second.id)
    await judge(t, admin.cookie, second.id, secondProof.body.id, 'approved')
    expect(await bonusToday(member.cookie)).toBe(47)
  })

  it('re-syncs approved bonus when an admin changes the points', async () => {
    const member = await t.signUp({ username: 'Pat Points' })
    const challenge = await createChallenge(t, admin.cookie, { points: 20 })
    const proof = await submitProof(t, member.cookie, challenge.id)
    await judge(t, admin.cookie, challenge.id, proof.body.id, 'approved')
    expect(await bonusToday(member.cookie)).toBe(20)

    const edited = await t.request('PATCH', `/api/challenges/${challenge.id}`, {
      cookie: admin.cookie,
      body: { points: 35 },
    })
    expect(edited.status).toBe(200)
    expect(await bonusToday(member.cookie)).toBe(35)

    await judge(t, admin.cookie, challenge.id, proof.body.id, 'rejected')
    expect(await bonusToday(member.cookie)).toBe(0)
  })

  it('adds the points once when an admin approves twice at the same moment', async () => {
    const member = await t.signUp({ username: 'Cy Concurrent' })
    const challenge = await createChallenge(t, admin.cookie, { points: 25 })
    const proof = await submitProof(t, member.cookie, challenge.id)

    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address() as { port: number }
    const url = `http://127.0.0.1:${address.port}/api/challenges/${challenge.id}/completions/${proof.body.id}`
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(url, {
          method: 'PATCH',
          headers: { cookie: admin.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'approved' }),
        }),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await bonusToday(member.cookie)).toBe(25)
  })

  it('keeps the bonus equal to the current points when an edit races the approvals', async () => {
    const members = await Promise.all([1, 2, 3, 4].map((n) => t.signUp({ username: `Racer ${n}` })))
    const challenge = await createChallenge(t, admin.cookie, { points: 10 })
    const proofs = await Promise.all(members.map((m) => submitProof(t, m.cookie, challenge.id)))

    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/challenges/${challenge.id}`
    const patch = (url: string, body: unknown) =>
      fetch(url, {
        method: 'PATCH',
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const responses = await Promise.all([
      ...proofs.map((proof) => patch(`${base}/completions/${proof.body.id}`, { status: 'approved' })),
      patch(base, { points: 60 }),
    ])
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    for (const member of members) expect(await bonusToday(member.cookie)).toBe(60)
  })

  it('restores the board when a challenge is deleted', async () => {
    const runner = await t.signUp({ username: 'Ria Runner' })
    const climber = await t.signUp({ username: 'Cole Climber' })
    const before = await board()
    const rankOf = (b: Awaited<ReturnType<typeof board>>, id: number) => b.users.find((u) => u.user.id === id)

    const challenge = await createChallenge(t, admin.cookie, { points: 500 })
    const proof = await submitProof(t, climber.cookie, challenge.id)
    const pending = await submitProof(t, runner.cookie, challenge.id)
    await judge(t, admin.cookie, challenge.id, proof.body.id, 'approved')
    expect(pending.status).toBe(201)

    const during = await board()
    expect(rankOf(during, climber.user.id)).toMatchObject({ rank: 1, bonus: 500, total: 500 })
    expect(during.totals.bonus).toBe(before.totals.bonus + 500)

    expect((await t.request('DELETE', `/api/challenges/${challenge.id}`, { cookie: admin.cookie })).status).toBe(204)
    const after = await board()
    expect(after.totals).toEqual(before.totals)
    expect(rankOf(after, climber.user.id)).toMatchObject({ bonus: 0, total: 0 })
    expect(rankOf(after, runner.user.id)).toMatchObject({ bonus: 0, total: 0 })
    expect(await bonusToday(climber.cookie)).toBe(0)
  })
})
