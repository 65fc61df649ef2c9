import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scoreTotals } from '../../src/db/schema/index.ts'
import { migrationsFolder } from '../../src/lib/paths.ts'

const EPOCH = '1970-01-01'

/** A copy of the migrations folder that stops before 0007, the last one with score_aggregates. */
function migrationsBeforeScoreTotals(dir: string): string {
  const folder = path.join(dir, 'drizzle')
  fs.cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((entry) => entry.idx <= 6)
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2))
  return folder
}

describe('migration 0007 from score_aggregates to score_totals', () => {
  let dir: string
  let client: PGlite
  let db: ReturnType<typeof drizzle>
  const ids: Record<string, number> = {}

  async function addUser(username: string) {
    const result = await db.execute<{ id: number }>(sql`
      insert into users (username, email, password_hash)
      values (${username}, ${`${username}@example.com`}, 'x')
      returning id
    `)
    ids[username] = result.rows[0]!.id
  }

  async function addDays(username: string, days: [day: string, steps: number, bonus: number][]) {
    for (const [day, steps, bonus] of days) {
      await db.execute(sql`
        insert into day_scores (user_id, day, steps, bonus, total)
        values (${ids[username]}, ${day}, ${steps}, ${bonus}, ${steps + bonus})
      `)
    }
  }

  async function addAggregates(
    username: string,
    rows: [period: string, start: string, steps: number, bonus: number][],
  ) {
    for (const [period, start, steps, bonus] of rows) {
      await db.execute(sql`
        insert into score_aggregates (period, period_start, user_id, steps, bonus, total)
        values (${period}, ${start}, ${ids[username]}, ${steps}, ${bonus}, ${steps + bonus})
      `)
    }
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-score-totals-'))
    client = await PGlite.create()
    db = drizzle(client, { casing: 'snake_case' })
    await migrate(db, { migrationsFolder: migrationsBeforeScoreTotals(dir) })

    for (const username of ['ann', 'ben', 'cat', 'dan', 'eve']) await addUser(username)

    await addDays('ann', [
      ['2026-04-28', 1000, 0],
      ['2026-05-05', 2000, 500],
      ['2026-05-12', 3000, 0],
    ])
    await addAggregates('ann', [
      ['all', EPOCH, 6000, 500],
      ['week', '2026-04-27', 1000, 0],
      ['week', '2026-05-04', 2000, 500],
      ['week', '2026-05-11', 3000, 0],
      ['month', '2026-04-01', 1000, 0],
      ['month', '2026-05-01', 5000, 500],
    ])

    // Ben's later counts were set back to zero, leaving zero rows for his latest week and month.
    await addDays('ben', [
      ['2026-04-29', 700, 0],
      ['2026-05-05', 4000, 0],
      ['2026-05-12', 0, 0],
      ['2026-06-02', 0, 0],
    ])
    await addAggregates('ben', [
      ['all', EPOCH, 4700, 0],
      ['week', '2026-04-27', 700, 0],
      ['week', '2026-05-04', 4000, 0],
      ['week', '2026-05-11', 0, 0],
      ['week', '2026-06-01', 0, 0],
      ['month', '2026-04-01', 700, 0],
      ['month', '2026-05-01', 4000, 0],
      ['month', '2026-06-01', 0, 0],
    ])

    await addDays('cat', [['2026-05-05', 0, 0]])
    await addAggregates('cat', [['all', EPOCH, 0, 0]])

    // Dan's latest week holds a bonus and no steps.
    await addDays('dan', [
      ['2026-05-06', 1500, 0],
      ['2026-05-12', 0, 300],
    ])
    await addAggregates('dan', [
      ['all', EPOCH, 1500, 300],
      ['week', '2026-05-04', 1500, 0],
      ['week', '2026-05-11', 0, 300],
      ['month', '2026-05-01', 1500, 300],
    ])

    await migrate(db, { migrationsFolder })
  })

  afterAll(async () => {
    await client?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('keeps all-time sums and the latest week and month with anything in them', async () => {
    const rows = await db.select().from(scoreTotals).orderBy(scoreTotals.userId)
    expect(rows).toEqual([
      {
        userId: ids.ann,
        steps: 6000,
        bonus: 500,
        total: 6500,
        weekStart: '2026-05-11',
        weekSteps: 3000,
        weekBonus: 0,
        weekTotal: 3000,
        monthStart: '2026-05-01',
        monthSteps: 5000,
        monthBonus: 500,
        monthTotal: 5500,
      },
      {
        userId: ids.ben,
        steps: 4700,
        bonus: 0,
        total: 4700,
        weekStart: '2026-05-04',
        weekSteps: 4000,
        weekBonus: 0,
        weekTotal: 4000,
        monthStart: '2026-05-01',
        monthSteps: 4000,
        monthBonus: 0,
        monthTotal: 4000,
      },
      {
        userId: ids.cat,
        steps: 0,
        bonus: 0,
        total: 0,
        weekStart: EPOCH,
        weekSteps: 0,
        weekBonus: 0,
        weekTotal: 0,
        monthStart: EPOCH,
        monthSteps: 0,
        monthBonus: 0,
        monthTotal: 0,
      },
      {
        userId: ids.dan,
        steps: 1500,
        bonus: 300,
        total: 1800,
        weekStart: '2026-05-11',
        weekSteps: 0,
        weekBonus: 300,
        weekTotal: 300,
        monthStart: '2026-05-01',
        monthSteps: 1500,
        monthBonus: 300,
        monthTotal: 1800,
      },
    ])
  })

  it('drops score_aggregates', async () => {
    const result = await db.execute<{ name: string | null }>(sql`select to_regclass('score_aggregates')::text as name`)
    expect(result.rows).toEqual([{ name: null }])
  })

  it('keeps the day rows and gives them replaced_steps, defaulting to 0', async () => {
    const existing = await db.execute<{ replaced_steps: number }>(sql`select distinct replaced_steps from day_scores`)
    expect(existing.rows).toEqual([{ replaced_steps: 0 }])
    const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from day_scores`)
    expect(count.rows).toEqual([{ n: 10 }])

    await db.execute(sql`insert into day_scores (user_id, day, steps, total) values (${ids.eve}, '2026-05-13', 10, 10)`)
    const added = await db.execute<{ replaced_steps: number }>(
      sql`select replaced_steps from day_scores where user_id = ${ids.eve}`,
    )
    expect(added.rows).toEqual([{ replaced_steps: 0 }])
  })
})
