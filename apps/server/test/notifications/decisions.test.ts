import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { selectRows } from '../../src/db/rows.ts'
import { inTransaction } from '../../src/db/transaction.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { daysAgo } from '../helpers/scores-fixtures.ts'

type Member = Awaited<ReturnType<TestApp['signUp']>>

const HOUR = 3_600_000

interface OutboxRow {
  user_id: number
  kind: string
  occasion: string
  params: Record<string, unknown>
  outcome: string | null
}

async function outbox(t: TestApp, kind: string, userId?: number): Promise<OutboxRow[]> {
  return selectRows<OutboxRow>(
    t.db,
    sql`select user_id, kind, occasion, params, outcome from notification_outbox
        where kind = ${kind} ${userId === undefined ? sql`` : sql`and user_id = ${userId}`} order by id`,
  )
}

async function recordSteps(t: TestApp, userId: number, days: Record<string, number>) {
  await inTransaction(t.db, (tx) =>
    t.app.scores.recordSteps(
      tx,
      'manual',
      Object.entries(days).map(([date, steps]) => ({ userId, date, steps })),
    ),
  )
}

/** Seven days from `from`, each with `steps`. */
function week(from: string, steps: number): Record<string, number> {
  const days: Record<string, number> = {}
  for (let i = 0; i < 7; i += 1) {
    const day = new Date(`${from}T00:00:00Z`)
    day.setUTCDate(day.getUTCDate() + i)
    days[day.toISOString().slice(0, 10)] = steps
  }
  return days
}

describe('reminders when steps stop arriving', () => {
  let t: TestApp
  let pia: Member
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    pia = await t.signUp({ username: 'Pia' })
    await t.request('PATCH', '/api/me/notifications', { cookie: pia.cookie, body: { quietHours: null } })
    token = (await t.request('POST', '/api/me/push-tokens', { cookie: pia.cookie })).body.token
  })
  afterAll(() => t.close())

  const push = (steps: number) =>
    t.request('POST', '/api/push/steps', {
      headers: { authorization: `Bearer ${token}` },
      body: { entries: [{ date: daysAgo(0), steps }] },
      noOrigin: true,
    })

  it('reminds once per gap, after the delay, and never when steps arrived meanwhile', async () => {
    // The test sends when it says so.
    await t.app.notifications.sender.close()
    await push(4000)
    const start = Date.now()
    await t.app.notifications.decide(new Date(start + 29 * HOUR))
    expect(await outbox(t, 'noData')).toHaveLength(0)
    await t.app.notifications.decide(new Date(start + 31 * HOUR))
    const [first] = await outbox(t, 'noData')
    expect(first).toMatchObject({ user_id: pia.user.id, params: { source: 'shortcuts' } })
    // Later looks at the same gap add nothing.
    await t.app.notifications.decide(new Date(start + 40 * HOUR))
    expect(await outbox(t, 'noData')).toHaveLength(1)

    // Steps arrive before the reminder is sent: it is not sent.
    await push(5000)
    await t.app.notifications.sender.drain()
    expect((await outbox(t, 'noData'))[0]!.outcome).toBe('stale')

    // A new gap after those steps gets its own reminder, sent.
    const again = Date.now()
    await t.app.notifications.decide(new Date(again + 31 * HOUR))
    const rows = await outbox(t, 'noData')
    expect(rows).toHaveLength(2)
    await t.app.notifications.sender.drain()
    expect((await outbox(t, 'noData'))[1]!.outcome).toBe('sent')
  })
})

describe('the weekly summary', () => {
  let t: TestApp
  let ana: Member
  let ben: Member
  beforeAll(async () => {
    // Madrid moves its clocks forward on 28 March 2027: 09:00 is 08:00 UTC before, 07:00 after.
    t = await createTestApp({ TZ: 'Europe/Madrid' })
    ana = await t.signUp({ username: 'Ana' })
    ben = await t.signUp({ username: 'Ben' })
    await recordSteps(t, ana.user.id, {
      ...week('2027-03-08', 5000),
      ...week('2027-03-15', 5000),
      ...week('2027-03-22', 10_000),
    })
    await recordSteps(t, ben.user.id, { ...week('2027-03-15', 12_000), '2027-03-27': 3000 })
  })
  afterAll(() => t.close())

  const summaries = async (day: string) => (await outbox(t, 'weeklySummary')).filter((row) => row.occasion === day)

  it('goes out on Monday at 09:00 in the community’s zone, before and after the change of the clocks', async () => {
    await t.app.notifications.decide(new Date('2027-03-22T07:59:00Z'))
    expect(await summaries('2027-03-22')).toHaveLength(0)
    await t.app.notifications.decide(new Date('2027-03-22T08:00:00Z'))
    expect(await summaries('2027-03-22')).toHaveLength(2)

    await t.app.notifications.decide(new Date('2027-03-29T06:59:00Z'))
    expect(await summaries('2027-03-29')).toHaveLength(0)
    await t.app.notifications.decide(new Date('2027-03-29T07:00:00Z'))
    const monday = await summaries('2027-03-29')
    expect(monday).toHaveLength(2)
    // Decided once: a later look, or another process, adds nothing.
    await t.app.notifications.decide(new Date('2027-03-29T10:00:00Z'))
    expect(await summaries('2027-03-29')).toHaveLength(2)

    const anas = monday.find((row) => row.user_id === ana.user.id)!
    expect(anas.params).toMatchObject({
      from: '2027-03-22',
      to: '2027-03-28',
      steps: 70_000,
      lastWeekSteps: 35_000,
      rank: 1,
      previousRank: 2,
      streak: 21,
    })
    const bens = monday.find((row) => row.user_id === ben.user.id)!
    expect(bens.params).toMatchObject({ steps: 3000, lastWeekSteps: 84_000, rank: 2, previousRank: 1, streak: 0 })
  })
})

