import { apiMessages } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/rows.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, befriend, httpCall, type Member } from '../helpers/members.ts'

describe('cancelling and leaving a member’s contest', () => {
  let t: TestApp
  let admin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true })
  })
  afterAll(() => t.close())

  async function friends(count: number) {
    const [starter, ...others] = await addMembers(t.db, count + 1, { prefix: 'Pal' })
    for (const other of others) await befriend(t.db, starter!.user.id, other.user.id)
    return { starter: starter!, others }
  }

  /** A duel-like contest from `startDate` for three days; a duel has two people, so a goal day when more. */
  async function startContest(starter: Member, invitees: Member[], startDate = addDays(today, 1)) {
    const body =
      invitees.length === 1
        ? { format: 'duel', startDate, endDate: addDays(startDate, 2) }
        : { format: 'goalDay', startDate }
    const started = await t.request('POST', '/api/contests', {
      cookie: starter.cookie,
      body: { ...body, name: 'Saturday stroll', invitees: invitees.map((invitee) => invitee.user.id) },
    })
    expect(started.status, started.text).toBe(201)
    return started.body.id as number
  }
  const answer = (member: Member, id: number, accept: boolean) =>
    t.request('PUT', `/api/contests/${id}/invitation`, { cookie: member.cookie, body: { accept } })
  const cancel = (member: Member, id: number) => t.request('DELETE', `/api/contests/${id}`, { cookie: member.cookie })
  const toldOfCancel = async (id: number) =>
    (
      await selectRows<{ userId: number; params: Record<string, unknown> }>(
        t.db,
        sql`select user_id as "userId", params from notification_outbox
            where kind = 'contestCancelled' and occasion = ${`contest:${id}`} order by user_id`,
      )
    ).map((row) => row.userId)

  it('lets the starter cancel before the first day, and tells those who accepted', async () => {
    const { starter, others } = await friends(3)
    const [accepted, declined, pending] = others as [Member, Member, Member]
    const id = await startContest(starter, others)
    expect((await answer(accepted, id, true)).status).toBe(200)
    expect((await answer(declined, id, false)).status).toBe(200)

    const cancelled = await cancel(starter, id)
    expect(cancelled.status, cancelled.text).toBe(204)
    expect(await toldOfCancel(id)).toEqual([accepted.user.id])
    const [notice] = await selectRows<{ params: Record<string, unknown> }>(
      t.db,
      sql`select params from notification_outbox where kind = 'contestCancelled' and occasion = ${`contest:${id}`}`,
    )
    expect(notice?.params).toEqual({
      memberId: starter.user.id,
      contest: 'Saturday stroll',
      startDate: addDays(today, 1),
      endDate: addDays(today, 1),
    })
    for (const member of [starter, accepted, pending]) {
      expect((await t.request('GET', `/api/competitions/${id}`, { cookie: member.cookie })).status).toBe(404)
    }
    expect((await t.request('GET', '/api/me/contest-invitations', { cookie: pending.cookie })).body).toEqual([])
    // It no longer counts towards the starter's limit of running or upcoming contests.
    expect((await t.request('GET', '/api/me/contests', { cookie: starter.cookie })).body).toMatchObject({ started: 0 })
    expect((await cancel(starter, id)).status).toBe(404)
  })

  it('refuses everyone but the starter, and the starter once the contest has started', async () => {
    const { starter, others } = await friends(2)
    const [accepted, invited] = others as [Member, Member]
    const stranger = await addMember(t.db)
    const id = await startContest(starter, others)
    expect((await answer(accepted, id, true)).status).toBe(200)

    for (const member of [accepted, invited]) {
      const refused = await cancel(member, id)
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ key: 'contestNotStarter', error: apiMessages.contestNotStarter })
    }
    // Those who do not see the contest are not told it exists; an admin deletes through the admin's call.
    for (const member of [stranger, admin]) {
      const hidden = await cancel(member, id)
      expect(hidden.status).toBe(404)
      expect(hidden.body.key).toBe('competitionNotFound')
    }
    expect((await cancel(starter, 999_999)).status).toBe(404)

    const running = await startContest(starter, [accepted], today)
    const late = await cancel(starter, running)
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ key: 'contestAlreadyStarted', error: apiMessages.contestAlreadyStarted })
    expect((await t.request('GET', `/api/competitions/${running}`, { cookie: starter.cookie })).status).toBe(200)

    // A community competition is not a contest: not this call's to delete.
    const community = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Spring',
        startDate: addDays(today, 5),
        endDate: addDays(today, 9),
        participation: 'opt-in',
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(community.status, community.text).toBe(201)
    expect((await cancel(admin, community.body.id)).status).toBe(404)
  })

  it('lets a participant leave a contest until it ends, off its board for good', async () => {
    const { starter, others } = await friends(1)
    const ben = others[0]!
    const id = await startContest(starter, [ben], today)
    expect((await answer(ben, id, true)).body).toMatchObject({ participants: 2 })

    const left = await t.request('DELETE', `/api/competitions/${id}/participants/me`, { cookie: ben.cookie })
    expect(left.status, left.text).toBe(204)
    const seen = await t.request('GET', `/api/competitions/${id}`, { cookie: ben.cookie })
    expect(seen.body).toMatchObject({ joined: false, participants: 1 })
    const board = await t.request('GET', `/api/competitions/${id}/board`, { cookie: starter.cookie })
    expect(board.body.users.map((row: { user: { id: number } }) => row.user.id)).toEqual([starter.user.id])
    // The invitation was answered: leaving is not undone by answering again or joining.
    expect((await answer(ben, id, true)).status).toBe(409)
    expect((await t.request('POST', `/api/competitions/${id}/participants/me`, { cookie: ben.cookie })).status).toBe(
      409,
    )
  })

  it('never loses an acceptance to a cancel at the same moment', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      for (let round = 0; round < 4; round += 1) {
        const { starter, others } = await friends(8)
        const id = await startContest(starter, others)
        const answers = await Promise.all([
          ...others.map((other) =>
            httpCall(address, 'PUT', `/api/contests/${id}/invitation`, other.cookie, { accept: true }),
          ),
          httpCall(address, 'DELETE', `/api/contests/${id}`, starter.cookie),
        ])
        const cancelled = answers.pop()!
        expect(cancelled.status).toBe(204)
        // Each acceptance came before the cancel, and its member is told, or after it, and found nothing.
        const acceptedIds = others.filter((_, index) => answers[index]!.status === 200).map((other) => other.user.id)
        expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(
          Array(others.length - acceptedIds.length).fill(404),
        )
        expect(await toldOfCancel(id)).toEqual(acceptedIds.sort((a, b) => a - b))
        const [left] = await selectRows<{ n: number }>(
          t.db,
          sql`select (select count(*) from competition_participants where competition_id = ${id})::int
                   + (select count(*) from contest_invitations where competition_id = ${id})::int as n`,
        )
        expect(left?.n).toBe(0)
      }
    } finally {
      await t.app.server.close()
    }
  })
})
