import { apiMessages, formatApiMessage } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/rows.ts'
import { inTransaction } from '../../src/db/transaction.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { competitionsContext, freezeDueCompetitions } from '../../src/modules/competitions/competitions.service.ts'
import { updateSettings } from '../../src/modules/settings/settings.service.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, addTeam, befriend, httpCall, type Member } from '../helpers/members.ts'

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

describe('contests members start themselves', () => {
  let t: TestApp
  let admin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true })
  })
  afterAll(() => t.close())

  const setSteps = (userId: number, date: string, steps: number) =>
    inTransaction(t.db, (tx) => t.app.scores.recordSteps(tx, 'manual', [{ userId, date, steps }]))

  const start = (member: Member, body: Record<string, unknown>) =>
    t.request('POST', '/api/contests', { cookie: member.cookie, body })

  async function friends(count: number) {
    const [starter, ...others] = await addMembers(t.db, count + 1, { prefix: 'Pal' })
    for (const other of others) await befriend(t.db, starter!.user.id, other.user.id)
    return { starter: starter!, others }
  }

  it('runs a duel from the challenge to its frozen result, seen only by its people and admins', async () => {
    const { starter: ana, others } = await friends(1)
    const ben = others[0]!
    const stranger = await addMember(t.db)
    const started = await start(ana, {
      format: 'duel',
      name: 'Ana v Ben',
      invitees: [ben.user.id],
      startDate: today,
      endDate: addDays(today, 2),
    })
    expect(started.status, started.text).toBe(201)
    const id = started.body.id
    expect(started.body).toMatchObject({
      participation: 'opt-in',
      joined: true,
      participants: 1,
      graceHours: 24,
      scoring: { individual: 'steps' },
      contest: { format: 'duel', startedBy: { id: ana.user.id, username: ana.user.username }, pending: 1 },
    })

    // Ben is told, and finds the invitation waiting.
    const [notice] = await selectRows<{ params: Record<string, unknown> }>(
      t.db,
      sql`select params from notification_outbox where user_id = ${ben.user.id} and kind = 'contestInvite'`,
    )
    expect(notice?.params).toMatchObject({ memberId: ana.user.id, contest: 'Ana v Ben', competitionId: id })
    const waiting = await t.request('GET', '/api/me/contest-invitations', { cookie: ben.cookie })
    expect(waiting.body).toEqual([
      expect.objectContaining({
        competition: expect.objectContaining({ id, joined: false }),
        from: expect.objectContaining({ id: ana.user.id }),
      }),
    ])

    // Nobody else sees it; an admin does, marked as a member's contest.
    const ids = async (member: Member) =>
      (await t.request('GET', '/api/competitions', { cookie: member.cookie })).body.map((c: { id: number }) => c.id)
    expect(await ids(stranger)).not.toContain(id)
    expect(await ids(ben)).toContain(id)
    expect(await ids(admin)).toContain(id)
    for (const path of [`/api/competitions/${id}`, `/api/competitions/${id}/board`, `/api/competitions/${id}/teams`]) {
      expect((await t.request('GET', path, { cookie: stranger.cookie })).status).toBe(404)
    }
    // Joining without the invitation is refused.
    const joined = await t.request('POST', `/api/competitions/${id}/participants/me`, { cookie: stranger.cookie })
    expect(joined.status).toBe(409)
    expect(joined.body.error).toBe(apiMessages.contestByInvitation)

    const accepted = await t.request('PUT', `/api/contests/${id}/invitation`, {
      cookie: ben.cookie,
      body: { accept: true },
    })
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body).toMatchObject({ joined: true, participants: 2, contest: { pending: 0 } })
    const again = await t.request('PUT', `/api/contests/${id}/invitation`, {
      cookie: ben.cookie,
      body: { accept: false },
    })
    expect(again.status).toBe(409)

    await setSteps(ana.user.id, addDays(today, -1), 5_000)
    await setSteps(ben.user.id, addDays(today, -1), 3_000)
    // The days pass and the grace period ends: an admin moves the duel into the past, as a correction.
    const moved = await t.request('PATCH', `/api/competitions/${id}`, {
      cookie: admin.cookie,
      body: { startDate: addDays(today, -3), endDate: addDays(today, -1), graceHours: 0, confirmRecompute: true },
    })
    expect(moved.status, moved.text).toBe(200)
    // Its participation stays the contest's own.
    const opened = await t.request('PATCH', `/api/competitions/${id}`, {
      cookie: admin.cookie,
      body: { participation: 'everyone' },
    })
    expect(opened.status).toBe(409)
    expect(opened.body.error).toBe(apiMessages.contestNotEditable)
    await freezeDueCompetitions(competitionsContext(t.db, t.app.scores, 'UTC'))

    for (const member of [ana, ben]) {
      const board = await t.request('GET', `/api/competitions/${id}/board`, { cookie: member.cookie })
      expect(board.body).toMatchObject({ status: 'final', final: true, total: 2 })
      expect(
        board.body.users.map((row: { user: { id: number }; rank: number; score: number }) => [
          row.user.id,
          row.rank,
          row.score,
        ]),
      ).toEqual([
        [ana.user.id, 1, 5_000],
        [ben.user.id, 2, 3_000],
      ])
    }
    // An admin may delete it.
    expect((await t.request('DELETE', `/api/competitions/${id}`, { cookie: admin.cookie })).status).toBe(204)
  })

  it('keeps a declined invitee off the board', async () => {
    const { starter, others } = await friends(2)
    const started = await start(starter, {
      format: 'goalDay',
      name: 'Goal day',
      invitees: others.map((other) => other.user.id),
      startDate: addDays(today, 1),
    })
    expect(started.status, started.text).toBe(201)
    expect(started.body).toMatchObject({
      startDate: addDays(today, 1),
      endDate: addDays(today, 1),
      scoring: { individual: 'goalPercent' },
    })
    const id = started.body.id
    const declined = await t.request('PUT', `/api/contests/${id}/invitation`, {
      cookie: others[0]!.cookie,
      body: { accept: false },
    })
    expect(declined.status, declined.text).toBe(200)
    expect(declined.body).toMatchObject({ joined: false, participants: 1, contest: { pending: 1 } })
    await t.request('PUT', `/api/contests/${id}/invitation`, { cookie: others[1]!.cookie, body: { accept: true } })
    const board = await t.request('GET', `/api/competitions/${id}/board`, { cookie: starter.cookie })
    expect(board.body.users.map((row: { user: { id: number } }) => row.user.id).sort()).toEqual(
      [starter.user.id, others[1]!.user.id].sort(),
    )
  })

  it('sets the weekend and the workweek from today, and lets team-mates in', async () => {
    const [leader, mate] = await addMembers(t.db, 2, { prefix: 'Mate' })
    await addTeam(t.db, leader!.user, [mate!.user])
    const weekend = await start(leader!, { format: 'weekendWarrior', name: 'Weekend', invitees: [mate!.user.id] })
    expect(weekend.status, weekend.text).toBe(201)
    expect(weekday(weekend.body.startDate)).toBe(6)
    expect(weekend.body.endDate).toBe(addDays(weekend.body.startDate, 1))
    expect(weekend.body.startDate >= today && weekend.body.startDate <= addDays(today, 6)).toBe(true)
    const week = await start(leader!, { format: 'workweekHustle', name: 'Week', invitees: [mate!.user.id] })
    expect(week.status, week.text).toBe(201)
    expect(weekday(week.body.startDate)).toBe(1)
    expect(week.body.endDate).toBe(addDays(week.body.startDate, 4))
    const info = await t.request('GET', '/api/me/contests', { cookie: leader!.cookie })
    expect(info.body).toMatchObject({ enabled: true, limit: 3, started: 2, today })
    expect(info.body.candidates).toEqual([
      expect.objectContaining({ id: mate!.user.id, teamMate: true, friend: false }),
    ])
  })

  it('answers bad input with a sentence, never a 5xx', async () => {
    const { starter, others } = await friends(10)
    const stranger = await addMember(t.db)
    const base = { name: 'Duel', startDate: today, endDate: addDays(today, 1) }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, format: 'duel', invitees: [others[0]!.user.id, others[1]!.user.id] }, apiMessages.contestDuelIsTwo],
      [{ ...base, format: 'relay', invitees: [others[0]!.user.id] }, apiMessages.contestFormatInvalid],
      [{ ...base, format: 'duel', invitees: [stranger.user.id] }, apiMessages.contestInviteeNotConnected],
      [{ ...base, format: 'duel', invitees: [starter.user.id] }, apiMessages.contestInviteeIsSelf],
      [
        { ...base, format: 'duel', invitees: [others[0]!.user.id], startDate: addDays(today, -1) },
        apiMessages.contestDayTooEarly,
      ],
      [
        { ...base, format: 'duel', invitees: [others[0]!.user.id], endDate: addDays(today, 40) },
        formatApiMessage('contestTooLong', { max: 31 }),
      ],
      [
        { ...base, format: 'duel', invitees: [others[0]!.user.id], endDate: undefined },
        apiMessages.contestNeedsLastDay,
      ],
      [{ name: 'Goal', format: 'goalDay', invitees: [others[0]!.user.id] }, apiMessages.contestNeedsDay],
      [
        { name: 'Big', format: 'weekendWarrior', invitees: others.map((o) => o.user.id) },
        formatApiMessage('contestTooManyPeople', { max: 10 }),
      ],
      [
        { name: 'Twice', format: 'weekendWarrior', invitees: [others[0]!.user.id, others[0]!.user.id] },
        apiMessages.contestInviteeRepeated,
      ],
      [{ name: ' ', format: 'weekendWarrior', invitees: [others[0]!.user.id] }, apiMessages.competitionNameRequired],
      [{ name: 'Ids', format: 'weekendWarrior', invitees: ['x'] }, apiMessages.contestInviteesInvalid],
      [{ name: 'Nobody', format: 'weekendWarrior', invitees: [] }, apiMessages.contestInviteSomeone],
    ]
    for (const [body, message] of cases) {
      const answer = await start(starter, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error, JSON.stringify(body)).toContain(message)
    }
    const bad = await t.request('PUT', '/api/contests/999999/invitation', {
      cookie: starter.cookie,
      body: { accept: 'yes' },
    })
    expect(bad.status).toBe(400)
    const missing = await t.request('PUT', '/api/contests/999999/invitation', {
      cookie: starter.cookie,
      body: { accept: true },
    })
    expect(missing.status).toBe(404)
  })

  it('holds each member to the admin’s limit and switch', async () => {
    const { starter, others } = await friends(1)
    const set = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { maxMemberContests: 2 } })
    expect(set.status, set.text).toBe(200)
    expect(set.body).toMatchObject({ maxMemberContests: 2, memberContestsEnabled: true })
    const body = { format: 'weekendWarrior', name: 'Again', invitees: [others[0]!.user.id] }
    expect((await start(starter, body)).status).toBe(201)
    expect((await start(starter, body)).status).toBe(201)
    const third = await start(starter, body)
    expect(third.status).toBe(409)
    expect(third.body.error).toBe(formatApiMessage('contestLimitReached', { max: 2 }))
    // Ended contests no longer count.
    await t.db.execute(
      sql`update competitions set start_date = ${addDays(today, -3)}, end_date = ${addDays(today, -2)} where started_by = ${starter.user.id}`,
    )
    expect((await start(starter, body)).status).toBe(201)

    await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { memberContestsEnabled: false } })
    const off = await start(others[0]!, { ...body, invitees: [starter.user.id] })
    expect(off.status).toBe(403)
    expect(off.body.error).toBe(apiMessages.contestsOff)
    const bad = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { maxMemberContests: 0 } })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain(apiMessages.maxMemberContestsInvalid)
    await updateSettings(t.db, { memberContestsEnabled: true, maxMemberContests: 3 })
  })

  it('never lets concurrent starts go past the limit', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      for (let round = 0; round < 5; round += 1) {
        const { starter, others } = await friends(1)
        const body = { format: 'workweekHustle', name: `Round ${round}`, invitees: [others[0]!.user.id] }
        const answers = await Promise.all(
          Array.from({ length: 12 }, () => httpCall(address, 'POST', '/api/contests', starter.cookie, body)),
        )
        const statuses = answers.map((answer) => answer.status)
        expect(statuses.filter((status) => status === 201)).toHaveLength(3)
        expect(statuses.filter((status) => status === 409)).toHaveLength(9)
        const [row] = await selectRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from competitions where started_by = ${starter.user.id}`,
        )
        expect(row?.n).toBe(3)
      }
    } finally {
      await t.app.server.close()
    }
  })
})
