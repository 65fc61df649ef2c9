import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, monthStart, weekStart } from '../../src/lib/days.ts'
import { getMemberStanding } from '../../src/modules/scores/index.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { totalsDrift, daysAgo, ingest, makeTeam, setSensorId } from '../helpers/scores-fixtures.ts'
import { inTransaction } from '../../src/db/transaction.ts'

describe('scores', () => {
  let t: TestApp
  let admin: { user: { id: number }; cookie: string }
  const members: { user: { id: number; username: string }; cookie: string }[] = []

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ username: 'Zed Admin', admin: true })
    for (const username of ['Cara', 'Abe', 'Bea', 'Dan', 'Eve']) {
      const member = await t.signUp({ username })
      await setSensorId(t, member.user.id, `s-${username}`)
      members.push(member)
    }
  })
  afterAll(() => t.close())

  const member = (name: string) => members.find((m) => m.user.username === name)!

  describe('manual entry and history', () => {
    it('a member enters today and up to 7 days back, and sees history newest first', async () => {
      const { cookie } = member('Eve')
      const today = await t.request('POST', '/api/scores', { cookie, body: { date: daysAgo(0), steps: 1200 } })
      expect(today.status).toBe(200)
      expect(today.body).toEqual({
        date: daysAgo(0),
        steps: 1200,
        bonus: 0,
        total: 1200,
        source: 'manual',
        sources: [{ source: 'manual', steps: 1200 }],
        importFormat: null,
        flags: [],
        review: null,
        held: false,
        note: null,
      })
      expect((await t.request('POST', '/api/scores', { cookie, body: { date: daysAgo(7), steps: 700 } })).status).toBe(
        200,
      )
      const again = await t.request('POST', '/api/scores', { cookie, body: { date: daysAgo(0), steps: 1500 } })
      expect(again.body.steps).toBe(1500)

      const history = await t.request('GET', '/api/scores/history', { cookie })
      expect(history.status).toBe(200)
      expect(history.body).toMatchObject([
        { date: daysAgo(0), steps: 1500, bonus: 0, total: 1500, source: 'manual' },
        { date: daysAgo(7), steps: 700, bonus: 0, total: 700, source: 'manual' },
      ])
      expect(await totalsDrift(t)).toEqual([])
    })

    it('refuses future dates, more than 7 days back, and steps outside 0–100,000', async () => {
      const { cookie } = member('Eve')
      const cases: [unknown, RegExp][] = [
        [{ date: daysAgo(-1), steps: 10 }, /future/],
        [{ date: daysAgo(8), steps: 10 }, /7 days/],
        [{ date: daysAgo(1), steps: 100_001 }, /100,000/],
        [{ date: daysAgo(1), steps: -1 }, /at least 0/],
        [{ date: daysAgo(1), steps: 2.5 }, /whole number/],
        [{ date: '2026-02-30', steps: 10 }, /calendar date/],
        [{ date: 'yesterday', steps: 10 }, /YYYY-MM-DD/],
        [{ steps: 10 }, /date/i],
      ]
      for (const [body, message] of cases) {
        const response = await t.request('POST', '/api/scores', { cookie, body })
        expect(response.status, JSON.stringify(body)).toBe(400)
        expect(response.body.error).toMatch(message)
      }
    })

    it('guests get 401; with manual entry turned off members get 403', async () => {
      expect((await t.request('GET', '/api/scores/history')).status).toBe(401)
      expect((await t.request('POST', '/api/scores', { body: { date: daysAgo(0), steps: 1 } })).status).toBe(401)
      await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body: { allowManualSteps: false } })
      const off = await t.request('POST', '/api/scores', {
        cookie: member('Eve').cookie,
        body: { date: daysAgo(0), steps: 9 },
      })
      expect(off.status).toBe(403)
      expect(off.body.error).toBe('Manual step entry is turned off')
      await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body: { allowManualSteps: true } })
    })
  })

  describe('config', () => {
    it('members read it; only admins change it', async () => {
      const read = await t.request('GET', '/api/scores/config', { cookie: member('Abe').cookie })
      expect(read.status).toBe(200)
      expect(read.body).toEqual({
        moneyPer100Steps: 1,
        currency: 'USD',
        allowManualSteps: true,
        communityUrl: '',
        sourcePriority: ['wearable', 'push', 'import', 'admin', 'manual'],
        importDaysBack: 30,
        goalMin: 2_000,
        goalMax: 30_000,
        defaultGoal: 10_000,
      })
      expect((await t.request('GET', '/api/scores/config')).status).toBe(401)
      const denied = await t.request('POST', '/api/scores/config', {
        cookie: member('Abe').cookie,
        body: { moneyPer100Steps: 5 },
      })
      expect(denied.status).toBe(403)
      const changed = await t.request('POST', '/api/scores/config', {
        cookie: admin.cookie,
        body: { moneyPer100Steps: 0.25, communityUrl: 'https://chat.example.com/invite' },
      })
      expect(changed.status).toBe(200)
      expect(changed.body).toMatchObject({
        moneyPer100Steps: 0.25,
        allowManualSteps: true,
        communityUrl: 'https://chat.example.com/invite',
      })
      const cleared = await t.request('POST', '/api/scores/config', {
        cookie: admin.cookie,
        body: { communityUrl: '' },
      })
      expect(cleared.body.communityUrl).toBe('')
    })

    it('keeps the usual goal within the range of goals members may set', async () => {
      const crossed = await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body: { goalMin: 12_000 } })
      expect(crossed.status).toBe(400)
      expect(crossed.body).toMatchObject({ key: 'goalRangeInvalid' })
      const narrowed = await t.request('POST', '/api/scores/config', {
        cookie: admin.cookie,
        body: { goalMin: 4_000, defaultGoal: 7_500, goalMax: 15_000 },
      })
      expect(narrowed.status, narrowed.text).toBe(200)
      expect(narrowed.body).toMatchObject({ goalMin: 4_000, defaultGoal: 7_500, goalMax: 15_000 })
      const goal = await t.request('GET', '/api/me/goal', { cookie: member('Abe').cookie })
      expect(goal.body).toMatchObject({ goal: 7_500, own: false, min: 4_000, max: 15_000 })
      const outside = await t.request('PUT', '/api/me/goal', { cookie: member('Abe').cookie, body: { goal: 3_000 } })
      expect(outside.status).toBe(400)
      await t.request('POST', '/api/scores/config', {
        cookie: admin.cookie,
        body: { goalMin: 2_000, defaultGoal: 10_000, goalMax: 30_000 },
      })
    })

    it('validates money with cents, the link and the switch', async () => {
      const bad: [unknown, RegExp][] = [
        [{ moneyPer100Steps: -1 }, /at least 0/],
        [{ moneyPer100Steps: 1.234 }, /2 decimals/],
        [{ moneyPer100Steps: '2' }, /number/],
        [{ communityUrl: 'ftp://example.com' }, /http\(s\)/],
        [{ communityUrl: 'javascript:alert(1)' }, /http\(s\)/],
        [{ allowManualSteps: 'yes' }, /true or false/],
        [{}, /Nothing to update/],
      ]
      for (const [body, message] of bad) {
        const response = await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body })
        expect(response.status, JSON.stringify(body)).toBe(400)
        expect(response.body.error).toMatch(message)
      }
      const cents = await t.request('POST', '/api/scores/config', {
        cookie: admin.cookie,
        body: { moneyPer100Steps: 0.07 },
      })
      expect(cents.body.moneyPer100Steps).toBe(0.07)
    })
  })

  describe('leaderboards', () => {
    beforeAll(async () => {
      // All-time: Abe 9000, Bea 5000+bonus 4000 = 9000 (tie with Abe), Cara 5000, Dan 0 rows, Eve from above.
      await ingest(t, [
        { sensorUserId: 's-Abe', date: daysAgo(0), steps: 9000 },
        { sensorUserId: 's-Bea', date: daysAgo(0), steps: 5000 },
        { sensorUserId: 's-Cara', date: daysAgo(40), steps: 5000 },
      ])
      await inTransaction(t.db, (tx) =>
        t.app.scores.adjustBonus(tx, [{ userId: member('Bea').user.id, date: daysAgo(0), points: 4000 }]),
      )
      await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body: { moneyPer100Steps: 0.5 } })
    })

    it('ranks 1, 1, 3 … with ties by username, members without scores at the bottom with zeros', async () => {
      const response = await t.request('GET', '/api/scores/users', { cookie: member('Dan').cookie })
      expect(response.status).toBe(200)
      const rows = response.body.users.map((u: any) => [u.rank, u.user.username, u.steps, u.bonus, u.total])
      expect(rows).toEqual([
        [1, 'Abe', 9000, 0, 9000],
        [1, 'Bea', 5000, 4000, 9000],
        [3, 'Cara', 5000, 0, 5000],
        [4, 'Eve', 2200, 0, 2200],
        [5, 'Dan', 0, 0, 0],
        [5, 'Zed Admin', 0, 0, 0],
      ])
      expect(response.body.total).toBe(6)
      const steps = 9000 + 5000 + 5000 + 2200
      expect(response.body.totals).toEqual({
        steps,
        bonus: 4000,
        overall: steps + 4000,
        moneyEquivalent: steps / 200,
        moneyPer100Steps: 0.5,
        currency: 'USD',
      })
      expect(response.body.users[0].user).toEqual({ id: member('Abe').user.id, username: 'Abe', avatarUrl: null })
    })

    it('pages with limit and offset keep the ranks of the whole board', async () => {
      const cookie = member('Dan').cookie
      const page = async (limit: number, offset: number) =>
        (await t.request('GET', `/api/scores/users?limit=${limit}&offset=${offset}`, { cookie })).body.users.map(
          (u: any) => `${u.rank}:${u.user.username}`,
        )
      expect(await page(2, 0)).toEqual(['1:Abe', '1:Bea'])
      expect(await page(2, 1)).toEqual(['1:Bea', '3:Cara'])
      expect(await page(2, 3)).toEqual(['4:Eve', '5:Dan'])
      expect(await page(3, 4)).toEqual(['5:Dan', '5:Zed Admin'])
      expect(await page(5, 6)).toEqual([])
    })

    it('week and month count only their calendar period', async () => {
      const cookie = member('Dan').cookie
      const month = await t.request('GET', '/api/scores/users?period=month', { cookie })
      expect(month.status).toBe(200)
      const cara = month.body.users.find((u: any) => u.user.username === 'Cara')
      // Cara's only day was 40 days ago: never in this month.
      expect(cara.total).toBe(0)
      const week = await t.request('GET', '/api/scores/users?period=week', { cookie })
      const abe = week.body.users.find((u: any) => u.user.username === 'Abe')
      expect(abe).toMatchObject({ rank: 1, total: 9000 })
      expect(week.body.totals.steps).toBeGreaterThanOrEqual(14_000)
    })

    it('validates the query', async () => {
      const cookie = member('Dan').cookie
      for (const query of ['period=year', 'limit=0', 'limit=501', 'offset=-1', 'limit=abc']) {
        const response = await t.request('GET', `/api/scores/users?${query}`, { cookie })
        expect(response.status, query).toBe(400)
        expect(response.body.error).toBeTruthy()
      }
      expect((await t.request('GET', '/api/scores/users')).status).toBe(401)
    })

    it("a write shows on the board at once: the board's cache is cleared", async () => {
      const cookie = member('Dan').cookie
      await t.request('GET', '/api/scores/users', { cookie })
      await ingest(t, [{ sensorUserId: 's-Dan', date: daysAgo(0), steps: 20_000 }])
      const response = await t.request('GET', '/api/scores/users', { cookie })
      expect(response.body.users[0]).toMatchObject({ rank: 1, total: 20_000, user: { username: 'Dan' } })
    })

    it("the team board sums current members' totals, ranks ties by name, and counts members", async () => {
      await makeTeam(t, 'Walkers', [member('Abe').user.id, member('Eve').user.id])
      await makeTeam(t, 'Runners', [member('Bea').user.id, member('Cara').user.id])
      await makeTeam(t, 'Empty', [admin.user.id])
      const response = await t.request('GET', '/api/scores/team', { cookie: member('Dan').cookie })
      expect(response.status).toBe(200)
      expect(response.body).toEqual([
        { teamId: expect.any(Number), teamName: 'Runners', teamTotal: 14_000, rank: 1, totalMembers: 2 },
        { teamId: expect.any(Number), teamName: 'Walkers', teamTotal: 11_200, rank: 2, totalMembers: 2 },
        { teamId: expect.any(Number), teamName: 'Empty', teamTotal: 0, rank: 3, totalMembers: 1 },
      ])
      expect((await t.request('GET', '/api/scores/team?period=decade', { cookie: member('Dan').cookie })).status).toBe(
        400,
      )
    })

    it("getMemberStanding gives a member's all-time sums and rank", async () => {
      expect(await getMemberStanding(t.db, member('Bea').user.id)).toEqual({
        steps: 5000,
        bonus: 4000,
        total: 9000,
        rank: 2,
      })
      expect(await getMemberStanding(t.db, admin.user.id)).toEqual({ steps: 0, bonus: 0, total: 0, rank: 6 })
    })

    it("GET /api/scores/me gives the viewer's rank and sums for each period, as the board has them", async () => {
      for (const period of ['all', 'week', 'month']) {
        const board = await t.request('GET', `/api/scores/users?period=${period}&limit=500`, {
          cookie: member('Dan').cookie,
        })
        for (const viewer of [member('Abe'), member('Bea'), member('Cara'), admin]) {
          const standing = await t.request('GET', `/api/scores/me?period=${period}`, { cookie: viewer.cookie })
          expect(standing.status).toBe(200)
          const row = board.body.users.find((u: any) => u.user.id === viewer.user.id)
          expect(standing.body, `${period} ${viewer.user.id}`).toEqual({
            rank: row.rank,
            steps: row.steps,
            bonus: row.bonus,
            total: row.total,
          })
        }
      }
      expect((await t.request('GET', '/api/scores/me')).status).toBe(401)
      expect((await t.request('GET', '/api/scores/me?period=year', { cookie: admin.cookie })).status).toBe(400)
    })

    it('adjustBonus removes points again and creates a day row when there is none', async () => {
      const bea = member('Bea').user.id
      await inTransaction(t.db, (tx) =>
        t.app.scores.adjustBonus(tx, [{ userId: bea, date: daysAgo(0), points: -4000 }]),
      )
      await inTransaction(t.db, (tx) => t.app.scores.adjustBonus(tx, [{ userId: bea, date: daysAgo(3), points: 25 }]))
      const history = await t.request('GET', '/api/scores/history', { cookie: member('Bea').cookie })
      expect(history.body).toEqual([
        {
          date: daysAgo(0),
          steps: 5000,
          bonus: 0,
          total: 5000,
          source: 'wearable',
          sources: [{ source: 'wearable', steps: 5000 }],
          importFormat: null,
          flags: [],
          review: null,
          held: false,
          note: null,
        },
        {
          date: daysAgo(3),
          steps: 0,
          bonus: 25,
          total: 25,
          source: null,
          sources: [],
          importFormat: null,
          flags: [],
          review: null,
          held: false,
          note: null,
        },
      ])
      expect(await getMemberStanding(t.db, bea)).toMatchObject({ bonus: 25, total: 5025 })
      expect(await totalsDrift(t)).toEqual([])
    })
  })
})

