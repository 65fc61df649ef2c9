import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema/index.ts'
import { inTransaction } from '../../src/db/transaction.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addTeam } from '../helpers/members.ts'

describe('GET and PUT /api/me/first-run', () => {
  let t: TestApp
  const today = todayIn('UTC')
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const firstRun = (cookie: string) => t.request('GET', '/api/me/first-run', { cookie })
  const setStep = (cookie: string, body: unknown) => t.request('PUT', '/api/me/first-run', { cookie, body })

  it('asks a newcomer every step, and remembers each one finished or skipped', async () => {
    const { cookie } = await t.signUp({ username: 'Newcomer' })
    expect((await firstRun(cookie)).body).toEqual({ done: [] })

    const skipped = await setStep(cookie, { step: 'team', done: true })
    expect(skipped.status).toBe(200)
    expect(skipped.body).toEqual({ done: ['team'] })
    // Marking it twice keeps it once.
    await setStep(cookie, { step: 'team', done: true })
    const both = await setStep(cookie, { step: 'steps', done: true })
    expect(both.body).toEqual({ done: ['steps', 'team'] })
    expect((await firstRun(cookie)).body).toEqual({ done: ['steps', 'team'] })

    const again = await setStep(cookie, { step: 'team', done: false })
    expect(again.body).toEqual({ done: ['steps'] })
    expect((await firstRun(cookie)).body).toEqual({ done: ['steps'] })
  })

  it('counts a step as done when the member is already past it: steps counted, a team, a competition', async () => {
    const member = await addMember(t.db)
    expect((await firstRun(member.cookie)).body).toEqual({ done: [] })

    await inTransaction(t.db, (tx) =>
      t.app.scores.recordSteps(tx, 'manual', [{ userId: member.user.id, date: today, steps: 4_321 }]),
    )
    expect((await firstRun(member.cookie)).body).toEqual({ done: ['steps'] })

    await addTeam(t.db, member.user)
    expect((await firstRun(member.cookie)).body).toEqual({ done: ['steps', 'team'] })

    const admin = await addMember(t.db, { admin: true })
    const created = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: 'Spring walk',
        startDate: today,
        endDate: addDays(today, 6),
        participation: 'opt-in',
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status, created.text).toBe(201)
    expect((await firstRun(member.cookie)).body).toEqual({ done: ['steps', 'team'] })
    const joined = await t.request('POST', `/api/competitions/${created.body.id}/participants/me`, {
      cookie: member.cookie,
    })
    expect(joined.status, joined.text).toBeLessThan(300)
    expect((await firstRun(member.cookie)).body).toEqual({ done: ['steps', 'team', 'competition'] })

    // Asking a step again does not take away what is true of the member.
    expect((await setStep(member.cookie, { step: 'team', done: false })).body.done).toContain('team')
  })

  it('refuses an unknown step or a done that is not a boolean, and guests', async () => {
    const { cookie } = await t.signUp({ username: 'Careful' })
    const unknown = await setStep(cookie, { step: 'friends', done: true })
    expect(unknown.status).toBe(400)
    expect(unknown.body.key).toBe('firstRunStepInvalid')
    const notBoolean = await setStep(cookie, { step: 'team', done: 'yes' })
    expect(notBoolean.status).toBe(400)
    expect(notBoolean.body.key).toBe('firstRunDoneInvalid')
    expect((await t.request('GET', '/api/me/first-run')).status).toBe(401)
    expect((await t.request('PUT', '/api/me/first-run', { body: { step: 'team', done: true } })).status).toBe(401)
    const [stored] = await t.db.select().from(users).where(eq(users.username, 'Careful'))
    expect(stored!.firstRunDone).toEqual([])
  })

  it('counts a competition for everyone as joined', async () => {
    const { cookie } = await t.signUp({ username: 'Everyone' })
    expect((await firstRun(cookie)).body.done).not.toContain('competition')
    await t.db.execute(sql`
      insert into competitions (name, start_date, end_date, grace_hours, participation, individual_scoring, target, team_scoring)
      values ('For all', ${today}, ${addDays(today, 3)}, 0, 'everyone', 'steps', 10000, 'sum')`)
    expect((await firstRun(cookie)).body.done).toContain('competition')
  })
})
