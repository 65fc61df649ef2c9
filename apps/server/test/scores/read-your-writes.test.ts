import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { googleFitCsv } from '../../../../scripts/health-exports/other-formats.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { multipart } from '../helpers/challenges.ts'
import { daysAgo } from '../helpers/scores-fixtures.ts'

/**
 * Whoever writes steps reads them on the next call: the boards are cached for every viewer, but
 * a write is told to the cache once it has committed, and the member who made it is answered from
 * after it.
 */
describe('reading your own writes', () => {
  let t: TestApp
  let admin: { user: { id: number }; cookie: string }
  let walker: { user: { id: number }; cookie: string }
  let competitionId: number

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ admin: true })
    walker = await t.signUp({ username: 'Walker' })
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Autumn',
        startDate: daysAgo(6),
        endDate: daysAgo(-6),
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status, created.text).toBe(201)
    competitionId = created.body.id
  })
  afterAll(() => t.close())

  /** The walker's score on the competition board, as the viewer with `cookie` reads it. */
  const board = async (cookie: string) =>
    (await t.request('GET', `/api/competitions/${competitionId}/board`, { cookie })).body.users.find(
      (row: { user: { id: number } }) => row.user.id === walker.user.id,
    )?.score
  const card = async (cookie: string) =>
    (await t.request('GET', '/api/me/competitions', { cookie })).body.find(
      (mine: { competition: { id: number } }) => mine.competition.id === competitionId,
    )?.score

  it('the competition board and the My Scores card show an applied import on the first read after it', async () => {
    const typed = await t.request('POST', '/api/scores', {
      cookie: walker.cookie,
      body: { date: daysAgo(1), steps: 3000 },
    })
    expect(typed.status, typed.text).toBe(200)
    // Everyone's boards are built and cached now, with the typed day.
    expect(await board(walker.cookie)).toBe(3000)
    expect(await board(admin.cookie)).toBe(3000)
    expect(await card(walker.cookie)).toBe(3000)

    const fit = googleFitCsv({ firstDate: daysAgo(5), days: 5, seed: 7 })
    const { body, headers } = multipart(Buffer.from(fit.content), { filename: 'fit.csv', contentType: 'text/csv' })
    const created = await t.request('POST', '/api/me/imports', { cookie: walker.cookie, body, headers })
    expect(created.status, created.text).toBe(202)
    await expect
      .poll(
        async () =>
          (await t.request('GET', `/api/me/imports/${created.body.id}`, { cookie: walker.cookie })).body.status,
        { timeout: 60_000, interval: 50 },
      )
      .not.toBe('processing')
    const applied = await t.request('POST', `/api/me/imports/${created.body.id}/apply`, { cookie: walker.cookie })
    expect(applied.status, applied.text).toBe(200)

    // The first reads after the answer.
    const [onBoard, onCard] = [await board(walker.cookie), await card(walker.cookie)]
    const history = (await t.request('GET', '/api/scores/history', { cookie: walker.cookie })).body as {
      date: string
      steps: number
    }[]
    const expected = history.filter((day) => day.date >= daysAgo(6)).reduce((sum, day) => sum + day.steps, 0)
    expect(expected).toBeGreaterThan(3000)
    expect(onBoard).toBe(expected)
    expect(onCard).toBe(expected)
  })

  it("an admin's correction shows on the board the admin reads next", async () => {
    const before = await board(admin.cookie)
    const corrected = await t.request('PUT', `/api/admin/members/${walker.user.id}/days/${daysAgo(1)}`, {
      cookie: admin.cookie,
      body: { steps: 0, reason: 'Typed twice' },
    })
    expect(corrected.status, corrected.text).toBe(200)
    const history = (await t.request('GET', '/api/scores/history', { cookie: walker.cookie })).body as {
      date: string
      steps: number
    }[]
    const expected = history.filter((day) => day.date >= daysAgo(6)).reduce((sum, day) => sum + day.steps, 0)
    expect(expected).not.toBe(before)
    expect(await board(admin.cookie)).toBe(expected)
    expect(await board(walker.cookie)).toBe(expected)
  })
})
