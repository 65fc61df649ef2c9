import { UNDO_SECONDS } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { openDayRequestCount } from '../../src/modules/fair-play/index.ts'
import { writeNotification } from '../../src/modules/notifications/words.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, httpCall, type Member } from '../helpers/members.ts'
import { ingest, setSensorId, totalsDrift } from '../helpers/scores-fixtures.ts'

const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows

let current: TestApp
/** The member's notices of a day's change whose occasion starts so, that have not gone out. */
const unsent = (member: Member, occasion: string) =>
  rowsOf<{ occasion: string }>(
    current,
    sql`select occasion from notification_outbox
        where user_id = ${member.user.id} and kind = 'dayChanged' and starts_with(occasion, ${occasion})
          and done_at is null and email_done_at is null and cardinality(pushed_to) = 0`,
  )

describe("members' requests that an admin correct a day", () => {
  let t: TestApp
  let admin: Member
  let otherAdmin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    current = t
    admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
    otherAdmin = await addMember(t.db, { admin: true, prefix: 'Admin' })
  })
  afterAll(() => t.close())

  const ask = (member: Member, body: Record<string, unknown>) =>
    t.request('POST', '/api/day-requests', { cookie: member.cookie, body })
  const mine = async (member: Member) => (await t.request('GET', '/api/day-requests', { cookie: member.cookie })).body
  const openList = async () =>
    (await t.request('GET', '/api/admin/day-requests?limit=100', { cookie: admin.cookie })).body as {
      requests: { id: number; userId: number; note: string; counted: number; sources: unknown[] }[]
      total: number
    }
  const correct = (member: Member, date: string, body: Record<string, unknown>, by = admin) =>
    t.request('PUT', `/api/admin/members/${member.user.id}/days/${date}`, { cookie: by.cookie, body })
  const enter = (member: Member, date: string, steps: number) =>
    t.request('POST', '/api/scores', { cookie: member.cookie, body: { date, steps } })
  const notices = (member: Member) =>
    rowsOf<{ occasion: string; params: Record<string, unknown> & { change: string; reason: string | null } }>(
      t,
      sql`select occasion, params from notification_outbox where user_id = ${member.user.id} and kind = 'dayChanged' order by id`,
    )

  it('a member asks about a day a watch outranks, sees it, and may withdraw it while it is open', async () => {
    const member = await addMember(t.db, { prefix: 'Asker' })
    const date = addDays(today, -2)
    await setSensorId(t, member.user.id, `watch-${member.user.id}`)
    await ingest(t, [{ sensorUserId: `watch-${member.user.id}`, date, steps: 6_200 }])
    const typed = await enter(member, date, 9_500)
    expect(typed.body).toMatchObject({ steps: 6_200, source: 'wearable' })

    const bad: [Record<string, unknown>, number, string][] = [
      [{ date, note: '  ' }, 400, 'dayRequestNoteRequired'],
      [{ date, note: 'x'.repeat(501) }, 400, 'dayRequestNoteTooLong'],
      [{ date, note: 'Walked', steps: -1 }, 400, 'stepsNegative'],
      [{ date: addDays(today, 1), note: 'Tomorrow' }, 400, 'correctionFuture'],
      [{ date: addDays(today, -31), note: 'Long ago' }, 400, 'dayRequestDaysBack'],
    ]
    for (const [body, status, key] of bad) {
      const answer = await ask(member, body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(answer.body.key, JSON.stringify(body)).toBe(key)
    }

    const asked = await ask(member, { date, steps: 9_500, note: 'My watch was charging all afternoon' })
    expect(asked.status, asked.text).toBe(201)
    expect(asked.body).toMatchObject({ date, steps: 9_500, resolution: null, resolvedAt: null })
    const again = await ask(member, { date, note: 'Once more' })
    expect(again.status).toBe(409)
    expect(again.body.key).toBe('dayRequestOpen')
    expect(await mine(member)).toEqual([asked.body])

    const listed = (await openList()).requests.find((request) => request.id === asked.body.id)
    expect(listed).toMatchObject({
      userId: member.user.id,
      note: 'My watch was charging all afternoon',
      counted: 6_200,
      sources: [
        { source: 'wearable', steps: 6_200 },
        { source: 'manual', steps: 9_500 },
      ],
    })
    expect((await t.request('GET', '/api/admin/day-requests', { cookie: member.cookie })).status).toBe(403)

    const stranger = await addMember(t.db)
    const theirs = await t.request('DELETE', `/api/day-requests/${asked.body.id}`, { cookie: stranger.cookie })
    expect(theirs.status).toBe(404)
    expect(await openDayRequestCount(t.db)).toBeGreaterThanOrEqual(1)
    const before = await openDayRequestCount(t.db)
    const withdrawn = await t.request('DELETE', `/api/day-requests/${asked.body.id}`, { cookie: member.cookie })
    expect(withdrawn.status).toBe(204)
    expect(await openDayRequestCount(t.db)).toBe(before - 1)
    expect(await mine(member)).toEqual([])
    expect((await t.request('DELETE', `/api/day-requests/${asked.body.id}`, { cookie: member.cookie })).status).toBe(
      404,
    )
    // The day is free for a new request once the old one is withdrawn.
    expect((await ask(member, { date, note: 'Asking again' })).status).toBe(201)
  })

  it('two requests for the same day at the same moment: exactly one is taken', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const members = await addMembers(t.db, 4, { prefix: 'Twice' })
    const date = addDays(today, -1)
    const answers = await Promise.all(
      members.flatMap((member) =>
        ['first', 'second'].map((note) =>
          httpCall(address, 'POST', '/api/day-requests', member.cookie, { date, note }),
        ),
      ),
    )
    for (const [index, member] of members.entries()) {
      const pair = answers.slice(index * 2, index * 2 + 2)
      expect(pair.map((answer) => answer.status).sort()).toEqual([201, 409])
      expect(pair.find((answer) => answer.status === 409)!.body.key).toBe('dayRequestOpen')
      const rows = await rowsOf(t, sql`select id from day_requests where user_id = ${member.user.id}`)
      expect(rows).toHaveLength(1)
    }
  })

  it('a correction of the day answers its open request in the same transaction, and undoing it opens the request again', async () => {
    const member = await addMember(t.db, { prefix: 'Corrected' })
    const date = addDays(today, -3)
    await enter(member, date, 3_000)
    const asked = await ask(member, { date, steps: 8_000, note: 'Forgot my phone on the hike' })
    expect(asked.status).toBe(201)

    const corrected = await correct(member, date, { steps: 8_000, reason: 'Hike with the team' })
    expect(corrected.status, corrected.text).toBe(200)
    expect(await mine(member)).toMatchObject([{ id: asked.body.id, resolution: 'corrected' }])
    expect((await openList()).requests.some((request) => request.id === asked.body.id)).toBe(false)
    const [entry] = await rowsOf<{ after: Record<string, unknown> }>(
      t,
      sql`select after from audit_log where subject_id = ${member.user.id} and action = 'day.correct'`,
    )
    expect(entry!.after).toMatchObject({ steps: 8_000, request: 'corrected' })
    // An answered request cannot be withdrawn or dismissed.
    expect((await t.request('DELETE', `/api/day-requests/${asked.body.id}`, { cookie: member.cookie })).body.key).toBe(
      'dayRequestAnswered',
    )
    const dismissed = await t.request('POST', `/api/admin/day-requests/${asked.body.id}/dismiss`, {
      cookie: admin.cookie,
      body: {},
    })
    expect(dismissed.status).toBe(409)

    // Another admin cannot undo it; the admin who corrected can, once.
    const undo = (by: Member) =>
      t.request('POST', `/api/admin/members/${member.user.id}/days/${date}/undo`, {
        cookie: by.cookie,
        body: { decision: 'correct' },
      })
    expect((await undo(otherAdmin)).body.key).toBe('undoTooLate')
    const undone = await undo(admin)
    expect(undone.status, undone.text).toBe(200)
    expect(undone.body).toMatchObject({ steps: 3_000, source: 'manual', note: null })
    expect(await mine(member)).toMatchObject([{ id: asked.body.id, resolution: null }])
    // The notice of the correction is taken back unless the sender took it first.
    expect(await unsent(member, 'correction:')).toEqual([])
    expect((await undo(admin)).status).toBe(409)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('undoing a correction of a corrected day brings back the earlier count and its reason', async () => {
    const member = await addMember(t.db, { prefix: 'Twice corrected' })
    const date = addDays(today, -4)
    expect((await correct(member, date, { steps: 4_000, reason: 'First look' }, otherAdmin)).status).toBe(200)
    expect((await correct(member, date, { steps: 5_000, reason: 'Second look' })).status).toBe(200)
    const undone = await t.request('POST', `/api/admin/members/${member.user.id}/days/${date}/undo`, {
      cookie: admin.cookie,
      body: { decision: 'correct' },
    })
    expect(undone.status, undone.text).toBe(200)
    expect(undone.body).toMatchObject({ steps: 4_000, source: 'correction', note: 'First look' })
  })

  it('an admin dismisses a request with a reason the member is told', async () => {
    const member = await addMember(t.db, { prefix: 'Dismissed' })
    const date = addDays(today, -5)
    await enter(member, date, 2_000)
    const asked = await ask(member, { date, note: 'It was more' })
    const dismiss = (body: Record<string, unknown>, by = admin) =>
      t.request('POST', `/api/admin/day-requests/${asked.body.id}/dismiss`, { cookie: by.cookie, body })
    expect((await dismiss({}, member)).status).toBe(403)
    expect((await dismiss({ reason: 'x'.repeat(501) })).status).toBe(400)
    const dismissed = await dismiss({ reason: 'Your watch shows 2,000' })
    expect(dismissed.status, dismissed.text).toBe(200)
    expect(dismissed.body).toMatchObject({ id: asked.body.id, resolution: 'dismissed' })
    expect((await dismiss({}, otherAdmin)).body.key).toBe('dayRequestAnswered')
    expect(
      (await t.request('POST', '/api/admin/day-requests/999999/dismiss', { cookie: admin.cookie, body: {} })).body.key,
    ).toBe('dayRequestNotFound')
    expect(await mine(member)).toMatchObject([{ resolution: 'dismissed' }])
    expect(await notices(member)).toMatchObject([
      { occasion: `request:${asked.body.id}`, params: { change: 'dismissed', reason: 'Your watch shows 2,000' } },
    ])
    // Written in the member's language, as the mail and the push say it.
    const [notice] = await notices(member)
    const words = writeNotification('dayChanged', notice!.params, { username: 'Dana', language: 'es', timeZone: 'UTC' })
    expect(words.title).toMatch(/^Un administrador respondió a tu solicitud sobre el /)
    expect(words.paragraphs).toEqual([
      expect.stringMatching(/se quedan como estaban\.$/),
      'Motivo indicado: Your watch shows 2,000',
    ])
    const [entry] = await rowsOf<{ actor_id: number; target: string; reason: string }>(
      t,
      sql`select actor_id, target, reason from audit_log where subject_id = ${member.user.id} and action = 'day.dismiss-request'`,
    )
    expect(entry).toEqual({ actor_id: admin.user.id, target: date, reason: 'Your watch shows 2,000' })
    // The day is left as it was.
    const history = await t.request('GET', '/api/scores/history', { cookie: member.cookie })
    expect(history.body.find((day: { date: string }) => day.date === date)).toMatchObject({ steps: 2_000 })
  })
})

