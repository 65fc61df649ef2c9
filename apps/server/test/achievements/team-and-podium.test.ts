import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { awardAchievements } from '../../src/modules/achievements/index.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addTeam, type Member } from '../helpers/members.ts'

describe('achievements of a team and of competitions', () => {
  let t: TestApp
  let admin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
  })
  afterAll(() => t.close())

  /** The member's rows of `key`: when earned, and why taken back (null while held). */
  const rowOf = async (member: Member, key: string) => {
    const { rows } = (await t.db.execute(
      sql`select to_char(earned_on, 'YYYY-MM-DD') as "earnedOn", revoked_reason as "revokedReason"
          from member_achievements where user_id = ${member.user.id} and key = ${key}`,
    )) as unknown as { rows: { earnedOn: string; revokedReason: string | null }[] }
    return rows[0]
  }
  const walk = (members: Member[], days: string[], steps: number) =>
    t.app.scores.recordSteps(
      t.db,
      'manual',
      members.flatMap((member) => days.map((date) => ({ userId: member.user.id, date, steps }))),
    )
  const span = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => addDays(today, from + index))

  it('gives a team milestone to everyone in the team on the day its steps reached it, moves it with the days, and keeps it for those who left', async () => {
    const [a, b, c, late] = [await addMember(t.db), await addMember(t.db), await addMember(t.db), await addMember(t.db)]
    const team = await addTeam(t.db, a.user, [b.user, c.user])
    // The three have been in the team for two months.
    await t.db.execute(
      sql`update team_memberships set started_at = now() - interval '60 days' where team_id = ${team.id}`,
    )
    // 58,833 steps a day together: 1,000,161 after seventeen days, on the fifth day before today.
    await walk([a, b, c], span(-21, -5), 19_611)
    await t.app.achievements.awardPending()
    for (const member of [a, b, c])
      expect(await rowOf(member, 'team-steps-1000000')).toEqual({ earnedOn: addDays(today, -5), revokedReason: null })

    // A member who joins today was not in the team on that day.
    await t.db.execute(sql`update users set team_id = ${team.id} where id = ${late.user.id}`)
    await walk([late], [today], 5_123)
    await t.app.achievements.awardPending()
    expect(await rowOf(late, 'team-steps-1000000')).toBeUndefined()

    // An admin takes a's last day away: the team stays under a million, and all three lose it, told why.
    const corrected = await t.request('PUT', `/api/admin/members/${a.user.id}/days/${addDays(today, -5)}`, {
      cookie: admin.cookie,
      body: { steps: 0, reason: 'Counted twice' },
    })
    expect(corrected.status, corrected.text).toBe(200)
    await t.app.achievements.awardPending()
    for (const member of [a, b, c]) {
      expect(await rowOf(member, 'team-steps-1000000')).toEqual({
        earnedOn: addDays(today, -5),
        revokedReason: 'team-days-changed',
      })
    }
    const { rows: told } = (await t.db.execute(
      sql`select params from notification_outbox where user_id = ${b.user.id} and kind = 'achievements'
          order by id desc limit 1`,
    )) as unknown as { rows: { params: Record<string, unknown> }[] }
    expect(told[0]?.params).toMatchObject({
      revoked: ['team-steps-1000000'],
      reasons: { 'team-steps-1000000': 'team-days-changed' },
    })
    const { writeNotification } = await import('../../src/modules/notifications/words.ts')
    const written = writeNotification('achievements', told[0]!.params, {
      username: 'B',
      language: 'en',
      timeZone: 'UTC',
    })
    expect(written.paragraphs.join(' ')).toContain("Your team's counted steps changed")

    // c leaves today; b's next day takes the team over a million again, on a day c was still in it.
    await t.db.execute(sql`update users set team_id = null where id = ${c.user.id}`)
    await walk([b], [addDays(today, -4)], 19_733)
    await t.app.achievements.awardPending()
    for (const [name, member] of Object.entries({ a, b, c }))
      expect(await rowOf(member, 'team-steps-1000000'), name).toEqual({
        earnedOn: addDays(today, -4),
        revokedReason: null,
      })
    expect(await rowOf(late, 'team-steps-1000000')).toBeUndefined()

    // An older day, before the team's stored steps, arrives: the team's days are all read again,
    // and the milestone moves back to the fifth day.
    await walk([c], [addDays(today, -25)], 19_700)
    await t.app.achievements.awardPending()
    for (const [name, member] of Object.entries({ a, b, c }))
      expect(await rowOf(member, 'team-steps-1000000'), name).toEqual({
        earnedOn: addDays(today, -5),
        revokedReason: null,
      })

    // Working it all out again changes nothing.
    const everyone = [a, b, c, late].map((member) => member.user.id)
    expect(await awardAchievements(t.db, everyone, { timeZone: 'UTC' })).toEqual({ awarded: 0, redated: 0, revoked: 0 })
  })

  it('gives podium places and wins of community competitions on their last day, and takes them back when the competition is deleted', async () => {
    const [first, second, third, fourth, idle] = [
      await addMember(t.db),
      await addMember(t.db),
      await addMember(t.db),
      await addMember(t.db),
      await addMember(t.db),
    ]
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'October walk',
        startDate: addDays(today, -6),
        endDate: today,
        graceHours: 0,
        participation: 'opt-in',
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body as { id: number }).id
    for (const member of [first, second, third, fourth, idle]) {
      const joined = await t.request('POST', `/api/competitions/${id}/participants/me`, { cookie: member.cookie })
      expect(joined.status, joined.text).toBe(200)
    }
    await walk([first], span(-6, -2), 15_123)
    await walk([second], span(-6, -2), 12_345)
    await walk([third], span(-6, -2), 9_876)
    await walk([fourth], span(-6, -2), 6_543)
    await t.app.achievements.awardPending()
    expect(await rowOf(first, 'podium-1')).toBeUndefined()

    // Ended yesterday: past its grace period at once, so the edit freezes the results.
    const ended = await t.request('PATCH', `/api/competitions/${id}`, {
      cookie: admin.cookie,
      body: { endDate: addDays(today, -1), confirmRecompute: true },
    })
    expect(ended.status, ended.text).toBe(200)
    await t.app.achievements.awardPending()
    const yesterday = addDays(today, -1)
    expect(await rowOf(first, 'podium-1')).toEqual({ earnedOn: yesterday, revokedReason: null })
    expect(await rowOf(first, 'competition-win-1')).toEqual({ earnedOn: yesterday, revokedReason: null })
    expect(await rowOf(second, 'podium-1')).toEqual({ earnedOn: yesterday, revokedReason: null })
    expect(await rowOf(second, 'competition-win-1')).toBeUndefined()
    expect(await rowOf(third, 'podium-1')).toEqual({ earnedOn: yesterday, revokedReason: null })
    expect(await rowOf(fourth, 'podium-1')).toBeUndefined()
    // Walking nothing puts nobody on a podium, however few took part.
    expect(await rowOf(idle, 'podium-1')).toBeUndefined()

    const profile = await t.request('GET', '/api/me/achievements', { cookie: first.cookie })
    expect((profile.body as { next: { key: string; progress: number }[] }).next).toContainEqual(
      expect.objectContaining({ key: 'podium-3', progress: 1 }),
    )

    const deleted = await t.request('DELETE', `/api/competitions/${id}`, { cookie: admin.cookie })
    expect(deleted.status, deleted.text).toBe(204)
    await t.app.achievements.awardPending()
    expect(await rowOf(first, 'competition-win-1')).toEqual({ earnedOn: yesterday, revokedReason: 'results-changed' })
    expect(await rowOf(third, 'podium-1')).toEqual({ earnedOn: yesterday, revokedReason: 'results-changed' })
  })
})
