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
      next: { key: string; kind: string; progress: number; threshold: number }[]
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
    expect(await awardAchievements(t.db, [member.user.id], { timeZone: 'UTC' })).toEqual({
      awarded: 0,
      redated: 0,
      revoked: 0,
    })
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
    expect(kept.rows).toEqual([{ revoked_reason: 'admin-changed-day' }])
    const { takenBack } = (await t.request('GET', '/api/me/achievements', { cookie: member.cookie })).body as {
      takenBack: { key: string; earnedOn: string; reason: string }[]
    }
    expect(takenBack).toContainEqual(
      expect.objectContaining({ key: 'best-day-20000', earnedOn: addDays(today, -2), reason: 'admin-changed-day' }),
    )
  })

  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
  const told = (member: Member) =>
    rowsOf<{ params: { earned: string[]; revoked: string[]; from: string | null; byAdmin: boolean } }>(
      sql`select params from notification_outbox where user_id = ${member.user.id} and kind = 'achievements' order by id`,
    )

  it('carries on from the stored progress when only later days change, and works everything out again when an earlier one does', async () => {
    const member = await addMember(t.db)
    const days = Array.from({ length: 40 }, (_, index) => ({
      userId: member.user.id,
      date: addDays(today, -45 + index),
      steps: 6_000,
    }))
    await t.app.scores.recordSteps(t.db, 'manual', days)
    await t.app.achievements.awardPending()
    const [stored] = await rowsOf<{ through: string }>(
      sql`select to_char(through, 'YYYY-MM-DD') as through from achievement_progress where user_id = ${member.user.id}`,
    )
    expect(stored?.through).toBe(addDays(today, -13))
    expect(await earned(member)).toHaveProperty('lifetime-100000')
    expect(await earned(member)).not.toHaveProperty('lifetime-10000000')

    // Marked progress, to see which way the next run goes: carrying on from it shows the mark.
    await t.db.execute(sql`
      update achievement_progress set state = jsonb_set(state, '{lifetime}', '9999000')
      where user_id = ${member.user.id}`)
    await enter(member, today, 6_500)
    await t.app.achievements.awardPending()
    expect((await earned(member))['lifetime-10000000']).toBe(addDays(today, -12))

    // A change before the stored progress: every day is read again, and the marked award goes.
    await t.app.scores.recordSteps(t.db, 'manual', [
      { userId: member.user.id, date: addDays(today, -30), steps: 6_100 },
    ])
    await t.app.achievements.awardPending()
    expect(await earned(member)).not.toHaveProperty('lifetime-10000000')
    const { awardAchievements } = await import('../../src/modules/achievements/index.ts')
    expect(await awardAchievements(t.db, [member.user.id], { timeZone: 'UTC' })).toEqual({
      awarded: 0,
      redated: 0,
      revoked: 0,
    })
  })

  it('tells the member what they earned, and what an admin’s correction took back and why', async () => {
    const member = await addMember(t.db)
    await t.app.achievements.awardPending()
    await enter(member, addDays(today, -2), 19_500)
    await t.app.achievements.awardPending()
    const [first] = await told(member)
    expect(first?.params.earned).toEqual(expect.arrayContaining(['first-steps', 'best-day-15000']))
    expect(first?.params.revoked).toEqual([])

    const corrected = await t.request('PUT', `/api/admin/members/${member.user.id}/days/${addDays(today, -2)}`, {
      cookie: admin.cookie,
      body: { steps: 12_000, reason: 'Counted twice' },
    })
    expect(corrected.status, corrected.text).toBe(200)
    await t.app.achievements.awardPending()
    const [, second] = await told(member)
    expect(second?.params).toMatchObject({
      earned: [],
      revoked: ['best-day-15000'],
      from: addDays(today, -2),
      byAdmin: true,
    })
    const { writeNotification } = await import('../../src/modules/notifications/words.ts')
    const written = writeNotification('achievements', second!.params, {
      username: 'Ana',
      language: 'en',
      timeZone: 'UTC',
    })
    expect(written.title).toBe('15,000 steps in a day was taken back')
    expect(written.paragraphs.join(' ')).toContain('An admin voided or corrected your steps of')
  })

  it('counts days on the goal by the goal the member set, from the day they set it, within the admin’s range', async () => {
    const member = await addMember(t.db)
    const goal = async () => (await t.request('GET', '/api/me/goal', { cookie: member.cookie })).body
    expect(await goal()).toEqual({
      goal: 10_000,
      own: false,
      suggested: null,
      warmUpDays: 0,
      min: 2_000,
      max: 30_000,
      history: [{ from: addDays(today, -364), goal: 10_000 }],
    })

    const tooHigh = await t.request('PUT', '/api/me/goal', { cookie: member.cookie, body: { goal: 45_000 } })
    expect(tooHigh.status).toBe(400)
    expect(tooHigh.body).toMatchObject({ key: 'goalOutOfRange', params: { min: 2_000, max: 30_000 } })
    const notWhole = await t.request('PUT', '/api/me/goal', { cookie: member.cookie, body: { goal: 7_500.5 } })
    expect(notWhole.status).toBe(400)

    await t.app.scores.recordSteps(
      t.db,
      'manual',
      Array.from({ length: 8 }, (_, index) => ({
        userId: member.user.id,
        date: addDays(today, index - 8),
        steps: 8_010,
      })),
    )
    expect(await goal()).toMatchObject({ suggested: 9_000, warmUpDays: 7 })
    const set = await t.request('PUT', '/api/me/goal', { cookie: member.cookie, body: { goal: 8_000 } })
    expect(set.status, set.text).toBe(200)
    expect(set.body).toMatchObject({ goal: 8_000, own: true })
    await enter(member, today, 8_200)
    await t.app.achievements.awardPending()
    // Yesterday's 8,010 missed the usual 10,000; today's 8,200 makes the new goal of 8,000.
    const { next } = await mine(member)
    expect(next.find((achievement) => achievement.kind === 'streak')).toMatchObject({ progress: 1 })
  })

  it('keeps what was earned under earlier rules, and takes back only what the changed days had earned', async () => {
    const member = await addMember(t.db)
    await enter(member, addDays(today, -5), 12_100)
    await enter(member, addDays(today, -1), 12_200)
    await t.app.achievements.awardPending()
    // An achievement of an older catalogue, which today's rules would not give these days.
    await t.db.execute(sql`
      insert into member_achievements (user_id, key, earned_on) values (${member.user.id}, 'best-day-50000', ${addDays(today, -5)})`)
    const { awardAchievements } = await import('../../src/modules/achievements/index.ts')
    // A run after a change of the rules takes nothing back.
    expect(await awardAchievements(t.db, [member.user.id], { keep: true, timeZone: 'UTC' })).toMatchObject({
      revoked: 0,
    })
    // A later day changing does not touch what earlier days earned.
    await enter(member, addDays(today, -1), 9_000)
    await t.app.achievements.awardPending()
    expect(await earned(member)).toHaveProperty('best-day-50000', addDays(today, -5))
    // A change to the day it is dated on, or before, works it out again: it goes.
    await enter(member, addDays(today, -5), 12_000)
    await t.app.achievements.awardPending()
    expect(await earned(member)).not.toHaveProperty('best-day-50000')
  })

  it('answers only a logged-in member', async () => {
    expect((await t.request('GET', '/api/me/achievements')).status).toBe(401)
  })
})
