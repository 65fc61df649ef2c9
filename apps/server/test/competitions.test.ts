import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../src/lib/days.ts'
import { createTestApp, type TestApp } from './helpers/app.ts'

describe('competitions', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signUp']>>
  const today = todayIn('UTC')
  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ admin: true })
  })
  afterAll(() => t.close())

  it('creates one and shows its boards', async () => {
    const member = await t.signUp()
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'October walk',
        startDate: addDays(today, -3),
        endDate: addDays(today, 3),
        scoring: { individual: 'steps', team: 'average' },
      },
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body).toMatchObject({ status: 'running', graceHours: 72, participation: 'everyone', joined: true })
    await t.request('POST', '/api/scores', { cookie: member.cookie, body: { date: today, steps: 5000 } })
    const board = await t.request('GET', `/api/competitions/${created.body.id}/board`, { cookie: member.cookie })
    expect(board.status, board.text).toBe(200)
    expect(board.body.me).toMatchObject({ rank: 1, score: 5000, steps: 5000 })
    const teams = await t.request('GET', `/api/competitions/${created.body.id}/teams`, { cookie: member.cookie })
    expect(teams.status, teams.text).toBe(200)
    const mine = await t.request('GET', '/api/me/competitions', { cookie: member.cookie })
    expect(mine.body[0]).toMatchObject({ rank: 1, score: 5000 })
    const past = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Last month',
        startDate: addDays(today, -40),
        endDate: addDays(today, -10),
        scoring: { individual: 'daysOnTarget', target: 4000, team: 'sum' },
      },
    })
    expect(past.body.status).toBe('final')
    const rows = await t.db.execute(
      sql`select count(*)::int as n from competition_results where competition_id = ${past.body.id}`,
    )
    expect((rows as any).rows[0].n).toBeGreaterThan(0)
    const csv = await t.request('GET', `/api/competitions/${past.body.id}/export.csv`, { cookie: admin.cookie })
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('board,rank')
  })
})
