import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushTokens, users } from '../../src/db/schema/index.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, addTeam, type Member } from '../helpers/members.ts'

const BOM = '\uFEFF'

describe('admin CSV reports', () => {
  let t: TestApp
  let admin: Member
  let leader: Member
  let hebrew: Member
  let hostile: Member
  let gone: Member
  const today = todayIn('UTC')

  /** The report's records as objects by header, after checking it is a UTF-8 CSV with a BOM. */
  async function download(url: string, cookie = admin.cookie) {
    const answer = await t.request('GET', url, { cookie })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.text.startsWith(BOM)).toBe(true)
    const records = parse(answer.text.slice(1), { columns: true }) as Array<Record<string, string>>
    return { records, disposition: String(answer.headers['content-disposition']), text: answer.text }
  }

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true })
    ;[leader, hebrew, hostile, gone] = (await addMembers(t.db, 4)) as [Member, Member, Member, Member]
    await t.db.update(users).set({ username: 'נועה כהן' }).where(eq(users.id, hebrew.user.id))
    await t.db.update(users).set({ username: '=HYPERLINK("http://evil.example")' }).where(eq(users.id, hostile.user.id))
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.user.id))
    await addTeam(t.db, leader.user, [hebrew.user, gone.user], '@Walkers')
    await t.app.scores.recordSteps(t.db, 'admin', [
      { userId: leader.user.id, date: today, steps: 6000 },
      { userId: hebrew.user.id, date: today, steps: 4000 },
      { userId: gone.user.id, date: today, steps: 9000 },
      { userId: hebrew.user.id, date: addDays(today, -400), steps: 1000 },
    ])
    await t.app.scores.recordSteps(t.db, 'wearable', [{ userId: hebrew.user.id, date: today, steps: 4500 }])
    // A typed day over the cap: flagged, waiting for review.
    await t.app.scores.recordSteps(t.db, 'manual', [
      { userId: hostile.user.id, date: addDays(today, -1), steps: 20_000 },
    ])
  })
  afterAll(async () => t.close())

  it('lists every member, deactivated ones with their status, names in any script, formulas defused', async () => {
    const { records, disposition } = await download('/api/admin/reports/members.csv')
    expect(disposition).toBe(`attachment; filename="stepup-members-${today}.csv"`)
    expect(records.map((row) => Number(row.member_id))).toEqual(
      [admin, leader, hebrew, hostile, gone].map((member) => member.user.id),
    )
    const byId = new Map(records.map((row) => [Number(row.member_id), row]))
    expect(byId.get(admin.user.id)).toMatchObject({ role: 'admin', status: 'active', team: '', joined: today })
    expect(byId.get(leader.user.id)).toMatchObject({
      team: "'@Walkers",
      team_leader: 'yes',
      role: 'member',
      steps_all_time: '6000',
      steps_this_week: '6000',
      steps_this_month: '6000',
    })
    expect(byId.get(hebrew.user.id)).toMatchObject({ name: 'נועה כהן', team_leader: 'no', steps_all_time: '5500' })
    expect(byId.get(hostile.user.id)!.name).toBe(`'=HYPERLINK("http://evil.example")`)
    expect(byId.get(gone.user.id)).toMatchObject({ status: 'deactivated', steps_all_time: '9000' })
  })

  it("writes each member's days in the range, every source, flags and review", async () => {
    const from = addDays(today, -1)
    const { records, disposition } = await download(`/api/admin/reports/days.csv?from=${from}&to=${today}`)
    expect(disposition).toBe(`attachment; filename="stepup-days-${from}-to-${today}.csv"`)
    expect(records.map((row) => [row.date, Number(row.member_id)])).toEqual([
      [from, hostile.user.id],
      [today, leader.user.id],
      [today, hebrew.user.id],
      [today, gone.user.id],
    ])
    expect(records[0]).toMatchObject({
      name: `'=HYPERLINK("http://evil.example")`,
      manual_steps: '20000',
      review: 'pending',
    })
    expect(records[0]!.flags).not.toBe('')
    expect(records[2]).toMatchObject({
      name: 'נועה כהן',
      counted_steps: '4500',
      wearable_steps: '4500',
      admin_steps: '4000',
      manual_steps: '',
      flags: '',
      review: '',
    })
  })

  it('refuses a days range that is missing, reversed, not a date or longer than 366 days', async () => {
    const call = (query: string) => t.request('GET', `/api/admin/reports/days.csv${query}`, { cookie: admin.cookie })
    expect((await call('')).status).toBe(400)
    expect((await call(`?from=${today}`)).status).toBe(400)
    expect((await call('?from=2026-02-30&to=2026-03-01')).body.key).toBe('dateNotReal')
    expect((await call('?from=2026-03-02&to=2026-03-01')).body.key).toBe('reportRangeReversed')
    expect((await call('?from=2024-01-01&to=2025-01-01')).body.key).toBe('reportRangeTooLong')
    expect((await call('?from=2024-01-01&to=2024-12-31')).status).toBe(200)
  })

  it('reads long reports page by page, every day row once', async () => {
    const walkers = await addMembers(t.db, 4)
    const first = addDays(today, -800)
    const days = Array.from({ length: 301 }, (_, index) => addDays(first, index))
    await t.app.scores.recordSteps(
      t.db,
      'admin',
      walkers.flatMap((walker) => days.map((date) => ({ userId: walker.user.id, date, steps: 100 }))),
    )
    const { records } = await download(`/api/admin/reports/days.csv?from=${first}&to=${days.at(-1)}`)
    expect(records).toHaveLength(4 * 301)
    const keys = records.map((row) => `${row.date}/${row.member_id!.padStart(10, '0')}`)
    expect(keys).toEqual([...keys].sort())
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('sums each team over its active members', async () => {
    const { records, disposition } = await download('/api/admin/reports/teams.csv')
    expect(disposition).toBe(`attachment; filename="stepup-teams-${today}.csv"`)
    expect(records).toEqual([
      {
        team_id: String(leader.user.teamId),
        team: "'@Walkers",
        leader: leader.user.username,
        active_members: '2',
        steps_all_time: '11500',
        average_steps_per_member: '5750',
      },
    ])
  })

  it("writes the header line in the admin's language, and every date the same way", async () => {
    await t.db.insert(pushTokens).values({
      userId: leader.user.id,
      tokenHash: `report-${leader.user.id}`,
      client: 'hc-webhook',
      lastSyncAt: new Date('2026-03-04T05:06:59.789Z'),
    })
    const english = await download('/api/admin/reports/members.csv?lang=en')
    expect(Object.keys(english.records[0]!)).toContain('member_id')
    // The community's local time (UTC here) to the minute, beside the days written 2026-03-04.
    const leaderRow = english.records.find((row) => Number(row.member_id) === leader.user.id)!
    expect(leaderRow.last_data_at).toBe('2026-03-04 05:06')
    expect(leaderRow.joined).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const spanish = await download('/api/admin/reports/members.csv?lang=es')
    expect(Object.keys(spanish.records[0]!).slice(0, 3)).toEqual(['ID de miembro', 'Nombre', 'Correo electrónico'])
    expect(spanish.records.find((row) => Number(row['ID de miembro']) === leader.user.id)).toMatchObject({
      'Pasos en total': '6000',
      'Últimos datos': '2026-03-04 05:06',
    })
    const hebrewTeams = await download('/api/admin/reports/teams.csv?lang=he')
    expect(Object.keys(hebrewTeams.records[0]!)).toEqual([
      'מזהה קבוצה',
      'קבוצה',
      'מוביל/ת',
      'חברים פעילים',
      'צעדים בסך הכול',
      'ממוצע צעדים לחבר',
    ])
    const spanishDays = await download(`/api/admin/reports/days.csv?from=${today}&to=${today}&lang=es`)
    expect(Object.keys(spanishDays.records[0]!)).toContain('Pasos contados')
    expect(Object.keys(spanishDays.records[0]!)).toContain('Pasos: sincronización del reloj')

    const unknown = await t.request('GET', '/api/admin/reports/members.csv?lang=fr', { cookie: admin.cookie })
    expect(unknown.status).toBe(400)
  })

  it('is for admins only', async () => {
    for (const url of [
      '/api/admin/reports/members.csv',
      '/api/admin/reports/teams.csv',
      `/api/admin/reports/days.csv?from=${today}&to=${today}`,
    ]) {
      expect((await t.request('GET', url)).status).toBe(401)
      expect((await t.request('GET', url, { cookie: leader.cookie })).status).toBe(403)
    }
  })
})
