import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayScores, releasedSensorIds, users } from '../../src/db/schema/index.ts'
import { createTestApp, TEST_ORIGIN, TEST_INGEST_KEY, type TestApp } from '../helpers/app.ts'
import { totalsDrift, daysAgo, ingest, setSensorId } from '../helpers/scores-fixtures.ts'
import { inTransaction } from '../../src/db/transaction.ts'

describe('POST /api/ingest/steps', () => {
  let t: TestApp
  let ann: { id: number }
  let bob: { id: number }
  let cookie: string

  // Quotes, commas, braces and a backslash: sensor ids travel as one array parameter.
  const BOB = 'fit-bob,"{x}\\'

  beforeAll(async () => {
    t = await createTestApp()
    const a = await t.signUp({ username: 'Ann' })
    const b = await t.signUp({ username: 'Bob' })
    ann = a.user
    bob = b.user
    cookie = a.cookie
    await setSensorId(t, ann.id, 'fit-ann')
    await setSensorId(t, bob.id, BOB)
  })
  afterAll(() => t.close())

  const rowsOf = (userId: number) =>
    t.db.select().from(dayScores).where(eq(dayScores.userId, userId)).orderBy(dayScores.day)

  it('refuses a missing or wrong key, and a session cookie is no substitute', async () => {
    const entries = [{ sensorUserId: 'fit-ann', date: '2026-01-01', steps: 10 }]
    expect((await t.request('POST', '/api/ingest/steps', { body: { entries }, noOrigin: true })).status).toBe(401)
    expect((await ingest(t, entries, 'not-the-key')).status).toBe(401)
    const withCookie = await t.request('POST', '/api/ingest/steps', { body: { entries }, cookie })
    expect(withCookie.status).toBe(401)
    expect(withCookie.body.error).toMatch(/ingest API key/)
    expect(await rowsOf(ann.id)).toEqual([])
  })

  it('saves a batch, reports unknown sensor ids and skips their rows', async () => {
    const response = await ingest(t, [
      { sensorUserId: 'fit-ann', date: '2026-01-05', steps: 8000 },
      { sensorUserId: BOB, date: '2026-01-05', steps: 12000 },
      { sensorUserId: 'nobody', date: '2026-01-05', steps: 500 },
      { sensorUserId: 'nobody', date: '2026-01-06', steps: 500 },
      { sensorUserId: 'a-stranger', date: '2026-01-06', steps: 500 },
    ])
    expect(response.status).toBe(200)
    // Each unknown id once, in the order the batch first names it.
    expect(response.body).toEqual({ accepted: 2, unknownSensorIds: ['nobody', 'a-stranger'] })
    expect((await rowsOf(ann.id)).map((r) => [r.day, r.steps, r.bonus, r.total])).toEqual([
      ['2026-01-05', 8000, 0, 8000],
    ])
    expect(await totalsDrift(t)).toEqual([])
  })

  it('is all or nothing: one bad row refuses the batch and every bad row is named', async () => {
    const response = await ingest(t, [
      { sensorUserId: 'fit-ann', date: '2026-01-07', steps: 100 },
      { sensorUserId: 'fit-ann', date: '2026-02-30', steps: 100 },
      { sensorUserId: BOB, date: '2026-01-07', steps: 100_001 },
      { sensorUserId: '', date: '2026-01-07', steps: 5 },
      { sensorUserId: BOB, date: '2026-01-08', steps: 1.5 },
      'not an object',
    ])
    expect(response.status).toBe(400)
    for (const index of [1, 2, 3, 4, 5]) expect(response.body.error).toContain(`entries[${index}]`)
    expect(response.body.error).not.toContain('entries[0]')
    expect(response.body.error).toMatch(/100,000/)
    expect((await rowsOf(ann.id)).map((r) => r.day)).toEqual(['2026-01-05'])
  })

  it("refuses a day more than 2 days after the server's today, and takes one 2 days ahead", async () => {
    const farAhead = await ingest(t, [
      { sensorUserId: 'fit-ann', date: daysAgo(-2), steps: 10 },
      { sensorUserId: 'fit-ann', date: daysAgo(-3), steps: 10 },
    ])
    expect(farAhead.status).toBe(400)
    expect(farAhead.body.error).toContain('entries[1]: date: Date is more than 2 days after today')
    expect(farAhead.body.error).not.toContain('entries[0]')
    expect((await ingest(t, [{ sensorUserId: 'fit-ann', date: daysAgo(-2), steps: 10 }])).status).toBe(200)
  })

  it('refuses more than 10,000 entries and a body without entries', async () => {
    const entries = Array.from({ length: 10_001 }, () => ({ sensorUserId: 'fit-ann', date: '2026-01-09', steps: 1 }))
    const tooMany = await ingest(t, entries)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error).toMatch(/10,000/)
    const missing = await t.request('POST', '/api/ingest/steps', {
      body: {},
      headers: { authorization: `Bearer ${TEST_INGEST_KEY}` },
      noOrigin: true,
    })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toMatch(/entries/)
  })

  it('a replayed batch changes nothing; a later count for the day replaces the earlier one', async () => {
    const batch = [
      { sensorUserId: 'fit-ann', date: '2026-01-10', steps: 4000 },
      { sensorUserId: 'fit-ann', date: '2026-01-11', steps: 6000 },
    ]
    expect((await ingest(t, batch)).body.accepted).toBe(2)
    const before = await rowsOf(ann.id)
    expect((await ingest(t, batch)).status).toBe(200)
    expect(await rowsOf(ann.id)).toEqual(before)
    await ingest(t, [{ sensorUserId: 'fit-ann', date: '2026-01-11', steps: 2500 }])
    const after = await rowsOf(ann.id)
    expect(after.find((r) => r.day === '2026-01-11')?.steps).toBe(2500)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('within one batch the last count for a day wins', async () => {
    await ingest(t, [
      { sensorUserId: BOB, date: '2026-01-12', steps: 100 },
      { sensorUserId: BOB, date: '2026-01-12', steps: 300 },
      { sensorUserId: BOB, date: '2026-01-12', steps: 200 },
    ])
    expect((await rowsOf(bob.id)).find((r) => r.day === '2026-01-12')?.steps).toBe(200)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('keeps the bonus when steps are replaced: total = steps + bonus', async () => {
    await inTransaction(t.db, (tx) =>
      t.app.scores.adjustBonus(tx, [{ userId: bob.id, date: '2026-01-12', points: 50 }]),
    )
    await ingest(t, [{ sensorUserId: BOB, date: '2026-01-12', steps: 1000 }])
    const row = (await rowsOf(bob.id)).find((r) => r.day === '2026-01-12')!
    expect([row.steps, row.bonus, row.total]).toEqual([1000, 50, 1050])
    expect(await totalsDrift(t)).toEqual([])
  })

  it('saves 10,000 entries in one call', async () => {
    const entries = Array.from({ length: 5000 }, (_, i) => ({
      sensorUserId: i % 2 ? 'fit-ann' : BOB,
      date: daysAgo(400 + Math.floor(i / 2)),
      steps: i % 100_001,
    }))
    const response = await ingest(t, [...entries, ...entries])
    expect(response.status).toBe(200)
    // Every entry is accepted; the repeated half just sets the same day rows again.
    expect(response.body.accepted).toBe(10_000)
    expect(await t.db.$count(dayScores)).toBeGreaterThanOrEqual(5000)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('concurrent ingests and bonuses on the same member and day leave one consistent row', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address() as { port: number }
    const url = `http://127.0.0.1:${address.port}/api/ingest/steps`
    const day = '2026-03-02'
    const values = Array.from({ length: 24 }, (_, i) => 1000 + i * 37)
    const send = (steps: number, index: number) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${TEST_INGEST_KEY}`,
          origin: TEST_ORIGIN,
        },
        body: JSON.stringify({
          entries: [
            // Overlapping days of both members, in different orders, to provoke lock-order trouble.
            { sensorUserId: index % 2 ? 'fit-ann' : BOB, date: '2026-03-03', steps },
            { sensorUserId: 'fit-ann', date: day, steps },
            { sensorUserId: BOB, date: day, steps: steps + 1 },
          ],
        }),
      }).then((r) => r.status)
    const bonuses = Array.from({ length: 6 }, () =>
      inTransaction(t.db, (tx) => t.app.scores.adjustBonus(tx, [{ userId: ann.id, date: day, points: 5 }])),
    )
    const [statuses] = await Promise.all([Promise.all(values.map(send)), Promise.all(bonuses)])
    expect(statuses.every((s) => s === 200)).toBe(true)

    const rows = await t.db
      .select()
      .from(dayScores)
      .where(sql`${dayScores.day} = ${day}`)
      .orderBy(dayScores.userId)
    expect(rows).toHaveLength(2)
    const annRow = rows.find((r) => r.userId === ann.id)!
    expect(values).toContain(annRow.steps)
    expect(annRow.bonus).toBe(30)
    expect(annRow.total).toBe(annRow.steps + 30)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('ingests that create days race bonuses on existing and new days without deadlock or drift', async () => {
    const existing = '2026-05-04'
    await ingest(t, [
      { sensorUserId: 'fit-ann', date: existing, steps: 10 },
      { sensorUserId: BOB, date: existing, steps: 10 },
    ])
    // Each round adds days nobody has yet, so ingests and bonuses both create and lock rows at once.
    const rounds = Array.from({ length: 6 }, (_, round) => [existing, `2026-05-${String(5 + round).padStart(2, '0')}`])
    const ingests = rounds.map((days, i) =>
      ingest(
        t,
        (i % 2 ? [...days].reverse() : days).flatMap((date) => [
          { sensorUserId: 'fit-ann', date, steps: 500 + i },
          { sensorUserId: BOB, date, steps: 700 + i },
        ]),
      ),
    )
    const bonuses = rounds.map((days, i) =>
      inTransaction(t.db, (tx) =>
        t.app.scores.adjustBonus(
          tx,
          (i % 2 ? days : [...days].reverse()).flatMap((date) => [
            { userId: bob.id, date, points: 2 },
            { userId: ann.id, date, points: 1 },
          ]),
        ),
      ),
    )
    const [statuses] = await Promise.all([Promise.all(ingests), Promise.all(bonuses)])
    expect(statuses.map((r) => r.status)).toEqual(Array(6).fill(200))
    const rows = await t.db
      .select()
      .from(dayScores)
      .where(sql`${dayScores.day} between '2026-05-04' and '2026-05-10'`)
    expect(rows).toHaveLength(14)
    for (const row of rows) {
      const perBonus = row.userId === ann.id ? 1 : 2
      expect(row.bonus).toBe(row.day === existing ? 6 * perBonus : perBonus)
      expect(row.total).toBe(row.steps + row.bonus)
    }
    expect(await totalsDrift(t)).toEqual([])
  })

  it('bulk bonus changes racing ingests of the same days neither deadlock nor drift', async () => {
    const days = ['2026-04-06', '2026-04-07', '2026-04-08']
    const ingests = Array.from({ length: 8 }, (_, i) =>
      ingest(
        t,
        // Reverse order on odd calls: the server must still lock in one order.
        (i % 2 ? [...days].reverse() : days).flatMap((date) => [
          { sensorUserId: BOB, date, steps: 100 + i },
          { sensorUserId: 'fit-ann', date, steps: 200 + i },
        ]),
      ),
    )
    const bonuses = Array.from({ length: 8 }, (_, i) =>
      inTransaction(t.db, (tx) =>
        t.app.scores.adjustBonus(
          tx,
          (i % 2 ? [...days].reverse() : days).flatMap((date) => [
            { userId: ann.id, date, points: 3 },
            { userId: bob.id, date, points: 2 },
          ]),
        ),
      ),
    )
    const [statuses] = await Promise.all([Promise.all(ingests), Promise.all(bonuses)])
    expect(statuses.map((r) => r.status)).toEqual(Array(8).fill(200))
    const rows = await t.db
      .select()
      .from(dayScores)
      .where(sql`${dayScores.day} between '2026-04-06' and '2026-04-08'`)
    expect(rows).toHaveLength(6)
    for (const row of rows) expect(row.bonus).toBe(row.userId === ann.id ? 24 : 16)
    expect(await totalsDrift(t)).toEqual([])
  })

  it("skips a deactivated member's entries and names their sensor ids apart from unknown ones", async () => {
    const admin = await t.signUp({ admin: true })
    const dee = await t.signUp({ username: 'Dee' })
    await setSensorId(t, dee.user.id, 'fit-dee')
    const deactivated = await t.request('POST', `/api/admin/members/${dee.user.id}/deactivate`, {
      cookie: admin.cookie,
    })
    expect(deactivated.status).toBe(200)

    const response = await ingest(t, [
      { sensorUserId: 'fit-dee', date: daysAgo(1), steps: 900 },
      { sensorUserId: 'fit-ann', date: daysAgo(1), steps: 800 },
      { sensorUserId: 'nobody-at-all', date: daysAgo(1), steps: 700 },
      { sensorUserId: 'fit-dee', date: daysAgo(0), steps: 600 },
    ])
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      accepted: 1,
      unknownSensorIds: ['nobody-at-all'],
      deactivatedSensorIds: ['fit-dee'],
    })
    expect(await rowsOf(dee.user.id)).toEqual([])

    // Back again, they count from the next sync on, not with the days synced meanwhile.
    await t.request('POST', `/api/admin/members/${dee.user.id}/reactivate`, { cookie: admin.cookie })
    expect(await rowsOf(dee.user.id)).toEqual([])
    const back = await ingest(t, [{ sensorUserId: 'fit-dee', date: daysAgo(0), steps: 650 }])
    expect(back.body).toEqual({ accepted: 1, unknownSensorIds: [] })
    expect((await rowsOf(dee.user.id)).map((r) => r.steps)).toEqual([650])
    expect(await totalsDrift(t)).toEqual([])
  })

  describe('a sensor id that changes hands', () => {
    const setOwnSensorId = async (cookie: string, sensorUserId: string | null) => {
      const response = await t.request('PATCH', '/api/me', { cookie, body: { sensorUserId } })
      expect(response.status, response.text).toBe(200)
    }
    const stepsOf = async (userId: number) => (await rowsOf(userId)).map((r) => [r.day, r.steps])
    const history = (sensorUserId: string, days: number[], steps: number) =>
      days.map((days) => ({ sensorUserId, date: daysAgo(days), steps: steps + days }))

    it('the new holder gets none of the days the device synced to the previous one, which keeps them', async () => {
      const a = await t.signUp({ username: 'Previous Holder' })
      const b = await t.signUp({ username: 'Next Holder' })
      await setOwnSensorId(a.cookie, 'band-7')
      expect((await ingest(t, history('band-7', [3, 2, 1, 0], 1000))).body.accepted).toBe(4)
      await setOwnSensorId(a.cookie, 'band-8')
      await setOwnSensorId(b.cookie, 'band-7')

      // The sync service sends the device's whole history again, and a new day.
      const resent = await ingest(t, [...history('band-7', [3, 2, 1, 0], 5000), ...history('band-7', [-1], 7000)])
      expect(resent.body).toEqual({ accepted: 1, unknownSensorIds: [] })
      expect(await stepsOf(b.user.id)).toEqual([[daysAgo(-1), 6999]])
      expect(await stepsOf(a.user.id)).toEqual([3, 2, 1, 0].map((days) => [daysAgo(days), 1000 + days]))

      // An id nobody held before comes with its history.
      await ingest(t, history('band-8', [30], 100))
      // Letting the id go and taking it back keeps the day it counts from: no way to the old days.
      await setOwnSensorId(b.cookie, null)
      await setOwnSensorId(b.cookie, 'band-7')
      await ingest(t, history('band-7', [0], 9000))
      expect(await stepsOf(b.user.id)).toEqual([[daysAgo(-1), 6999]])
      expect((await stepsOf(a.user.id))[0]).toEqual([daysAgo(30), 130])
      expect(await totalsDrift(t)).toEqual([])
    })

    it('a claim racing the release of the same id never gets the days synced before it', async () => {
      const pairs = await Promise.all(
        Array.from({ length: 6 }, async () => [await t.signUp(), await t.signUp()] as const),
      )
      for (const [index, [a]] of pairs.entries()) await setOwnSensorId(a.cookie, `race-${index}`)
      await ingest(
        t,
        pairs.flatMap((_, index) => history(`race-${index}`, [2, 1], 100)),
      )
      const answers = await Promise.all(
        pairs.flatMap(([a, b], index) => [
          t.request('PATCH', '/api/me', { cookie: a.cookie, body: { sensorUserId: `race-${index}-new` } }),
          t.request('PATCH', '/api/me', { cookie: b.cookie, body: { sensorUserId: `race-${index}` } }),
        ]),
      )
      for (const answer of answers) expect([200, 409]).toContain(answer.status)
      await ingest(
        t,
        pairs.flatMap((_, index) => history(`race-${index}`, [2, 1], 500)),
      )
      const claimants = pairs.map(([, b]) => b.user.id)
      const rows = await t.db.select().from(dayScores).where(inArray(dayScores.userId, claimants))
      expect(rows).toEqual([])
      const holders = await t.db.select().from(users).where(inArray(users.id, claimants))
      for (const holder of holders) if (holder.sensorUserId) expect(holder.sensorCountsFrom).not.toBeNull()
    })

    it('counts from the day of the claim when the id was released on an earlier day', async () => {
      const a = await t.signUp()
      const b = await t.signUp()
      await setOwnSensorId(a.cookie, 'band-9')
      await setOwnSensorId(a.cookie, null)
      // Released three days ago, as if the member had cleared it then.
      await t.db
        .update(releasedSensorIds)
        .set({ releasedOn: daysAgo(3) })
        .where(eq(releasedSensorIds.sensorUserId, 'band-9'))
      await setOwnSensorId(b.cookie, 'band-9')
      await ingest(t, history('band-9', [4, 3, 2, 1, 0], 100))
      expect(await stepsOf(b.user.id)).toEqual([[daysAgo(0), 100]])
    })
  })
})
