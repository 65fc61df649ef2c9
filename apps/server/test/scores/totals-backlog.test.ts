import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { dayScores, scoreTotals, totalsBacklog, users } from '../../src/db/schema/index.ts'
import { Scores } from '../../src/modules/scores/index.ts'
import { ingestSteps } from '../../src/modules/scores/ingest.service.ts'
import { createTestApp, TEST_INGEST_KEY, type TestApp } from '../helpers/app.ts'
import { daysAgo, setSensorId, totalsDrift } from '../helpers/scores-fixtures.ts'
import { inTransaction } from '../../src/db/transaction.ts'

describe('totals backlog: a sync is answered before the totals take its changes', () => {
  let t: TestApp
  let ann: { id: number }
  let bob: { id: number }

  beforeAll(async () => {
    t = await createTestApp()
    ann = (await t.signUp({ username: 'Ann' })).user
    bob = (await t.signUp({ username: 'Bob' })).user
    await setSensorId(t, ann.id, 'fit-ann')
    await setSensorId(t, bob.id, 'fit-bob')
  })
  afterAll(() => t.close())

  const backlogRows = () => t.db.$count(totalsBacklog)
  const stepsOf = async (userId: number) =>
    (await t.db.select().from(scoreTotals).where(eq(scoreTotals.userId, userId)))[0]?.steps ?? 0

  /** Has the test app's backlog take what is there, and waits for it. */
  async function runBacklog() {
    t.app.scores.backlog.apply()
    await t.app.scores.backlog.settled()
  }

  /** Scores whose backlog runs nothing, like a process that stopped just after a sync committed. */
  async function stoppedScores() {
    const scores = new Scores(t.db, t.app.log)
    await scores.close()
    return scores
  }

  it('keeps the changes of an answered sync until a run takes them, then leaves none behind', async () => {
    const today = daysAgo(0)
    const answer = await ingestSteps(
      await stoppedScores(),
      [
        { sensorUserId: 'fit-ann', date: today, steps: 4000 },
        { sensorUserId: 'fit-bob', date: today, steps: 6000 },
      ],
      today,
    )
    expect(answer).toEqual({ accepted: 2, unknownSensorIds: [] })
    // The day rows are saved with the answer; the totals do not have them yet.
    expect((await t.db.select().from(dayScores).where(eq(dayScores.day, today))).map((r) => r.steps).sort()).toEqual([
      4000, 6000,
    ])
    expect(await backlogRows()).toBe(1)
    expect(await stepsOf(ann.id)).toBe(0)

    await runBacklog()
    expect(await backlogRows()).toBe(0)
    expect(await stepsOf(ann.id)).toBe(4000)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('writes no backlog row for a sync that changes nothing', async () => {
    const today = daysAgo(0)
    await ingestSteps(await stoppedScores(), [{ sensorUserId: 'fit-ann', date: today, steps: 4000 }], today)
    expect(await backlogRows()).toBe(0)
  })

  it('a starting server takes what a stopped one left, over HTTP the board follows a sync', async () => {
    const day = daysAgo(1)
    for (const steps of [100, 250]) {
      await ingestSteps(await stoppedScores(), [{ sensorUserId: 'fit-bob', date: day, steps }], daysAgo(0))
    }
    expect(await backlogRows()).toBe(2)

    // A second server on the same database, as after a restart.
    const next = await buildApp({ config: t.config, database: t.database, logger: false })
    await next.ready()
    await next.scores.backlog.settled()
    expect(await backlogRows()).toBe(0)
    expect(await stepsOf(bob.id)).toBe(6250)

    const response = await next.inject({
      method: 'POST',
      url: '/api/ingest/steps',
      headers: { authorization: `Bearer ${TEST_INGEST_KEY}` },
      payload: { entries: [{ sensorUserId: 'fit-bob', date: day, steps: 1250 }] },
    })
    expect(response.statusCode).toBe(200)
    await next.scores.backlog.settled()
    expect(await stepsOf(bob.id)).toBe(7250)
    // Stopping lets a run finish, and starts no other.
    await next.close()
    await ingestSteps(next.scores, [{ sensorUserId: 'fit-bob', date: day, steps: 1300 }], daysAgo(0))
    expect(await backlogRows()).toBe(1)
    await runBacklog()
    expect(await totalsDrift(t)).toEqual([])
  })

  it('ends with the same totals when a manual entry of a later week lands before the run', async () => {
    const dora = (await t.signUp({ username: 'Dora' })).user
    await setSensorId(t, dora.id, 'fit-dora')
    // The sync's day is in the week of Monday 3 August; the entry is in the next week, same month.
    await ingestSteps(
      await stoppedScores(),
      [{ sensorUserId: 'fit-dora', date: '2026-08-04', steps: 3000 }],
      daysAgo(0),
    )
    await inTransaction(t.db, (tx) =>
      t.app.scores.recordSteps(tx, 'admin', [{ userId: dora.id, date: '2026-08-12', steps: 700 }]),
    )
    await runBacklog()
    const [row] = await t.db.select().from(scoreTotals).where(eq(scoreTotals.userId, dora.id))
    expect(row).toMatchObject({ steps: 3700, weekStart: '2026-08-10', weekSteps: 700, monthSteps: 3700 })
    expect(await totalsDrift(t)).toEqual([])
  })

  it('drops the changes of a member deleted before a run took them', async () => {
    const carl = (await t.signUp({ username: 'Carl' })).user
    await setSensorId(t, carl.id, 'fit-carl')
    const today = daysAgo(0)
    await ingestSteps(
      await stoppedScores(),
      [
        { sensorUserId: 'fit-carl', date: today, steps: 900 },
        { sensorUserId: 'fit-ann', date: today, steps: 4500 },
      ],
      today,
    )
    await t.db.delete(users).where(eq(users.id, carl.id))
    await runBacklog()
    expect(await backlogRows()).toBe(0)
    expect(await stepsOf(ann.id)).toBe(4500)
    expect(await totalsDrift(t)).toEqual([])
  })

  it('keeps the changes through a failed run and takes them on the next try', async () => {
    // The first write to the totals after this fails, as a lost connection would make it.
    await t.db.execute(sql`create sequence totals_failures`)
    await t.db.execute(sql`
      create function fail_first_totals_write() returns trigger language plpgsql as $$
      begin
        if nextval('totals_failures') = 1 then raise exception 'the database went away'; end if;
        return new;
      end $$`)
    await t.db.execute(sql`
      create trigger fail_first before insert or update on score_totals
      for each row execute function fail_first_totals_write()`)
    try {
      const today = daysAgo(0)
      await ingestSteps(t.app.scores, [{ sensorUserId: 'fit-ann', date: today, steps: 5000 }], today)
      await t.app.scores.backlog.settled()
      expect(await backlogRows()).toBe(1)
      expect(await stepsOf(ann.id)).toBe(4500)
      await vi.waitFor(async () => expect(await backlogRows()).toBe(0), { timeout: 5_000, interval: 50 })
      await t.app.scores.backlog.settled()
      expect(await stepsOf(ann.id)).toBe(5000)
      expect(await totalsDrift(t)).toEqual([])
    } finally {
      await t.db.execute(sql`drop trigger fail_first on score_totals`)
      await t.db.execute(sql`drop function fail_first_totals_write`)
      await t.db.execute(sql`drop sequence totals_failures`)
    }
  })

  // The embedded database runs one transaction at a time: nothing can hold a row meanwhile there.
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'answers wait while the totals are more than 4 calls behind, then go on',
    async () => {
      let locked!: () => void
      let release!: () => void
      const lockedNow = new Promise<void>((resolve) => (locked = resolve))
      const released = new Promise<void>((resolve) => (release = resolve))
      // Another transaction holds Ann's totals row, so the run that takes the first call waits.
      const holder = inTransaction(t.db, async (tx) => {
        await tx.execute(sql`select from score_totals where user_id = ${ann.id} for update`)
        locked()
        await released
      })
      await lockedNow
      const sync = (steps: number) =>
        t.request('POST', '/api/ingest/steps', {
          body: { entries: [{ sensorUserId: 'fit-ann', date: '2026-07-01', steps }] },
          headers: { authorization: `Bearer ${TEST_INGEST_KEY}` },
          noOrigin: true,
        })
      let fifth: ReturnType<typeof sync> | undefined
      try {
        for (let call = 1; call <= 4; call++) expect((await sync(100 * call)).status).toBe(200)
        fifth = sync(500)
        const answered = fifth.then(() => 'answered')
        expect(await Promise.race([answered, new Promise((r) => setTimeout(r, 500, 'waiting'))])).toBe('waiting')
      } finally {
        release()
        await holder
        await fifth
        await t.app.scores.backlog.settled()
      }
      expect((await fifth)!.status).toBe(200)
      expect(await totalsDrift(t)).toEqual([])
    },
  )

  it('two servers taking the backlog at once add each sync once', async () => {
    const held = await stoppedScores()
    for (let i = 0; i < 12; i++) {
      await ingestSteps(
        held,
        [
          { sensorUserId: 'fit-ann', date: daysAgo(i % 9), steps: 1000 + i },
          { sensorUserId: 'fit-bob', date: daysAgo((i + 4) % 9), steps: 2000 + i },
        ],
        daysAgo(0),
      )
    }
    expect(await backlogRows()).toBe(12)
    const other = new Scores(t.db, t.app.log).backlog
    other.apply()
    t.app.scores.backlog.apply()
    await Promise.all([other.settled(), t.app.scores.backlog.settled()])
    expect(await backlogRows()).toBe(0)
    expect(await totalsDrift(t)).toEqual([])
  })
})
