import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, type Member } from '../helpers/members.ts'

const names = (en: string) => ({ en, es: `${en} (es)`, he: `${en} (he)` })

interface Earned {
  key: string
  kind: string
  threshold: number
  points: number
  earnedOn: string
  name?: { en: string }
  icon?: string
}

describe('achievements admins define by rule', () => {
  let t: TestApp
  let admin: Member
  const today = todayIn('UTC')
  const day = (back: number) => addDays(today, -back)

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
      earned: Earned[]
      next: (Omit<Earned, 'earnedOn'> & { progress: number })[]
      takenBack: (Earned & { reason: string })[]
    }
  }
  const earned = async (member: Member) =>
    Object.fromEntries((await mine(member)).earned.map((achievement) => [achievement.key, achievement.earnedOn]))
  const create = async (body: Record<string, unknown>) => {
    const response = await t.request('POST', '/api/admin/achievements', {
      cookie: admin.cookie,
      body: { icon: 'star', points: 30, ...body },
    })
    expect(response.status, response.text).toBe(201)
    return response.body as { id: number; key: string; earnedBy: number }
  }
  const edit = async (id: number, body: Record<string, unknown>) => {
    const response = await t.request('PATCH', `/api/admin/achievements/${id}`, { cookie: admin.cookie, body })
    expect(response.status, response.text).toBe(200)
    return response.body as { earnedBy: number; archivedAt: string | null }
  }
  const correct = async (member: Member, date: string, steps: number) => {
    const response = await t.request('PUT', `/api/admin/members/${member.user.id}/days/${date}`, {
      cookie: admin.cookie,
      body: { steps, reason: 'Counted twice' },
    })
    expect(response.status, response.text).toBe(200)
  }
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
  const stored = (member: Member, key: string) =>
    rowsOf<{ earned_on: string; revoked_reason: string | null }>(
      sql`select to_char(earned_on, 'YYYY-MM-DD') as earned_on, revoked_reason from member_achievements
          where user_id = ${member.user.id} and key = ${key}`,
    )
  const awardAgain = async (member: Member) => {
    const { awardAchievements } = await import('../../src/modules/achievements/index.ts')
    return awardAchievements(t.db, [member.user.id], { timeZone: 'UTC' })
  }

  it('checks what an admin sends, and who may send it', async () => {
    const member = await addMember(t.db)
    const valid = { rule: 'streak', amount: 5, names: names('Five'), icon: 'flame', points: 20 }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, rule: 'laps' }, 'customAchievementRuleInvalid'],
      [{ ...valid, amount: 0 }, 'customAchievementAmountInvalid'],
      [{ ...valid, amount: 1.5 }, 'customAchievementAmountInvalid'],
      [{ ...valid, amount: 4_000 }, 'customAchievementDaysInvalid'],
      [{ ...valid, rule: 'steps-in-period', amount: 100_000 }, 'customAchievementPeriodRequired'],
      [
        { ...valid, rule: 'steps-in-period', amount: 200_000_000, from: day(9), to: day(1) },
        'customAchievementStepsInvalid',
      ],
      [{ ...valid, from: day(3) }, 'customAchievementPeriodIncomplete'],
      [{ ...valid, from: day(3), to: day(5) }, 'customAchievementPeriodReversed'],
      [{ ...valid, from: '2026-02-30', to: day(1) }, 'dateNotReal'],
      [{ ...valid, target: 0 }, 'customAchievementTargetInvalid'],
      [{ ...valid, target: 100_001 }, 'customAchievementTargetInvalid'],
      [{ ...valid, rule: 'competition-days' }, 'customAchievementCompetitionRequired'],
      [{ ...valid, competitionId: 1 }, 'customAchievementFieldNotForRule'],
      [
        { ...valid, rule: 'steps-in-period', from: day(2), to: day(1), target: 9_000 },
        'customAchievementFieldNotForRule',
      ],
      [{ ...valid, names: { en: 'Five', es: 'Cinco' } }, 'customAchievementNameRequired'],
      [{ ...valid, names: { ...names('Five'), he: '   ' } }, 'customAchievementNameRequired'],
      [{ ...valid, names: names('x'.repeat(61)) }, 'customAchievementNameTooLong'],
      [{ ...valid, icon: 'rocket-ship' }, 'customAchievementIconInvalid'],
      [{ ...valid, points: 25 }, 'customAchievementPointsInvalid'],
      [{ ...valid, points: 110 }, 'customAchievementPointsInvalid'],
      [{ ...valid, points: 0 }, 'customAchievementPointsInvalid'],
    ]
    for (const [body, key] of cases) {
      const answer = await t.request('POST', '/api/admin/achievements', { cookie: admin.cookie, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body, JSON.stringify(body)).toMatchObject({ key })
    }
    // A NUL character, which the database refuses in a name, is the client's mistake, not the server's.
    const nul = await t.request('POST', '/api/admin/achievements', {
      cookie: admin.cookie,
      body: { ...valid, names: { ...names('Five'), en: 'Five\u0000days' } },
    })
    expect(nul.status, nul.text).toBe(400)
    const missing = await t.request('POST', '/api/admin/achievements', {
      cookie: admin.cookie,
      body: { ...valid, rule: 'competition-days', competitionId: 2_000_000_000 },
    })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ key: 'customAchievementCompetitionNotFound' })

    expect((await t.request('POST', '/api/admin/achievements', { cookie: member.cookie, body: valid })).status).toBe(
      403,
    )
    expect((await t.request('GET', '/api/admin/achievements', { cookie: member.cookie })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/achievements')).status).toBe(401)
    for (const [method, path] of [
      ['PATCH', '/api/admin/achievements/999999'],
      ['POST', '/api/admin/achievements/999999/archive'],
      ['POST', '/api/admin/achievements/999999/unarchive'],
    ] as const) {
      const answer = await t.request(method, path, { cookie: admin.cookie, body: method === 'PATCH' ? {} : undefined })
      expect(answer.status, path).toBe(404)
      expect(answer.body).toMatchObject({ key: 'customAchievementNotFound' })
    }
    expect((await t.request('PATCH', '/api/admin/achievements/abc', { cookie: admin.cookie, body: {} })).status).toBe(
      400,
    )

    // An edit is checked with the rest of the stored rule.
    const { id } = await create(valid)
    const reversed = await t.request('PATCH', `/api/admin/achievements/${id}`, {
      cookie: admin.cookie,
      body: { rule: 'steps-in-period', amount: 50_000 },
    })
    expect(reversed.status).toBe(400)
    expect(reversed.body).toMatchObject({ key: 'customAchievementPeriodRequired' })
    const trail = await rowsOf<{ action: string; target: string }>(
      sql`select action, target from audit_log where target_id = ${id} and action like 'achievement.%'`,
    )
    expect(trail).toEqual([{ action: 'achievement.create', target: 'Five' }])
    const { achievements } = (await t.request('GET', '/api/admin/achievements', { cookie: admin.cookie })).body as {
      achievements: { id: number; names: { he: string }; earnedBy: number; archivedAt: string | null }[]
    }
    expect(achievements.find((each) => each.id === id)).toMatchObject({
      names: { he: 'Five (he)' },
      earnedBy: 0,
      archivedAt: null,
    })
  })

  it('awards steps in a period on the day they reach the amount, not by a day waiting for review, and takes it back with the reason', async () => {
    const walker = await addMember(t.db)
    const flagged = await addMember(t.db)
    await enter(walker, day(6), 14_321) // before the period
    await enter(walker, day(4), 12_345)
    await enter(walker, day(2), 9_876)
    await enter(walker, day(1), 5_123)
    // Above the daily cap: flagged, and waiting for an admin's decision.
    await enter(flagged, day(3), 25_321)
    await enter(flagged, day(2), 3_210)
    await t.app.achievements.awardPending()
    const { id, key } = await create({
      rule: 'steps-in-period',
      amount: 16_000,
      from: day(5),
      to: today,
      names: names('Spring walk'),
      icon: 'sun',
      points: 40,
    })
    expect(key).toBe(`custom-${id}`)
    await t.app.achievements.awardPending()

    expect((await earned(walker))[key]).toBe(day(2))
    expect((await earned(flagged))[key]).toBeUndefined()
    const shown = (await mine(walker)).earned.find((achievement) => achievement.key === key)
    expect(shown).toEqual({
      key,
      kind: 'custom',
      threshold: 16_000,
      points: 40,
      name: names('Spring walk'),
      icon: 'sun',
      earnedOn: day(2),
    })
    // Not earned yet: in the next ones, with the steps so far.
    expect((await mine(flagged)).next.find((achievement) => achievement.key === key)).toMatchObject({
      kind: 'custom',
      progress: 3_210,
      threshold: 16_000,
      name: names('Spring walk'),
    })
    expect(await awardAgain(walker)).toEqual({ awarded: 0, redated: 0, revoked: 0 })

    const approved = await t.request('POST', `/api/admin/review/${flagged.user.id}/${day(3)}`, {
      cookie: admin.cookie,
      body: { decision: 'approve' },
    })
    expect(approved.status, approved.text).toBe(200)
    await t.app.achievements.awardPending()
    expect((await earned(flagged))[key]).toBe(day(3))

    await correct(walker, day(4), 100)
    await t.app.achievements.awardPending()
    expect((await earned(walker))[key]).toBeUndefined()
    expect(await stored(walker, key)).toEqual([{ earned_on: day(2), revoked_reason: 'admin-changed-day' }])
    expect((await mine(walker)).takenBack.find((achievement) => achievement.key === key)).toMatchObject({
      name: names('Spring walk'),
      reason: 'admin-changed-day',
    })
    const [told] = await rowsOf<{ params: { revoked: string[]; names: { es: Record<string, string> } } }>(
      sql`select params from notification_outbox
          where user_id = ${walker.user.id} and kind = 'achievements' and params -> 'revoked' ? ${key}`,
    )
    expect(told?.params.names.es[key]).toBe('Spring walk (es)')
  })

  it('awards a streak on the goal of each day or on a target, re-awards when the rule is edited, and takes back for the rule', async () => {
    const member = await addMember(t.db)
    // Steps that differ from day to day: the same count three days running is flagged for review.
    for (const back of [4, 3, 2]) await enter(member, day(back), 10_500 + back * 111)
    await enter(member, day(1), 9_012)
    const { id, key } = await create({ rule: 'streak', amount: 3, target: 11_000, names: names('Three in a row') })
    await t.app.achievements.awardPending()
    expect((await earned(member))[key]).toBeUndefined()
    expect((await mine(member)).next.find((achievement) => achievement.key === key)).toMatchObject({ progress: 0 })

    // On the member's own goal (10,000 until they set one), three days in a row earn it on the third.
    await edit(id, { target: null })
    await t.app.achievements.awardPending()
    expect((await earned(member))[key]).toBe(day(2))
    expect(await awardAgain(member)).toEqual({ awarded: 0, redated: 0, revoked: 0 })

    // A window that leaves out the first day: the run is two days long.
    const narrowed = await edit(id, { from: day(3), to: day(1) })
    await t.app.achievements.awardPending()
    expect((await earned(member))[key]).toBeUndefined()
    expect(await stored(member, key)).toEqual([{ earned_on: day(2), revoked_reason: 'rule-changed' }])
    expect(narrowed.earnedBy).toBe(1) // answered before the run
    await edit(id, { amount: 2 })
    await t.app.achievements.awardPending()
    expect((await earned(member))[key]).toBe(day(2))
  })

  it('counts the days on a competition’s target within its dates, for those taking part only', async () => {
    const joined = await addMember(t.db)
    const notJoined = await addMember(t.db)
    const competition = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Autumn days',
        startDate: day(3),
        endDate: addDays(today, 3),
        participation: 'opt-in',
        scoring: { individual: 'daysOnTarget', target: 8_000, team: 'sum' },
      },
    })
    expect(competition.status, competition.text).toBe(201)
    const competitionId = (competition.body as { id: number }).id
    const joining = await t.request('POST', `/api/competitions/${competitionId}/participants/me`, {
      cookie: joined.cookie,
    })
    expect(joining.status, joining.text).toBe(200)
    for (const member of [joined, notJoined]) {
      await enter(member, day(5), 9_123) // before the competition
      await enter(member, day(3), 8_500)
      await enter(member, day(2), 7_123)
      await enter(member, day(1), 8_123)
    }
    const { key } = await create({ rule: 'competition-days', amount: 2, competitionId, names: names('Two good days') })
    await t.app.achievements.awardPending()
    expect((await earned(joined))[key]).toBe(day(1))
    expect((await earned(notJoined))[key]).toBeUndefined()
    expect((await mine(notJoined)).next.map((achievement) => achievement.key)).not.toContain(key)

    // An admin voids a day: two days are no longer on the target.
    const voided = await t.request('PUT', `/api/admin/members/${joined.user.id}/days/${day(3)}`, {
      cookie: admin.cookie,
      body: { steps: 0, reason: 'Shaken phone' },
    })
    expect(voided.status, voided.text).toBe(200)
    await t.app.achievements.awardPending()
    expect(await stored(joined, key)).toEqual([{ earned_on: day(1), revoked_reason: 'admin-changed-day' }])
  })

  it('keeps what members earned when a rule is archived, and awards no one new until it is brought back', async () => {
    const earner = await addMember(t.db)
    await enter(earner, day(2), 13_123)
    await enter(earner, day(1), 14_321)
    const { id, key } = await create({
      rule: 'steps-in-period',
      amount: 25_000,
      from: day(2),
      to: addDays(today, 10),
      names: names('Big day'),
      icon: 'trophy',
    })
    await t.app.achievements.awardPending()
    expect((await earned(earner))[key]).toBe(day(1))

    const archived = await t.request('POST', `/api/admin/achievements/${id}/archive`, { cookie: admin.cookie })
    expect(archived.status, archived.text).toBe(200)
    expect(archived.body).toMatchObject({ earnedBy: 1, archivedAt: expect.any(String) })
    const late = await addMember(t.db)
    await enter(late, day(2), 13_456)
    await enter(late, day(1), 14_567)
    // The day that earned it changes: an archived achievement stays as it was.
    await correct(earner, day(1), 1_234)
    await t.app.achievements.awardPending()
    expect((await earned(earner))[key]).toBe(day(1))
    expect((await earned(late))[key]).toBeUndefined()
    expect((await mine(late)).next.map((achievement) => achievement.key)).not.toContain(key)
    // Seen by others and on the share card, as the built-in ones are.
    const theirs = await t.request('GET', `/api/users/${earner.user.id}/achievements`, { cookie: late.cookie })
    expect((theirs.body as { earned: Earned[] }).earned.find((each) => each.key === key)?.name?.en).toBe('Big day')
    const card = await t.request('GET', `/api/users/${earner.user.id}/achievements/${key}/card.png?lang=he`, {
      cookie: late.cookie,
    })
    expect(card.status, card.text).toBe(200)
    expect(card.headers['content-type']).toBe('image/png')

    const back = await t.request('POST', `/api/admin/achievements/${id}/unarchive`, { cookie: admin.cookie })
    expect(back.status, back.text).toBe(200)
    await t.app.achievements.awardPending()
    expect((await earned(late))[key]).toBe(day(1))
    expect(await stored(earner, key)).toEqual([{ earned_on: day(1), revoked_reason: 'rule-changed' }])
    const trail = await rowsOf<{ action: string }>(
      sql`select action from audit_log where target_id = ${id} and action like 'achievement.%' order by id`,
    )
    expect(trail.map((entry) => entry.action)).toEqual([
      'achievement.create',
      'achievement.archive',
      'achievement.unarchive',
    ])
  })
})