describe('the review queue shows what approving counts, and decisions can be undone', () => {
  let t: TestApp
  let admin: Member
  let otherAdmin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    current = t
    admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
    otherAdmin = await addMember(t.db, { admin: true, prefix: 'Admin' })
    const rules = await t.request('PUT', '/api/admin/fair-play', {
      cookie: admin.cookie,
      body: { holdFlaggedDays: true },
    })
    expect(rules.status).toBe(200)
  })
  afterAll(() => t.close())

  const enter = (member: Member, date: string, steps: number) =>
    t.request('POST', '/api/scores', { cookie: member.cookie, body: { date, steps } })
  const review = (member: Member, date: string, body: Record<string, unknown>) =>
    t.request('POST', `/api/admin/review/${member.user.id}/${date}`, { cookie: admin.cookie, body })
  const undo = (member: Member, date: string, decision: string, by = admin) =>
    t.request('POST', `/api/admin/members/${member.user.id}/days/${date}/undo`, {
      cookie: by.cookie,
      body: { decision },
    })
  const queued = async (member: Member) =>
    (await t.request('GET', `/api/admin/review?userId=${member.user.id}`, { cookie: admin.cookie })).body.days as {
      date: string
      steps: number
      approvedSteps: number
    }[]
  const boardSteps = async (member: Member) => {
    const board = await t.request('GET', '/api/scores/users?limit=500', { cookie: member.cookie })
    return board.body.users.find((row: { user: { id: number } }) => row.user.id === member.user.id)?.steps ?? 0
  }

  it('a held day above the daily cap says before approving that it will count the cap', async () => {
    const member = await addMember(t.db, { prefix: 'Capped' })
    const date = addDays(today, -1)
    await enter(member, date, 25_000)
    expect(await queued(member)).toMatchObject([{ date, steps: 0, approvedSteps: 20_000 }])
    const approved = await review(member, date, { decision: 'approve' })
    expect(approved.body.steps).toBe(20_000)
  })

  it('an approve undone puts the day back in the queue, held, and out of the totals', async () => {
    const member = await addMember(t.db, { prefix: 'Undo approve' })
    const date = addDays(today, -2)
    await enter(member, date, 30_000)
    expect((await review(member, date, { decision: 'approve' })).status).toBe(200)
    expect(await boardSteps(member)).toBe(20_000)

    expect((await undo(member, date, 'void')).body.key).toBe('undoTooLate')
    expect((await undo(member, date, 'approve', otherAdmin)).body.key).toBe('undoTooLate')
    const undone = await undo(member, date, 'approve')
    expect(undone.status, undone.text).toBe(200)
    expect(undone.body).toMatchObject({ steps: 0, review: 'pending', held: true })
    expect(await queued(member)).toMatchObject([{ date }])
    expect(await boardSteps(member)).toBe(0)
    const reviews = await t.db.execute(sql`select 1 from day_reviews where user_id = ${member.user.id}`)
    expect((reviews as unknown as { rows: unknown[] }).rows).toHaveLength(0)
    expect((await undo(member, date, 'approve')).status).toBe(409)
    const actions = await t.db.execute(
      sql`select action, reason from audit_log where subject_id = ${member.user.id} order by id`,
    )
    expect((actions as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'day.approve', reason: null },
      { action: 'day.undo', reason: 'day.approve' },
    ])
    // Decided again afterwards, as any waiting day.
    expect((await review(member, date, { decision: 'approve' })).status).toBe(200)
    expect(await totalsDrift(t)).toEqual([])
  })

  it("a void undone takes back the member's notice if it has not gone out", async () => {
    const member = await addMember(t.db, { prefix: 'Undo void' })
    const date = addDays(today, -3)
    await enter(member, date, 40_000)
    expect((await review(member, date, { decision: 'void', reason: 'Shaken phone' })).status).toBe(200)
    const outbox = () =>
      t.db.execute(
        sql`select occasion from notification_outbox where user_id = ${member.user.id}`,
      ) as unknown as Promise<{
        rows: { occasion: string }[]
      }>
    expect((await outbox()).rows).toEqual([{ occasion: `void:${date}` }])
    const undone = await undo(member, date, 'void')
    expect(undone.status, undone.text).toBe(200)
    expect(undone.body).toMatchObject({ review: 'pending', note: null })
    expect(await unsent(member, 'void:')).toEqual([])
  })

  it('a decision is undone only for a short while, and not after another decision on the day', async () => {
    const member = await addMember(t.db, { prefix: 'Too late' })
    const date = addDays(today, -4)
    await enter(member, date, 50_000)
    expect((await review(member, date, { decision: 'approve' })).status).toBe(200)
    const now = Date.now()
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + (UNDO_SECONDS + 5) * 1000)
    try {
      expect((await undo(member, date, 'approve')).body.key).toBe('undoTooLate')
    } finally {
      later.mockRestore()
    }
    const corrected = await t.request('PUT', `/api/admin/members/${member.user.id}/days/${date}`, {
      cookie: admin.cookie,
      body: { steps: 12_000, reason: 'Counted the walk' },
    })
    expect(corrected.status).toBe(200)
    expect((await undo(member, date, 'approve')).body.key).toBe('undoTooLate')
    expect((await undo(member, date, 'correct')).status).toBe(200)
  })
})
