import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../src/db/schema/index.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember } from '../helpers/members.ts'
import { daysAgo } from '../helpers/scores-fixtures.ts'

describe("the community's settings in one place", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ COMMUNITY_URL: 'https://chat.example.com/invite/abc' })
  })
  afterAll(() => t.close())

  it('admins read the whole policy and change parts of it in one call; every older call sees the change', async () => {
    const admin = await t.signUp({ admin: true })
    const member = await t.signUp()
    expect((await t.request('GET', '/api/settings', { cookie: member.cookie })).status).toBe(403)
    expect(
      (await t.request('PATCH', '/api/settings', { cookie: member.cookie, body: { maxTeamMembers: 5 } })).status,
    ).toBe(403)

    const before = await t.request('GET', '/api/settings', { cookie: admin.cookie })
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({
      moneyPer100Steps: 1,
      communityUrl: 'https://chat.example.com/invite/abc',
      maxTeamMembers: 10,
      holdFlaggedDays: false,
      sourcePriority: ['wearable', 'push', 'import', 'admin', 'manual'],
    })

    const saved = await t.request('PATCH', '/api/settings', {
      cookie: admin.cookie,
      body: { moneyPer100Steps: 2, maxTeamMembers: 6, holdFlaggedDays: true, importDaysBack: 60 },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      moneyPer100Steps: 2,
      maxTeamMembers: 6,
      holdFlaggedDays: true,
      importDaysBack: 60,
    })
    expect((await t.request('GET', '/api/scores/config', { cookie: member.cookie })).body).toMatchObject({
      moneyPer100Steps: 2,
      importDaysBack: 60,
    })
    expect((await t.request('GET', '/api/teams/config', { cookie: member.cookie })).body).toEqual({ maxTeamMembers: 6 })
    expect((await t.request('GET', '/api/fair-play', { cookie: member.cookie })).body.holdFlaggedDays).toBe(true)

    const empty = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: {} })
    expect([empty.status, empty.body.key]).toEqual([400, 'nothingToUpdate'])
    const bad = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { maxTeamMembers: 1 } })
    expect(bad.status).toBe(400)
  })

  it('a new source order counts every day again, and the board shows it at once', async () => {
    const admin = await t.signUp({ admin: true })
    const walker = await addMember(t.db, { prefix: 'Order' })
    const day = daysAgo(1)
    await t.db.execute(sql`
      insert into day_scores (user_id, day, wearable_steps, manual_steps, steps, total)
      values (${walker.user.id}, ${day}, 4000, 6000, 4000, 4000)`)
    await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { holdFlaggedDays: false } })
    const manualFirst = await t.request('PATCH', '/api/settings', {
      cookie: admin.cookie,
      body: { sourcePriority: ['manual', 'wearable', 'push', 'import', 'admin'] },
    })
    expect(manualFirst.status).toBe(200)
    const history = await t.request('GET', `/api/admin/members/${walker.user.id}/days`, { cookie: admin.cookie })
    expect(history.body.find((row: { date: string }) => row.date === day)).toMatchObject({
      steps: 6000,
      source: 'manual',
    })
  })

  it('the admin chooses the currency money is shown in: a known ISO 4217 code, audited like every setting', async () => {
    const admin = await t.signUp({ admin: true })
    const member = await t.signUp()
    expect((await t.request('GET', '/api/scores/config', { cookie: member.cookie })).body.currency).toBe('USD')
    const board = () => t.request('GET', '/api/scores/users?limit=1', { cookie: member.cookie })
    expect((await board()).body.totals).toMatchObject({ currency: 'USD' })

    for (const currency of ['eur', 'EURO', 'XYZ', '€', 12, '']) {
      const refused = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { currency } })
      expect([currency, refused.status, refused.body.key]).toEqual([currency, 400, 'currencyInvalid'])
    }
    const viaScores = await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body: { currency: 'ABC' } })
    expect([viaScores.status, viaScores.body.key]).toEqual([400, 'currencyInvalid'])
    expect(
      (await t.request('POST', '/api/scores/config', { cookie: member.cookie, body: { currency: 'EUR' } })).status,
    ).toBe(403)

    const saved = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { currency: 'EUR' } })
    expect([saved.status, saved.body.currency]).toEqual([200, 'EUR'])
    expect((await t.request('GET', '/api/scores/config', { cookie: member.cookie })).body.currency).toBe('EUR')
    // The board says which currency its money equivalent is in, at once after the change.
    expect((await board()).body.totals).toMatchObject({ currency: 'EUR' })
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({ actorId: admin.user.id, before: { currency: 'USD' }, after: { currency: 'EUR' } })

    const shekels = await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body: { currency: 'ILS' } })
    expect([shekels.status, shekels.body.currency]).toEqual([200, 'ILS'])
  })
})