describe('calendar periods in a non-UTC time zone', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ TZ: 'Pacific/Kiritimati' })
  })
  afterAll(() => t.close())

  it("manual entry and the week board follow the server's TZ (UTC+14)", async () => {
    const { cookie } = await t.signUp({ username: 'Kiri' })
    const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date())
    const entry = await t.request('POST', '/api/scores', { cookie, body: { date: localToday, steps: 4321 } })
    expect(entry.status).toBe(200)
    const tomorrow = new Date(`${localToday}T00:00:00Z`)
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1)
    const future = await t.request('POST', '/api/scores', {
      cookie,
      body: { date: tomorrow.toISOString().slice(0, 10), steps: 1 },
    })
    expect(future.status).toBe(400)
    const week = await t.request('GET', '/api/scores/users?period=week', { cookie })
    expect(week.body.users[0]).toMatchObject({ total: 4321 })
    const month = await t.request('GET', '/api/scores/users?period=month', { cookie })
    expect(month.body.users[0]).toMatchObject({ total: 4321 })
  })
})

describe('week and month sums when days arrive out of order', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const today = daysAgo(0)
  const nextMonday = addDays(weekStart(today), 7)
  const nextMonthFirst = monthStart(addDays(monthStart(today), 31))

  async function boardTotal(cookie: string, period: string, username: string) {
    const response = await t.request('GET', `/api/scores/users?period=${period}&limit=50`, { cookie })
    expect(response.status).toBe(200)
    return response.body.users.find((u: any) => u.user.username === username)?.total
  }

  it("a day ahead of the server's calendar does not hide this week's and this month's steps", async () => {
    const { user, cookie } = await t.signUp({ username: 'Ahead' })
    await setSensorId(t, user.id, 's-ahead')
    // The wearable's own calendar is already in next week and next month. Ingest takes only 2 days
    // ahead, which crosses a week only at a weekend, so the days go straight to the writer it uses.
    await inTransaction(t.db, (tx) =>
      t.app.scores.recordSteps(tx, 'admin', [
        { userId: user.id, date: nextMonday, steps: 300 },
        { userId: user.id, date: nextMonthFirst, steps: 40 },
      ]),
    )
    await ingest(t, [{ sensorUserId: 's-ahead', date: today, steps: 5000 }])
    await inTransaction(t.db, (tx) => t.app.scores.adjustBonus(tx, [{ userId: user.id, date: today, points: 7 }]))

    // Next month's first day may fall within this week (at the end of a month): then it counts for it.
    const thisWeek = nextMonthFirst < nextMonday ? 40 : 0
    expect(await boardTotal(cookie, 'week', 'Ahead')).toBe(5007 + thisWeek)
    expect(await boardTotal(cookie, 'month', 'Ahead')).toBe(
      5007 + (nextMonday.slice(0, 7) === today.slice(0, 7) ? 300 : 0),
    )
    expect(await boardTotal(cookie, 'all', 'Ahead')).toBe(5347)
    const me = await t.request('GET', '/api/scores/me?period=week', { cookie })
    expect(me.body).toMatchObject({ steps: 5000 + thisWeek, bonus: 7, total: 5007 + thisWeek })
    expect(await totalsDrift(t)).toEqual([])
  })

  it('changes that cancel out across weeks still move this week, whatever empty days come with them', async () => {
    const { user, cookie } = await t.signUp({ username: 'Cancel' })
    await setSensorId(t, user.id, 's-cancel')
    const lastSunday = addDays(weekStart(today), -1)
    await ingest(t, [
      { sensorUserId: 's-cancel', date: lastSunday, steps: 4000 },
      { sensorUserId: 's-cancel', date: today, steps: 5000 },
    ])
    // +1,000 last week, −1,000 this week, and an empty day a week ahead: nothing in total.
    await inTransaction(t.db, (tx) =>
      t.app.scores.recordSteps(tx, 'wearable', [
        { userId: user.id, date: lastSunday, steps: 5000 },
        { userId: user.id, date: today, steps: 4000 },
        { userId: user.id, date: nextMonday, steps: 0 },
      ]),
    )
    expect(await boardTotal(cookie, 'week', 'Cancel')).toBe(4000)
    expect(await boardTotal(cookie, 'all', 'Cancel')).toBe(9000)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('one batch across weeks, and a late change to an earlier week, leave this week exact', async () => {
    const { user, cookie } = await t.signUp({ username: 'Spread' })
    await setSensorId(t, user.id, 's-spread')
    const lastWeek = addDays(weekStart(today), -3)
    await ingest(t, [
      { sensorUserId: 's-spread', date: addDays(today, -40), steps: 100 },
      { sensorUserId: 's-spread', date: lastWeek, steps: 2000 },
      { sensorUserId: 's-spread', date: today, steps: 900 },
    ])
    expect(await boardTotal(cookie, 'week', 'Spread')).toBe(900)
    // A wearable corrects last week's count after this week's arrived.
    await ingest(t, [{ sensorUserId: 's-spread', date: lastWeek, steps: 2500 }])
    expect(await boardTotal(cookie, 'week', 'Spread')).toBe(900)
    expect(await boardTotal(cookie, 'all', 'Spread')).toBe(3500)
    expect(await totalsDrift(t)).toEqual([])
  })
})
