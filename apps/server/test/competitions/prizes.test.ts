import { CompetitionPrizesSchema } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/rows.ts'
import { inTransaction } from '../../src/db/transaction.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, type Member } from '../helpers/members.ts'

/** Sets a member's steps for a day as a manual entry would, through the app's one writer. */
async function setSteps(t: TestApp, userId: number, date: string, steps: number) {
  await inTransaction(t.db, (tx) => t.app.scores.recordSteps(tx, 'manual', [{ userId, date, steps }]))
}

/** A podium as names, ranks and scores, the way a reader checks it. */
const places = (podium: { rank: number; user: { username: string }; score: number }[]) =>
  podium.map((place) => [place.user.username, place.rank, place.score])

describe('extra prizes of a competition', () => {
  let t: TestApp
  let admin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
  })
  afterAll(() => t.close())

  const valid = { name: 'Walk', startDate: today, endDate: today, scoring: { individual: 'steps', team: 'sum' } }

  async function create(body: Record<string, unknown>) {
    const response = await t.request('POST', '/api/competitions', { cookie: admin.cookie, body: { ...valid, ...body } })
    expect(response.status, response.text).toBe(201)
    return response.body as { id: number; status: string; prizes: string[] }
  }
  const patch = (id: number, body: Record<string, unknown>) =>
    t.request('PATCH', `/api/competitions/${id}`, { cookie: admin.cookie, body })
  const prizes = (id: number, cookie: string) => t.request('GET', `/api/competitions/${id}/prizes`, { cookie })
  async function takePart(id: number, members: { user: { id: number } }[]) {
    await t.db.execute(sql`
      insert into competition_participants (competition_id, user_id)
      select ${id}, unnest(${sql.param(members.map((member) => member.user.id))}::int[])`)
  }

  it('refuses prizes that repeat, repeat the main scoring, are more than three or unknown', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ prizes: ['streak', 'streak'] }, 'prizesRepeated'],
      [{ prizes: ['steps'] }, 'prizeIsMainScoring'],
      [{ prizes: ['streak', 'daysOnTarget', 'improved', 'goalPercent'] }, 'tooManyPrizes'],
      [{ prizes: ['laps'] }, 'prizesInvalid'],
      [{ prizes: 'streak' }, 'prizesInvalid'],
      [{ prizes: [null] }, 'prizesInvalid'],
    ]
    for (const [body, key] of cases) {
      const answer = await t.request('POST', '/api/competitions', { cookie: admin.cookie, body: { ...valid, ...body } })
      expect([answer.status, answer.body.key], JSON.stringify(body)).toEqual([400, key])
    }

    // Without prizes a competition has none; sent in any order, they are kept in one.
    expect((await create({})).prizes).toEqual([])
    const { id, prizes: kept } = await create({
      startDate: addDays(today, 1),
      endDate: addDays(today, 3),
      prizes: ['improved', 'daysOnTarget'],
    })
    expect(kept).toEqual(['daysOnTarget', 'improved'])
    for (const [body, key] of [
      [{ prizes: ['steps'] }, 'prizeIsMainScoring'],
      // The main scoring moved onto a prize: the admin chooses which it is.
      [{ scoring: { individual: 'improved', team: 'sum' } }, 'prizeIsMainScoring'],
      [{ prizes: ['streak', 'streak'] }, 'prizesRepeated'],
      [{ prizes: ['streak', 'daysOnTarget', 'improved', 'goalPercent'] }, 'tooManyPrizes'],
    ] as const) {
      const answer = await patch(id, body)
      expect([answer.status, answer.body.key], JSON.stringify(body)).toEqual([400, key])
    }
    const edited = await patch(id, { scoring: { individual: 'improved', team: 'sum' }, prizes: ['steps', 'streak'] })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body).toMatchObject({ scoring: { individual: 'improved' }, prizes: ['steps', 'streak'] })

    // The audit trail names the prizes before and after; reordering them is no change.
    const [entry] = await selectRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      t.db,
      sql`select before, after from audit_log where action = 'competition.update' and target_id = ${id}
          order by id desc limit 1`,
    )
    expect(entry!.before.prizes).toEqual(['daysOnTarget', 'improved'])
    expect(entry!.after.prizes).toEqual(['steps', 'streak'])
    const [created] = await selectRows<{ after: Record<string, unknown> }>(
      t.db,
      sql`select after from audit_log where action = 'competition.create' and target_id = ${id}`,
    )
    expect(created!.after.prizes).toEqual(['daysOnTarget', 'improved'])
    expect((await patch(id, { prizes: ['streak', 'steps'] })).status).toBe(200)
    const [{ n }] = (await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'competition.update' and target_id = ${id}`,
    )) as [{ n: number }]
    expect(n).toBe(1)
  })

  it('asks to recompute before prizes of a started competition change, refuses them once final, and keeps a member’s contest without', async () => {
    const running = await create({ startDate: addDays(today, -1), endDate: addDays(today, 1) })
    const unconfirmed = await patch(running.id, { prizes: ['streak'] })
    expect([unconfirmed.status, unconfirmed.body.key]).toEqual([409, 'competitionRecomputeConfirm'])
    expect((await patch(running.id, { prizes: ['streak'], confirmRecompute: true })).body.prizes).toEqual(['streak'])

    const past = await create({ startDate: addDays(today, -9), endDate: addDays(today, -5) })
    expect(past.status).toBe('final')
    const late = await patch(past.id, { prizes: ['streak'], confirmRecompute: true })
    expect([late.status, late.body.key]).toEqual([409, 'competitionFinal'])

    const [starter, friend, stranger] = await addMembers(t.db, 3, { prefix: 'Duel' })
    const [contest] = await selectRows<{ id: number }>(
      t.db,
      sql`insert into competitions
            (name, start_date, end_date, grace_hours, participation, individual_scoring, target, team_scoring,
             started_by, format)
          values ('A v B', ${today}, ${today}, 24, 'opt-in', 'steps', 10000, 'sum', ${starter!.user.id}, 'duel')
          returning id`,
    )
    await takePart(contest!.id, [starter!, friend!])
    const refused = await patch(contest!.id, { prizes: ['streak'] })
    expect([refused.status, refused.body.key]).toEqual([409, 'contestNotEditable'])
    // Its people and admins see it, without prizes; nobody else finds it.
    for (const member of [starter!, admin]) {
      const answer = await prizes(contest!.id, member.cookie)
      expect([answer.status, answer.body]).toEqual([200, { final: false, prizes: [] }])
    }
    expect((await prizes(contest!.id, stranger!.cookie)).status).toBe(404)
    expect((await prizes(999_999, stranger!.cookie)).status).toBe(404)
    expect((await prizes(running.id, stranger!.cookie)).status).toBe(200)
  })

  it('ranks each prize live: first to third place, ties sharing one, only members who scored', async () => {
    const members = await addMembers(t.db, 5, { prefix: 'Live' })
    const [ana, ben, cleo, dan, eve] = members as [Member, Member, Member, Member, Member]
    const { id } = await create({
      startDate: addDays(today, -2),
      endDate: addDays(today, 2),
      participation: 'opt-in',
      scoring: { individual: 'steps', target: 5000, team: 'sum' },
      prizes: ['improved', 'daysOnTarget', 'streak'],
    })
    await takePart(id, members)
    const walked: [Member, number[]][] = [
      [ana, [6000, 6000, 6000]],
      [ben, [6000, 0, 6000]],
      [cleo, [9000, 0, 0]],
      [dan, [0, 0, 5000]],
      [eve, [1000, 0, 0]],
    ]
    for (const [member, days] of walked)
      for (const [index, steps] of days.entries())
        if (steps > 0) await setSteps(t, member.user.id, addDays(today, index - 2), steps)

    const answer = await prizes(id, eve.cookie)
    expect(answer.status, answer.text).toBe(200)
    expect(CompetitionPrizesSchema.parse(answer.body)).toEqual(answer.body)
    const name = (member: Member) => member.user.username
    expect(answer.body.final).toBe(false)
    expect(answer.body.prizes.map((prize: { scoring: string }) => prize.scoring)).toEqual([
      'daysOnTarget',
      'streak',
      'improved',
    ])
    const [days, streak, improved] = answer.body.prizes.map((prize: { podium: never[] }) => places(prize.podium))
    // Two tied in third place are both on the podium; Eve, with no day on target, is not.
    expect(days).toEqual([
      [name(ana), 1, 3],
      [name(ben), 2, 2],
      [name(cleo), 3, 1],
      [name(dan), 3, 1],
    ])
    expect(streak).toEqual([
      [name(ana), 1, 3],
      [name(ben), 2, 1],
      [name(cleo), 2, 1],
      [name(dan), 2, 1],
    ])
    // Against a usual day of 3,000: Cleo's average is exactly it (0 %) and the others' below it.
    expect(improved).toEqual([
      [name(ana), 1, 100],
      [name(ben), 2, 33],
    ])
    // The main board stays the competition's own scoring.
    const board = await t.request('GET', `/api/competitions/${id}/board`, { cookie: eve.cookie })
    expect(board.body.users.map((row: { score: number }) => row.score)).toEqual([18_000, 12_000, 9000, 5000, 1000])

    // A later day moves the podiums once the next build is done.
    await setSteps(t, eve.user.id, today, 20_000)
    await expect
      .poll(async () => places((await prizes(id, ana.cookie)).body.prizes[2].podium))
      .toEqual([
        [name(eve), 1, 133],
        [name(ana), 2, 100],
        [name(ben), 3, 33],
      ])
  })

  it('freezes each podium with the results, a prize nobody won included, and nothing moves them after', async () => {
    const [pia, rosa] = (await addMembers(t.db, 2, { prefix: 'Frozen' })) as [Member, Member]
    // Quin signs up with a password, to erase their own account later.
    const quin = await t.signUp({ username: 'Quin Frozen', password: 'correct horse' })
    const { id } = await create({
      startDate: addDays(today, -4),
      endDate: addDays(today, -2),
      participation: 'opt-in',
      scoring: { individual: 'steps', target: 5000, team: 'sum' },
      prizes: ['daysOnTarget', 'improved'],
    })
    await takePart(id, [pia, rosa, quin])
    await setSteps(t, pia.user.id, addDays(today, -4), 6000)
    await setSteps(t, pia.user.id, addDays(today, -3), 3000)
    await setSteps(t, quin.user.id, addDays(today, -2), 8000)
    await setSteps(t, rosa.user.id, addDays(today, -3), 2000)

    const live = (await prizes(id, rosa.cookie)).body
    const expected = [
      {
        scoring: 'daysOnTarget',
        podium: [
          { rank: 1, user: { id: pia.user.id, username: pia.user.username, avatarUrl: null }, score: 1 },
          { rank: 1, user: { id: quin.user.id, username: quin.user.username, avatarUrl: null }, score: 1 },
        ],
      },
      // Pia's average day is her usual one, 3,000 (0 %), and the others' below: nobody won.
      { scoring: 'improved', podium: [] },
    ]
    expect(live).toEqual({ final: false, prizes: expected })

    const closed = await patch(id, { graceHours: 0, confirmRecompute: true })
    expect(closed.body.status).toBe('final')
    const frozen = (await prizes(id, rosa.cookie)).body
    expect(frozen).toEqual({ final: true, prizes: expected })
    const [{ n }] = (await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from competition_prize_results where competition_id = ${id}`,
    )) as [{ n: number }]
    expect(n).toBe(2)

    // Late days, a renamed member and a deleted one: the podiums stay as they were frozen.
    await setSteps(t, rosa.user.id, addDays(today, -2), 20_000)
    await setSteps(t, pia.user.id, addDays(today, -3), 9000)
    await t.db.execute(sql`update users set username = 'Someone else' where id = ${pia.user.id}`)
    await t.db.execute(sql`delete from users where id = ${pia.user.id}`)
    t.app.scores.boards.changed()
    expect((await prizes(id, rosa.cookie)).body).toEqual({ final: true, prizes: expected })

    // A member who erases their account keeps their place, without their name.
    const erased = await t.request('DELETE', '/api/me', {
      cookie: quin.cookie,
      body: { currentPassword: 'correct horse' },
    })
    expect(erased.status, erased.text).toBeLessThan(300)
    expected[0]!.podium[1]!.user.username = ''
    expect((await prizes(id, admin.cookie)).body).toEqual({ final: true, prizes: expected })
  })
})