describe('told when passed on the board', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('tells a member a friend passed them, once a day, and no one else', async () => {
    const cora = await t.signUp({ username: 'Cora' })
    const dev = await t.signUp({ username: 'Dev' })
    const stranger = await t.signUp({ username: 'Stranger' })
    await t.request('POST', `/api/users/${dev.user.id}/friends`, { cookie: cora.cookie })
    await t.request('POST', `/api/users/${cora.user.id}/friends`, { cookie: dev.cookie })
    const today = daysAgo(0)
    await recordSteps(t, cora.user.id, { [today]: 10_000 })
    await recordSteps(t, dev.user.id, { [today]: 5_000 })
    await recordSteps(t, stranger.user.id, { [today]: 8_000 })
    await t.app.notifications.decide()
    expect(await outbox(t, 'passed')).toHaveLength(0)

    await recordSteps(t, dev.user.id, { [today]: 12_000 })
    await recordSteps(t, stranger.user.id, { [today]: 20_000 })
    await t.app.notifications.decide()
    expect(await outbox(t, 'passed')).toEqual([
      expect.objectContaining({ user_id: cora.user.id, params: { memberId: dev.user.id, rank: 3 } }),
    ])
    // Cora passes Dev back, and Dev passes her again the same day: she was told today already.
    await recordSteps(t, cora.user.id, { [today]: 13_000 })
    await t.app.notifications.decide()
    await recordSteps(t, dev.user.id, { [today]: 14_000 })
    await t.app.notifications.decide()
    expect(await outbox(t, 'passed')).toEqual([
      expect.objectContaining({ user_id: cora.user.id, params: { memberId: dev.user.id, rank: 3 } }),
      expect.objectContaining({ user_id: dev.user.id, params: { memberId: cora.user.id, rank: 3 } }),
    ])
  })
})

describe('competitions tell their moments to those taking part', () => {
  let t: TestApp
  let admin: Member
  let walker: Member
  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ username: 'Admin', admin: true })
    walker = await t.signUp({ username: 'Walker' })
  })
  afterAll(() => t.close())

  it('tells the start, the end with its grace, the last day of grace and the final places', async () => {
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Spring walk',
        startDate: daysAgo(-1),
        endDate: daysAgo(-3),
        graceHours: 48,
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status).toBe(201)
    const { startsAt, endsAt, finalAt } = created.body as { startsAt: string; endsAt: string; finalAt: string }
    const at = (instant: string, offsetMs: number) => new Date(new Date(instant).getTime() + offsetMs)

    await t.app.notifications.decide(at(startsAt, -HOUR))
    expect(await outbox(t, 'competitionStarted')).toHaveLength(0)
    await t.app.notifications.decide(at(startsAt, HOUR))
    expect((await outbox(t, 'competitionStarted')).map((row) => row.user_id).sort()).toEqual(
      [admin.user.id, walker.user.id].sort(),
    )
    await t.app.notifications.decide(at(endsAt, HOUR))
    const ended = await outbox(t, 'competitionEnded')
    expect(ended).toHaveLength(2)
    expect(ended[0]!.params).toMatchObject({ competition: 'Spring walk', graceEnd: finalAt.replace('Z', '.000Z') })
    expect(await outbox(t, 'graceEnding')).toHaveLength(0)
    await t.app.notifications.decide(at(finalAt, -12 * HOUR))
    expect(await outbox(t, 'graceEnding')).toHaveLength(2)
    // A day late, old news is not told.
    await t.app.notifications.decide(at(startsAt, 30 * HOUR))
    expect(await outbox(t, 'competitionStarted')).toHaveLength(2)
  })

  it('tells a member in a running competition’s top ten who passed them there', async () => {
    const runner = await t.signUp({ username: 'Runner' })
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Relay',
        startDate: daysAgo(1),
        endDate: daysAgo(-3),
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status).toBe(201)
    await recordSteps(t, walker.user.id, { [daysAgo(0)]: 8000 })
    await recordSteps(t, runner.user.id, { [daysAgo(0)]: 3000 })
    // The first look notes the board; the boards members see may take a moment to follow a change.
    await vi.waitFor(async () => {
      await t.app.notifications.decide()
      const [mark] = await selectRows<{ top: { userId: number }[] }>(
        t.db,
        sql`select top from notification_competition_marks where competition_id = ${created.body.id}`,
      )
      expect(mark?.top.map((entry) => entry.userId)).toEqual([walker.user.id, runner.user.id])
    })
    await recordSteps(t, runner.user.id, { [daysAgo(0)]: 12_000 })
    await vi.waitFor(
      async () => {
        await t.app.notifications.decide()
        const inRelay = (await outbox(t, 'passed')).filter((row) => row.params.competitionId === created.body.id)
        expect(inRelay).toEqual([
          expect.objectContaining({
            user_id: walker.user.id,
            params: { memberId: runner.user.id, rank: 2, competition: 'Relay', competitionId: created.body.id },
          }),
        ])
      },
      { timeout: 10_000, interval: 500 },
    )
  })

  it('tells each ranked member their final place and their team’s', async () => {
    await recordSteps(t, walker.user.id, { [daysAgo(8)]: 9000 })
    await recordSteps(t, admin.user.id, { [daysAgo(8)]: 4000 })
    await t.request('POST', '/api/teams', { cookie: walker.cookie, body: { name: 'Striders' } })
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Past walk',
        startDate: daysAgo(9),
        endDate: daysAgo(7),
        graceHours: 0,
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status).toBe(201)
    // Created past its end, it is frozen at once.
    await t.app.notifications.decide()
    const results = await outbox(t, 'competitionResults')
    expect(results.find((row) => row.user_id === walker.user.id)?.params).toMatchObject({
      competition: 'Past walk',
      rank: 1,
      members: 3,
    })
    expect(results.find((row) => row.user_id === admin.user.id)?.params).toMatchObject({ rank: 2, members: 3 })
  })
})

