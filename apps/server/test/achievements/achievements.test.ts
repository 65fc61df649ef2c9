import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, type Member } from '../helpers/members.ts'

describe('achievements', () => {
  let t: TestApp
  let admin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
  })
  afterAll(() => t.close())

  const enter = async (member: Member, date: string, steps: number) => {
    const response = await t.request('POST', '/api/scores', { cookie: member.cookie, body: { date, steps } })
    expect(response.status, response.text).toBe(200)
  }
  const mine = async (member: Member) => {
    const response = await t.request('GET', '/api/me/achievements', { cookie: member.cookie })
    expect(response.status, response.text).toBe(200)
    return response.body as {
      level: number
      points: number
      earned: { key: string; earnedOn: string }[]
      next: { key: string; progress: number; threshold: number }[]
    }
  }
  const earned = async (member: Member) =>
    Object.fromEntries((await mine(member)).earned.map((achievement) => [achievement.key, achievement.earnedOn]))

  it('awards a streak from typed days, dated on the day that earned it, and awarding again changes nothing', async () => {
    const member = await addMember(t.db)
    expect((await mine(member)).earned).toEqual([])
    for (const [back, steps] of [
      [2, 12_345],
      [1, 12_456],
      [0, 12_567],
    ] as const) {
      await enter(member, addDays(today, -back), steps)
    }
    await t.app.achievements.awardPending()
    expect(await earned(member)).toMatchObject({
      'first-steps': addDays(today, -2),
      'best-day-10000': addDays(today, -2),
      'streak-3': today,
    })
    const { next, level, points } = await mine(member)
    expect(next.find((achievement) => achievement.key === 'streak-7')).toMatchObject({ progress: 3, threshold: 7 })
    expect(next.find((achievement) => achievement.key === 'lifetime-100000')).toMatchObject({ progress: 37_368 })
    expect(level).toBe(Math.floor(points / 100) + 1)

    const stored = async () =>
      (
        (await t.db.execute(
          sql`select key, awarded_at from member_achievements where user_id = ${member.user.id} order by key`,
        )) as unknown as { rows: unknown[] }
      ).rows
    const before = await stored()
    await t.app.achievements.awardPending()
    const { awardAchievements } = await import('../../src/modules/achievements/index.ts')
    expect(await awardAchievements(t.db, [member.user.id])).toEqual({ awarded: 0, redated: 0, revoked: 0 })
    expect(await stored()).toEqual(before)
  })

  it('dates an achievement in the past when older days arrive, and within a day that is waiting for review earns nothing', async () => {
    const member = await addMember(t.db)
    await enter(member, addDays(today, -1), 16_123)
    await t.app.achievements.awardPending()
    expect((await earned(member))['best-day-15000']).toBe(addDays(today, -1))
    // An older day arrives (as an import of last month would, here an admin's count of the day).
    const older = await t.request('PUT', `/api/admin/members/${member.user.id}/days/${addDays(today, -25)}`, {
      cookie: admin.cookie,
      body: { steps: 15_521, reason: 'Paper log from the walk' },
    })
    expect(older.status, older.text).toBe(200)
    await t.app.achievements.awardPending()
    expect((await earned(member))['best-day-15000']).toBe(addDays(today, -25))

    // A day above the cap is flagged and waits for an admin: it earns nothing until approved.
    await enter(member, addDays(today, -3), 25_321)
    await t.app.achievements.awardPending()
    expect(await earned(member)).not.toHaveProperty('best-day-20000')
    const approved = await t.request('POST', `/api/admin/review/${member.user.id}/${addDays(today, -3)}`, {
      cookie: admin.cookie,
      body: { decision: 'approve' },
    })
    expect(approved.status, approved.text).toBe(200)
    await t.app.achievements.awardPending()
    expect((await earned(member))['best-day-20000']).toBe(addDays(today, -3))
  })

  it('takes an achievement back with the reason when an admin corrects the day that earned it, and keeps the row', async () => {
    const member = await addMember(t.db)
    await enter(member, addDays(today, -1), 9_123)
    await enter(member, addDays(today, -2), 25_321)
    await t.request('POST', `/api/admin/review/${member.user.id}/${addDays(today, -2)}`, {
      cookie: admin.cookie,
      body: { decision: 'approve' },
    })
    await t.app.achievements.awardPending()
    expect(await earned(member)).toHaveProperty('best-day-20000')

    const corrected = await t.request('PUT', `/api/admin/members/${member.user.id}/days/${addDays(today, -2)}`, {
      cookie: admin.cookie,
      body: { steps: 4_321, reason: 'Counted twice' },
    })
    expect(corrected.status, corrected.text).toBe(200)
    await t.app.achievements.awardPending()
    const now = await earned(member)
    expect(now).not.toHaveProperty('best-day-20000')
    expect(now['first-steps']).toBe(addDays(today, -2))
    const kept = (await t.db.execute(
      sql`select revoked_reason from member_achievements where user_id = ${member.user.id} and key = 'best-day-20000'`,
    )) as unknown as { rows: { revoked_reason: string }[] }
    expect(kept.rows).toEqual([{ revoked_reason: 'days-changed' }])
  })

  it('answers only a logged-in member', async () => {
    expect((await t.request('GET', '/api/me/achievements')).status).toBe(401)
  })
})
