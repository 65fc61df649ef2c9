import { CompetitionBoardSchema } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import {
  createCompetition,
  getCompetition,
  competitionsContext,
  freezeDueCompetitions,
} from '../../src/modules/competitions/competitions.service.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMembers, httpCall } from '../helpers/members.ts'
import { makeTeam } from '../helpers/scores-fixtures.ts'
import { inTransaction } from '../../src/db/transaction.ts'

type SignedUp = Awaited<ReturnType<TestApp['signUp']>>

const count = async (t: TestApp, query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n)

/** Sets a member's steps for a day as a manual entry would, through the app's one writer. */
async function setSteps(t: TestApp, userId: number, date: string, steps: number) {
  await inTransaction(t.db, (tx) => t.app.scores.recordSteps(tx, 'manual', [{ userId, date, steps }]))
}

describe('competitions', () => {
  let t: TestApp
  let admin: SignedUp
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ admin: true })
  })
  afterAll(() => t.close())

  async function create(body: Record<string, unknown>) {
    const response = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: { name: 'Walk', scoring: { individual: 'steps', team: 'sum' }, ...body },
    })
    expect(response.status, response.text).toBe(201)
    return response.body as { id: number; status: string }
  }

  const board = (id: number, cookie: string, query = '') =>
    t.request('GET', `/api/competitions/${id}/board${query}`, { cookie })
  const teamBoard = (id: number, cookie: string) => t.request('GET', `/api/competitions/${id}/teams`, { cookie })

  it('checks what an admin sends and who may send it', async () => {
    const member = await t.signUp()
    const valid = { name: 'Walk', startDate: today, endDate: today, scoring: { individual: 'steps', team: 'sum' } }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, endDate: addDays(today, -1) }, 'competitionEndBeforeStart'],
      [{ ...valid, endDate: addDays(today, 400) }, 'competitionTooLong'],
      [{ ...valid, graceHours: 721 }, 'graceHoursInvalid'],
      [{ ...valid, scoring: { individual: 'laps', team: 'sum' } }, 'individualScoringInvalid'],
      [{ ...valid, scoring: { individual: 'streak', target: 0, team: 'sum' } }, 'competitionTargetInvalid'],
      [{ ...valid, participation: 'some' }, 'participationInvalid'],
      [{ ...valid, name: ' ' }, 'competitionNameRequired'],
      [{ ...valid, startDate: '2026-02-30' }, 'dateNotReal'],
    ]
    for (const [body, key] of cases) {
      const answer = await t.request('POST', '/api/competitions', { cookie: admin.cookie, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.key).toBe(key)
    }
    expect((await t.request('POST', '/api/competitions', { cookie: member.cookie, body: valid })).status).toBe(403)
    expect((await t.request('GET', '/api/competitions')).status).toBe(401)
    expect((await t.request('GET', '/api/competitions/999999/board', { cookie: member.cookie })).status).toBe(404)
    // The last day a date may be: its end is in the year 10000.
    const farOff = await create({ startDate: '9999-12-30', endDate: '9999-12-31' })
    expect(farOff.status).toBe('upcoming')
    expect((await t.request('GET', '/api/competitions', { cookie: member.cookie })).status).toBe(200)
    const { id } = await create({ startDate: today, endDate: today })
    const patch = await t.request('PATCH', `/api/competitions/${id}`, { cookie: admin.cookie, body: { shape: 1 } })
    expect(patch.status).toBe(400)
    expect((await t.request('DELETE', `/api/competitions/${id}`, { cookie: member.cookie })).status).toBe(403)
    expect((await t.request('GET', `/api/competitions/${id}/export.csv`, { cookie: member.cookie })).status).toBe(403)
  })

  it('follows its dates: upcoming, running, grace, and final at once when created after its grace period', async () => {
    expect((await create({ startDate: addDays(today, 1), endDate: addDays(today, 5) })).status).toBe('upcoming')
    expect((await create({ startDate: today, endDate: today })).status).toBe('running')
    expect((await create({ startDate: addDays(today, -3), endDate: addDays(today, -1) })).status).toBe('grace')
    const past = await create({ startDate: addDays(today, -9), endDate: addDays(today, -5) })
    expect(past.status).toBe('final')
    expect((await board(past.id, admin.cookie)).body.final).toBe(true)
  })

  it('lets members join and leave an opt-in competition until it ends, once however often they ask', async () => {
    const [member] = await addMembers(t.db, 1)
    const open = await create({ startDate: addDays(today, -2), endDate: addDays(today, 2), participation: 'opt-in' })
    const joins = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request('POST', `/api/competitions/${open.id}/participants/me`, { cookie: member!.cookie }),
      ),
    )
    expect(joins.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(joins[0]!.body.joined).toBe(true)
    expect(
      await count(t, sql`select count(*)::int as n from competition_participants where competition_id = ${open.id}`),
    ).toBe(1)
    expect((await board(open.id, member!.cookie)).body.me).toMatchObject({ rank: 1, score: 0 })
    const leave = await t.request('DELETE', `/api/competitions/${open.id}/participants/me`, { cookie: member!.cookie })
    expect(leave.status).toBe(204)
    expect((await board(open.id, member!.cookie)).body.me).toBeNull()

    const everyone = await create({ startDate: today, endDate: today })
    const notOptIn = await t.request('POST', `/api/competitions/${everyone.id}/participants/me`, {
      cookie: member!.cookie,
    })
    expect([notOptIn.status, notOptIn.body.key]).toEqual([409, 'competitionNotOptIn'])
    const ended = await create({ startDate: addDays(today, -3), endDate: addDays(today, -1), participation: 'opt-in' })
    const late = await t.request('POST', `/api/competitions/${ended.id}/participants/me`, { cookie: member!.cookie })
    expect([late.status, late.body.key]).toEqual([409, 'competitionEnded'])
    const lateLeave = await t.request('DELETE', `/api/competitions/${ended.id}/participants/me`, {
      cookie: member!.cookie,
    })
    expect(lateLeave.status).toBe(409)
  })

  it('counts a late sync during the grace period and not once the results are final', async () => {
    const [walker] = await addMembers(t.db, 1, { prefix: 'Late' })
    const id = (await create({ startDate: addDays(today, -4), endDate: addDays(today, -2), participation: 'opt-in' }))
      .id
    await t.db.execute(
      sql`insert into competition_participants (competition_id, user_id) values (${id}, ${walker!.user.id})`,
    )
    await setSteps(t, walker!.user.id, addDays(today, -3), 7000)
    expect((await board(id, walker!.cookie)).body).toMatchObject({ status: 'grace', final: false, me: { score: 7000 } })
    // The late sync of the last day, during the grace period.
    await setSteps(t, walker!.user.id, addDays(today, -2), 3000)
    // Shown once the rebuild that began after the write ends; readers meanwhile get the last board.
    await expect.poll(async () => (await board(id, walker!.cookie)).body.me.score).toBe(10_000)

    const unconfirmed = await t.request('PATCH', `/api/competitions/${id}`, {
      cookie: admin.cookie,
      body: { graceHours: 0 },
    })
    expect([unconfirmed.status, unconfirmed.body.key]).toEqual([409, 'competitionRecomputeConfirm'])
    const closed = await t.request('PATCH', `/api/competitions/${id}`, {
      cookie: admin.cookie,
      body: { graceHours: 0, confirmRecompute: true },
    })
    expect(closed.body.status).toBe('final')
    // Too late: the results are frozen.
    await setSteps(t, walker!.user.id, addDays(today, -2), 9000)
    expect((await board(id, walker!.cookie)).body).toMatchObject({
      status: 'final',
      final: true,
      me: { score: 10_000 },
    })
    const scoring = await t.request('PATCH', `/api/competitions/${id}`, {
      cookie: admin.cookie,
      body: { scoring: { individual: 'streak', team: 'sum' }, confirmRecompute: true },
    })
    expect([scoring.status, scoring.body.key]).toEqual([409, 'competitionFinal'])
    const renamed = await t.request('PATCH', `/api/competitions/${id}`, {
      cookie: admin.cookie,
      body: { name: 'Renamed' },
    })
    expect(renamed.body).toMatchObject({ name: 'Renamed', status: 'final' })
  })

  it('keeps final results still when members are deleted, teams change and days are edited', async () => {
    const [first, second, third] = await addMembers(t.db, 3, { prefix: 'Frozen' })
    const team = await makeTeam(t, `Frozen team ${Date.now()}`, [second!.user.id, first!.user.id])
    await t.db.execute(
      sql`update team_memberships set started_at = now() - interval '30 days' where team_id = ${team.id}`,
    )
    const id = (await create({ startDate: addDays(today, -4), endDate: addDays(today, -2), participation: 'opt-in' }))
      .id
    for (const member of [first, second, third])
      await t.db.execute(
        sql`insert into competition_participants (competition_id, user_id) values (${id}, ${member!.user.id})`,
      )
    await setSteps(t, first!.user.id, addDays(today, -3), 9000)
    await setSteps(t, second!.user.id, addDays(today, -3), 4000)
    await setSteps(t, third!.user.id, addDays(today, -2), 6000)
    const closed = await t.request('PATCH', `/api/competitions/${id}`, {
      cookie: admin.cookie,
      body: { graceHours: 0, confirmRecompute: true },
    })
    expect(closed.body.status).toBe('final')
    const before = { users: (await board(id, admin.cookie)).body, teams: (await teamBoard(id, admin.cookie)).body }
    expect(before.users.users.map((row: { score: number }) => row.score)).toEqual([9000, 6000, 4000])
    expect(before.teams.teams).toEqual([{ rank: 1, teamId: team.id, teamName: team.name, score: 13_000, members: 2 }])

    await t.db.execute(sql`delete from users where id = ${first!.user.id}`)
    await t.db.execute(sql`update users set team_id = null where id = ${second!.user.id}`)
    await t.db.execute(sql`update teams set name = 'Renamed later' where id = ${team.id}`)
    await setSteps(t, third!.user.id, addDays(today, -2), 60_000)
    const after = { users: (await board(id, admin.cookie)).body, teams: (await teamBoard(id, admin.cookie)).body }
    expect(after).toEqual(before)
    const csv = await t.request('GET', `/api/competitions/${id}/export.csv`, { cookie: admin.cookie })
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="competition-${id}-final.csv"`)
    expect(csv.text.split('\n').slice(0, 2)).toEqual([
      'board,rank,id,name,score,steps,days_on_target,streak,members',
      `member,1,${first!.user.id},${first!.user.username},9000,9000,0,0,`,
    ])
  })

  it('drops a member deleted while it runs from its boards', async () => {
    const [stays, goes] = await addMembers(t.db, 2, { prefix: 'Running' })
    const id = (await create({ startDate: addDays(today, -1), endDate: addDays(today, 1), participation: 'opt-in' })).id
    for (const member of [stays, goes])
      await t.db.execute(
        sql`insert into competition_participants (competition_id, user_id) values (${id}, ${member!.user.id})`,
      )
    await setSteps(t, goes!.user.id, today, 5000)
    expect((await board(id, stays!.cookie)).body.total).toBe(2)
    await t.db.execute(sql`delete from users where id = ${goes!.user.id}`)
    t.app.scores.boards.changed()
    await expect
      .poll(async () => {
        const after = (await board(id, stays!.cookie)).body
        return [after.total, after.users.map((row: { user: { id: number } }) => row.user.id)]
      })
      .toEqual([1, [stays!.user.id]])
  })

  it('scores overlapping competitions each by its own rules', async () => {
    const [walker] = await addMembers(t.db, 1, { prefix: 'Overlap' })
    const steps = (await create({ startDate: addDays(today, -3), endDate: addDays(today, 3), participation: 'opt-in' }))
      .id
    const streak = (
      await create({
        startDate: addDays(today, -2),
        endDate: addDays(today, 5),
        participation: 'opt-in',
        scoring: { individual: 'streak', target: 5000, team: 'sum' },
      })
    ).id
    for (const id of [steps, streak])
      await t.request('POST', `/api/competitions/${id}/participants/me`, { cookie: walker!.cookie })
    for (const [offset, count] of [
      [-3, 8000],
      [-2, 6000],
      [-1, 2000],
      [0, 5000],
    ] as const)
      await setSteps(t, walker!.user.id, addDays(today, offset), count)
    expect((await board(steps, walker!.cookie)).body.me).toMatchObject({ score: 21_000, steps: 21_000 })
    expect((await board(streak, walker!.cookie)).body.me).toMatchObject({
      score: 1,
      daysOnTarget: 2,
      streak: 1,
      steps: 13_000,
    })
    const mine = await t.request('GET', '/api/me/competitions', { cookie: walker!.cookie })
    expect(
      mine.body.map((entry: { competition: { id: number }; score: number }) => [entry.competition.id, entry.score]),
    ).toEqual(
      expect.arrayContaining([
        [steps, 21_000],
        [streak, 1],
      ]),
    )
  })

  it('counts a member who moves team for each team on their own days there', async () => {
    const [mover, stayer] = await addMembers(t.db, 2, { prefix: 'Mover' })
    const teamA = await makeTeam(t, `Team A ${Date.now()}`, [stayer!.user.id, mover!.user.id])
    await t.db.execute(
      sql`update team_memberships set started_at = now() - interval '10 days' where team_id = ${teamA.id}`,
    )
    const id = (
      await create({
        startDate: addDays(today, -4),
        endDate: addDays(today, 2),
        participation: 'opt-in',
        scoring: { individual: 'streak', target: 1000, team: 'sum' },
      })
    ).id
    for (const member of [mover, stayer])
      await t.request('POST', `/api/competitions/${id}/participants/me`, { cookie: member!.cookie })
    for (let offset = -4; offset <= 0; offset += 1) await setSteps(t, mover!.user.id, addDays(today, offset), 2000)

    // The mover leaves team A and founds team B today, through the teams API.
    const leave = await t.request('DELETE', `/api/teams/${teamA.id}/remove/${mover!.user.id}`, {
      cookie: mover!.cookie,
    })
    expect(leave.status, leave.text).toBe(200)
    const founded = await t.request('POST', '/api/teams', {
      cookie: mover!.cookie,
      body: { name: `Team B ${Date.now()}` },
    })
    expect(founded.status, founded.text).toBe(201)
    const stays = await count(t, sql`select count(*)::int as n from team_memberships where user_id = ${mover!.user.id}`)
    expect(stays).toBe(2)

    const teams = (await teamBoard(id, mover!.cookie)).body
    const moversBoard = (await board(id, mover!.cookie)).body
    expect(CompetitionBoardSchema.parse(moversBoard)).toEqual(moversBoard)
    // Four days on target in a row in team A until yesterday, today's in team B; five in a row in all.
    expect(teams.teams).toEqual([
      { rank: 1, teamId: teamA.id, teamName: teamA.name, score: 4, members: 2 },
      { rank: 2, teamId: founded.body.id, teamName: founded.body.name, score: 1, members: 1 },
    ])
    expect(moversBoard.myTeamId).toBe(founded.body.id)
    expect(moversBoard.me).toMatchObject({ score: 5, streak: 5, daysOnTarget: 5 })
  })

  it('averages a team per member it had on each day, so a small team can beat a big one', async () => {
    const members = await addMembers(t.db, 5, { prefix: 'Average' })
    const small = await makeTeam(t, `Small ${Date.now()}`, [members[0]!.user.id])
    const big = await makeTeam(
      t,
      `Big ${Date.now()}`,
      members.slice(1).map((member) => member.user.id),
    )
    await t.db.execute(
      sql`update team_memberships set started_at = now() - interval '10 days' where team_id in (${small.id}, ${big.id})`,
    )
    const id = (
      await create({
        startDate: addDays(today, -1),
        endDate: addDays(today, 5),
        participation: 'opt-in',
        scoring: { individual: 'steps', team: 'average' },
      })
    ).id
    for (const member of members)
      await t.db.execute(
        sql`insert into competition_participants (competition_id, user_id) values (${id}, ${member.user.id})`,
      )
    await setSteps(t, members[0]!.user.id, today, 12_000)
    for (const member of members.slice(1)) await setSteps(t, member.user.id, today, 8000)
    const teams = (await teamBoard(id, members[0]!.cookie)).body.teams
    expect(
      teams.map((team: { teamId: number; score: number; members: number }) => [team.teamId, team.score, team.members]),
    ).toEqual([
      [small.id, 12_000, 1],
      [big.id, 8000, 4],
    ])
  })

  it('answers a competition past its grace period live, not final, until the job freezes it, once however many run', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const members = await addMembers(t.db, 6, { prefix: 'Race' })
      const id = (await create({ startDate: addDays(today, -3), endDate: addDays(today, -1), participation: 'opt-in' }))
        .id
      for (const [index, member] of members.entries()) {
        await t.db.execute(
          sql`insert into competition_participants (competition_id, user_id) values (${id}, ${member.user.id})`,
        )
        await setSteps(t, member.user.id, addDays(today, -2), 1000 * (index + 1))
      }
      // The grace period ends without any request: as if its hours had passed.
      await t.db.execute(sql`update competitions set grace_hours = 0 where id = ${id}`)
      const results = () =>
        count(t, sql`select count(*)::int as n from competition_results where competition_id = ${id}`)
      const readAll = () =>
        Promise.all(
          members.flatMap((member) => [
            httpCall(address, 'GET', `/api/competitions/${id}/board`, member.cookie),
            httpCall(address, 'GET', `/api/competitions/${id}/teams`, member.cookie),
            httpCall(address, 'GET', '/api/competitions', member.cookie),
          ]),
        )
      // Reads write nothing: they answer the live standings, final in status but not frozen.
      const live = await readAll()
      expect(live.map((answer) => answer.status)).toEqual(Array(live.length).fill(200))
      expect(live[0]!.body).toMatchObject({ status: 'final', final: false })
      expect(await results()).toBe(0)
      // The job, run by two processes at once, freezes it once.
      const ctx = competitionsContext(t.db, t.app.scores, 'UTC')
      await Promise.all([freezeDueCompetitions(ctx), freezeDueCompetitions(ctx)])
      expect(await results()).toBe(6)
      const frozen = await readAll()
      const boards = frozen.filter((_, index) => index % 3 === 0).map((answer) => answer.body)
      for (const answer of boards) {
        expect(answer.final).toBe(true)
        expect(answer.users).toEqual(live[0]!.body.users)
      }
    } finally {
      await t.app.server.close()
    }
  })
})

describe('competition days in a time zone far from UTC', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ TZ: 'Pacific/Auckland' })
  })
  afterAll(() => t.close())

  it('begins and ends at the community’s midnights and counts only its own days', async () => {
    const admin = await t.signUp({ admin: true })
    const ctx = competitionsContext(t.db, t.app.scores, 'Pacific/Auckland')
    // Created before it began, so that its days can be written before anyone looks at it.
    const competition = await createCompetition(
      ctx,
      {
        name: 'Summer',
        description: '',
        startDate: '2026-01-10',
        endDate: '2026-01-11',
        graceHours: 24,
        participation: 'opt-in',
        scoring: { individual: 'steps', target: 10_000, team: 'sum' },
        prizes: [],
      },
      admin.user.id,
      new Date('2026-01-01T00:00:00Z'),
    )
    // New Zealand summer time is UTC+13.
    expect(competition).toMatchObject({
      startsAt: '2026-01-09T11:00:00Z',
      endsAt: '2026-01-11T11:00:00Z',
      finalAt: '2026-01-12T11:00:00Z',
    })
    const at = (instant: string) => getCompetition(ctx, competition.id, admin.user.id, new Date(instant))
    expect((await at('2026-01-09T10:59:59.999Z')).status).toBe('upcoming')
    expect((await at('2026-01-09T11:00:00Z')).status).toBe('running')
    expect((await at('2026-01-11T10:59:59.999Z')).status).toBe('running')
    expect((await at('2026-01-11T11:00:00Z')).status).toBe('grace')
    expect((await at('2026-01-12T10:59:59.999Z')).status).toBe('grace')

    await t.db.execute(
      sql`insert into competition_participants (competition_id, user_id) values (${competition.id}, ${admin.user.id})`,
    )
    for (const [date, steps] of [
      ['2026-01-09', 1],
      ['2026-01-10', 20],
      ['2026-01-11', 300],
      ['2026-01-12', 4000],
    ] as const)
      await t.db.execute(
        sql`insert into day_scores (user_id, day, steps, total) values (${admin.user.id}, ${date}, ${steps}, ${steps})`,
      )
    // Long past its grace period now: the job freezes it with its own days only.
    await freezeDueCompetitions(ctx)
    const board = await t.request('GET', `/api/competitions/${competition.id}/board`, { cookie: admin.cookie })
    expect(board.body).toMatchObject({ status: 'final', final: true, me: { score: 320 } })
  })
})