describe('announcements', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('are queued for their audience, shown on home pages in each reader’s language, and withdrawn when deleted', async () => {
    // Nothing is sent during the test, so that the deletion finds the team's announcement unsent.
    await t.app.notifications.sender.close()
    const admin = await t.signUp({ username: 'Boss', admin: true })
    const member = await t.signUp({ username: 'Rita' })
    const teamless = await t.signUp({ username: 'Solo' })
    await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { language: 'es' } })
    const team = await t.request('POST', '/api/teams', { cookie: member.cookie, body: { name: 'Rockets' } })

    const everyone = await t.request('POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: {
        title: { en: 'Walk to work week', es: 'Semana de ir a pie al trabajo' },
        body: { en: 'Leave the car at home.\n\nEvery step counts.' },
        audience: { type: 'everyone' },
        showDays: 7,
      },
    })
    expect(everyone.status).toBe(201)
    expect(everyone.body).toMatchObject({ recipients: 3, audience: { type: 'everyone' }, createdBy: 'Boss' })
    const toTeam = await t.request('POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: {
        title: { he: 'קבוצה' },
        body: { he: 'שלום' },
        audience: { type: 'team', teamId: team.body.id },
        showDays: 1,
      },
    })
    expect(toTeam.body).toMatchObject({ recipients: 1, audienceName: 'Rockets' })

    const ritas = await t.request('GET', '/api/announcements', { cookie: member.cookie })
    expect(ritas.body.announcements.map((a: { title: string; language: string }) => [a.title, a.language])).toEqual([
      ['קבוצה', 'he'],
      ['Semana de ir a pie al trabajo', 'es'],
    ])
    const solos = await t.request('GET', '/api/announcements', { cookie: teamless.cookie })
    expect(solos.body.announcements.map((a: { title: string }) => a.title)).toEqual(['Walk to work week'])
    // One who never chose a language reads the app's, which it sends.
    const inSpanish = await t.request('GET', '/api/announcements', {
      cookie: teamless.cookie,
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    })
    expect(inSpanish.body.announcements[0]).toMatchObject({ title: 'Semana de ir a pie al trabajo', language: 'es' })

    const deleted = await t.request('DELETE', `/api/admin/announcements/${toTeam.body.id}`, { cookie: admin.cookie })
    expect(deleted.status).toBe(204)
    expect((await t.request('GET', '/api/announcements', { cookie: member.cookie })).body.announcements).toHaveLength(1)
    expect(await outbox(t, 'announcement', member.user.id)).toHaveLength(1)

    const missing = await t.request('POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: { en: 'x' }, body: { en: 'y' }, audience: { type: 'team', teamId: 999_999 }, showDays: 1 },
    })
    expect(missing.status).toBe(404)
    const empty = await t.request('POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: {}, body: { en: 'y' }, audience: { type: 'everyone' }, showDays: 1 },
    })
    expect(empty.status).toBe(400)
    expect((await t.request('GET', '/api/admin/announcements', { cookie: member.cookie })).status).toBe(403)
  })
})
