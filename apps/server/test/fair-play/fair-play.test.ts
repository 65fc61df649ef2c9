import { DEFAULT_STEP_CAPS } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, httpCall, type Member } from '../helpers/members.ts'
import { totalsDrift } from '../helpers/scores-fixtures.ts'

const count = async (t: TestApp, query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n)

describe('fair play', () => {
  let t: TestApp
  let admin: Member
  let otherAdmin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
    otherAdmin = await addMember(t.db, { admin: true, prefix: 'Admin' })
  })
  afterAll(() => t.close())

  const setRules = async (body: Record<string, unknown>) => {
    const response = await t.request('PUT', '/api/admin/fair-play', { cookie: admin.cookie, body })
    expect(response.status, response.text).toBe(200)
    return response.body
  }
  const enter = (member: Member, date: string, steps: number) =>
    t.request('POST', '/api/scores', { cookie: member.cookie, body: { date, steps } })
  const historyDay = async (member: Member, date: string) =>
    (await t.request('GET', '/api/scores/history', { cookie: member.cookie })).body.find(
      (day: { date: string }) => day.date === date,
    )
  const boardSteps = async (member: Member) => {
    const board = await t.request('GET', '/api/scores/users?limit=500', { cookie: member.cookie })
    return board.body.users.find((row: { user: { id: number } }) => row.user.id === member.user.id)?.steps as number
  }
  const review = (by: Member, member: Member, date: string, body: Record<string, unknown>) =>
    t.request('POST', `/api/admin/review/${member.user.id}/${date}`, { cookie: by.cookie, body })

  it('members read the rules; only admins change them, with checked values', async () => {
    const member = await addMember(t.db)
    const read = await t.request('GET', '/api/fair-play', { cookie: member.cookie })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ stepCaps: DEFAULT_STEP_CAPS, holdFlaggedDays: false, activityEnabled: false })
    expect(
      (await t.request('PUT', '/api/admin/fair-play', { cookie: member.cookie, body: { holdFlaggedDays: true } }))
        .status,
    ).toBe(403)
    const bad: [unknown, string][] = [
      [{ stepCaps: { ...DEFAULT_STEP_CAPS, manual: 0 } }, 'capInvalid'],
      [{ stepCaps: { manual: 5000 } }, 'capInvalid'],
      [{ outlierMultiple: 1 }, 'outlierMultipleInvalid'],
      [{ outlierMultiple: 2.25 }, 'outlierMultipleInvalid'],
      [{ outlierFloor: 500 }, 'outlierFloorInvalid'],
      [{ holdFlaggedDays: 'yes' }, 'holdFlaggedDaysInvalid'],
      [{}, 'nothingToUpdate'],
    ]
    for (const [body, key] of bad) {
      const response = await t.request('PUT', '/api/admin/fair-play', { cookie: admin.cookie, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.key ?? response.body.error, JSON.stringify(body)).toMatch(
        new RegExp(key === 'capInvalid' ? 'cap|Caps' : key),
      )
    }
  })

  it('caps a typed day, flags it, and lets it count until reviewed or hold it, as the admin chooses', async () => {
    const member = await addMember(t.db)
    const date = addDays(today, -1)
    const entered = await enter(member, date, 25_000)
    expect(entered.status).toBe(200)
    expect(entered.body).toMatchObject({ steps: 20_000, flags: ['cap', 'round'], review: 'pending', held: false })
    expect(await boardSteps(member)).toBe(20_000)

    await setRules({ holdFlaggedDays: true })
    expect(await historyDay(member, date)).toMatchObject({ steps: 0, held: true, review: 'pending' })
    expect(await boardSteps(member)).toBe(0)

    await setRules({ holdFlaggedDays: false })
    expect(await historyDay(member, date)).toMatchObject({ steps: 20_000, held: false })
    expect(await totalsDrift(t)).toEqual([])
  })

  it('a lower cap counts every day again: the days above it are capped and flagged', async () => {
    const member = await addMember(t.db)
    await enter(member, addDays(today, -2), 14_321)
    await setRules({ stepCaps: { ...DEFAULT_STEP_CAPS, manual: 12_000 } })
    expect(await historyDay(member, addDays(today, -2))).toMatchObject({ steps: 12_000, flags: ['cap'] })
    await setRules({ stepCaps: DEFAULT_STEP_CAPS })
    expect(await historyDay(member, addDays(today, -2))).toMatchObject({ steps: 14_321, flags: [], review: null })
    expect(await totalsDrift(t)).toEqual([])
  })

  it('lists flagged days oldest first with their sources and the days before; approving and voiding move the boards and competitions once', async () => {
    await setRules({ holdFlaggedDays: true })
    const member = await addMember(t.db, { prefix: 'Queue' })
    const competition = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Fair walk',
        startDate: addDays(today, -7),
        endDate: today,
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(competition.status, competition.text).toBe(201)
    // A competition board answers its last build while the next one builds (decision 112): the
    // change shows a build later, so its checks poll.
    const competitionSteps = async () => {
      const board = await t.request('GET', `/api/competitions/${competition.body.id}/board`, { cookie: member.cookie })
      return board.body.me.score as number
    }
    for (const back of [6, 5]) await enter(member, addDays(today, -back), 4_321)
    await enter(member, addDays(today, -4), 30_000)
    await enter(member, addDays(today, -3), 12_000)
    await expect.poll(competitionSteps).toBe(2 * 4_321)

    const queue = await t.request('GET', `/api/admin/review?userId=${member.user.id}`, { cookie: admin.cookie })
    expect(queue.status).toBe(200)
    expect(queue.body.total).toBe(2)
    expect(queue.body.days.map((day: { date: string }) => day.date)).toEqual([addDays(today, -4), addDays(today, -3)])
    expect(queue.body.days[0]).toMatchObject({
      userId: member.user.id,
      steps: 0,
      held: true,
      flags: ['cap', 'round'],
      sources: [{ source: 'manual', steps: 30_000 }],
      recent: [
        { date: addDays(today, -6), steps: 4_321 },
        { date: addDays(today, -5), steps: 4_321 },
      ],
    })
    expect((await t.request('GET', '/api/admin/review', { cookie: member.cookie })).status).toBe(403)

    const approved = await review(admin, member, addDays(today, -4), { decision: 'approve' })
    expect(approved.status, approved.text).toBe(200)
    expect(approved.body).toMatchObject({ steps: 20_000, review: 'approved', held: false })
    await expect.poll(competitionSteps).toBe(2 * 4_321 + 20_000)

    const noReason = await review(admin, member, addDays(today, -3), { decision: 'void' })
    expect(noReason.status).toBe(400)
    const voided = await review(admin, member, addDays(today, -3), { decision: 'void', reason: 'Typed by a friend' })
    expect(voided.status).toBe(200)
    expect(voided.body).toMatchObject({ steps: 0, review: 'voided', note: 'Typed by a friend' })
    expect(await historyDay(member, addDays(today, -3))).toMatchObject({ review: 'voided', note: 'Typed by a friend' })

    // Decided once: the same decision again changes nothing.
    const again = await review(otherAdmin, member, addDays(today, -4), { decision: 'void', reason: 'Late' })
    expect(again.status).toBe(409)
    expect(again.body.key).toBe('dayAlreadyReviewed')
    expect((await review(admin, member, addDays(today, -6), { decision: 'approve' })).body.key).toBe('dayNotFlagged')
    expect(await boardSteps(member)).toBe(2 * 4_321 + 20_000)
    await expect.poll(competitionSteps).toBe(2 * 4_321 + 20_000)
    expect(await totalsDrift(t)).toEqual([])
    const actions = await t.db.execute(
      sql`select action from audit_log where subject_id = ${member.user.id} order by id`,
    )
    expect((actions as unknown as { rows: { action: string }[] }).rows.map((row) => row.action)).toEqual([
      'day.approve',
      'day.void',
    ])
    await setRules({ holdFlaggedDays: false })
  })

  it('two admins deciding on the same day at the same moment: one decision counts, once', async () => {
    await setRules({ holdFlaggedDays: true })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const members = await addMembers(t.db, 4, { prefix: 'Race' })
      const date = addDays(today, -1)
      for (const member of members) await enter(member, date, 40_000)
      const answers = await Promise.all(
        members.flatMap((member) => [
          httpCall(address, 'POST', `/api/admin/review/${member.user.id}/${date}`, admin.cookie, {
            decision: 'approve',
          }),
          httpCall(address, 'POST', `/api/admin/review/${member.user.id}/${date}`, otherAdmin.cookie, {
            decision: 'void',
            reason: 'Shaken phone',
          }),
        ]),
      )
      for (const [index, member] of members.entries()) {
        const pair = answers.slice(index * 2, index * 2 + 2)
        expect(pair.map((answer) => answer.status).sort()).toEqual([200, 409])
        const winner = pair.find((answer) => answer.status === 200)!.body
        expect(winner.steps).toBe(winner.review === 'approved' ? 20_000 : 0)
        expect(await boardSteps(member)).toBe(winner.steps)
        const ids = sql.raw(String(member.user.id))
        expect(await count(t, sql`select count(*)::int as n from day_reviews where user_id = ${ids}`)).toBe(1)
        expect(await count(t, sql`select count(*)::int as n from audit_log where subject_id = ${ids}`)).toBe(1)
      }
      expect(await totalsDrift(t)).toEqual([])
    } finally {
      await setRules({ holdFlaggedDays: false })
    }
  })

  it("decides many of one member's days at once, and leaves the days decided before", async () => {
    const member = await addMember(t.db, { prefix: 'Bulk' })
    const dates = [addDays(today, -3), addDays(today, -2), addDays(today, -1)]
    for (const date of dates) await enter(member, date, 15_000)
    await review(admin, member, dates[0]!, { decision: 'approve' })
    const bulk = await t.request('POST', `/api/admin/review/${member.user.id}`, {
      cookie: admin.cookie,
      body: { decision: 'void', reason: 'Not walked', dates },
    })
    expect(bulk.status, bulk.text).toBe(200)
    expect(bulk.body).toEqual({ reviewed: 2 })
    expect((await historyDay(member, dates[0]!)).review).toBe('approved')
    expect((await historyDay(member, dates[2]!)).steps).toBe(0)
    expect(await boardSteps(member)).toBe(15_000)
    const none = await t.request('POST', `/api/admin/review/${member.user.id}`, {
      cookie: admin.cookie,
      body: { decision: 'approve', dates },
    })
    expect(none.body).toEqual({ reviewed: 0 })
    expect(await totalsDrift(t)).toEqual([])
  })

  it("an admin's correction outranks every source, up to 30 days back, and the member sees its reason", async () => {
    const member = await addMember(t.db, { prefix: 'Fixed' })
    const date = addDays(today, -2)
    await enter(member, date, 7_000)
    const put = (day: string, body: unknown) =>
      t.request('PUT', `/api/admin/members/${member.user.id}/days/${day}`, { cookie: admin.cookie, body })
    const corrected = await put(date, { steps: 5_500, reason: 'Counted the bus ride' })
    expect(corrected.status, corrected.text).toBe(200)
    expect(corrected.body).toMatchObject({
      steps: 5_500,
      source: 'correction',
      note: 'Counted the bus ride',
      sources: [
        { source: 'correction', steps: 5_500 },
        { source: 'manual', steps: 7_000 },
      ],
    })
    // A later entry by the member does not move it.
    await enter(member, date, 9_000)
    expect(await historyDay(member, date)).toMatchObject({ steps: 5_500, source: 'correction' })
    expect(await boardSteps(member)).toBe(5_500)

    expect((await put(addDays(today, -30), { steps: 100, reason: 'Oldest day' })).status).toBe(200)
    expect((await put(addDays(today, -31), { steps: 100, reason: 'Too old' })).body.key).toBe('correctionDaysBack')
    expect((await put(addDays(today, 1), { steps: 100, reason: 'Future' })).body.key).toBe('correctionFuture')
    expect((await put(date, { steps: 100, reason: ' ' })).status).toBe(400)
    expect((await put(date, { steps: 100 })).status).toBe(400)
    expect(
      (
        await t.request('PUT', `/api/admin/members/999999/days/${date}`, {
          cookie: admin.cookie,
          body: { steps: 1, reason: 'x' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await t.request('PUT', `/api/admin/members/${member.user.id}/days/${date}`, {
          cookie: member.cookie,
          body: { steps: 1, reason: 'x' },
        })
      ).status,
    ).toBe(403)

    const removed = await put(date, { steps: null, reason: 'Bus ride was a walk after all' })
    expect(removed.body).toMatchObject({ steps: 9_000, source: 'manual', note: null })
    const entries = await count(
      t,
      sql`select count(*)::int as n from audit_log where action = 'day.correct' and subject_id = ${member.user.id}`,
    )
    expect(entries).toBe(3)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('converts minutes of an activity to steps by the rates, within its own cap, as a source of its own', async () => {
    const member = await addMember(t.db, { prefix: 'Cyclist' })
    const date = addDays(today, -1)
    const record = (body: Record<string, unknown>) =>
      t.request('POST', '/api/activities', { cookie: member.cookie, body: { date, ...body } })
    expect((await record({ activity: 'cycling', intensity: 'moderate', minutes: 30 })).body.key).toBe(
      'activityConverterOff',
    )

    await setRules({ activityEnabled: true })
    await enter(member, date, 4_000)
    const cycled = await record({ activity: 'cycling', intensity: 'moderate', minutes: 30 })
    expect(cycled.status, cycled.text).toBe(201)
    expect(cycled.body).toMatchObject({ date, activity: 'cycling', intensity: 'moderate', minutes: 30, steps: 3_000 })
    expect(await historyDay(member, date)).toMatchObject({
      steps: 7_000,
      source: 'manual',
      sources: [
        { source: 'manual', steps: 4_000 },
        { source: 'activity', steps: 3_000 },
      ],
    })
    // Five at once: each sums the others' entries.
    await Promise.all(Array.from({ length: 5 }, () => record({ activity: 'yoga', intensity: 'light', minutes: 10 })))
    expect((await historyDay(member, date)).steps).toBe(4_000 + 3_000 + 5 * 400)
    // 500 minutes of vigorous swimming are 80,000 steps; the activity cap keeps 20,000.
    const long = await record({ activity: 'swimming', intensity: 'vigorous', minutes: 500 })
    expect(long.body.steps).toBe(80_000)
    expect(await historyDay(member, date)).toMatchObject({ steps: 24_000, flags: ['cap'] })

    const list = await t.request('GET', '/api/activities', { cookie: member.cookie })
    expect(list.body).toHaveLength(7)
    for (const entry of list.body.slice(0, 6)) {
      expect((await t.request('DELETE', `/api/activities/${entry.id}`, { cookie: member.cookie })).status).toBe(204)
    }
    expect(await historyDay(member, date)).toMatchObject({ steps: 7_000, flags: [] })
    const stranger = await addMember(t.db)
    expect((await t.request('DELETE', `/api/activities/${list.body[6].id}`, { cookie: stranger.cookie })).status).toBe(
      404,
    )
    expect((await record({ activity: 'walking', intensity: 'moderate', minutes: 30 })).body.key).toBe('activityInvalid')
    expect((await record({ activity: 'cycling', intensity: 'moderate', minutes: 601 })).status).toBe(400)
    expect(
      (
        await t.request('POST', '/api/activities', {
          cookie: member.cookie,
          body: { date: addDays(today, -8), activity: 'cycling', intensity: 'light', minutes: 5 },
        })
      ).body.key,
    ).toBe('activityEntryDaysBack')
    expect(await totalsDrift(t)).toEqual([])
    await setRules({ activityEnabled: false })
  })
})
