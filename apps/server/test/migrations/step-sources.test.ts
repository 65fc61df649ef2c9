import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/lib/paths.ts'

/** A copy of the migrations folder that stops before 0013, the first that keeps step sources. */
function migrationsBeforeSources(dir: string): string {
  const folder = path.join(dir, 'drizzle')
  fs.cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((entry) => entry.idx <= 12)
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2))
  return folder
}

describe('migration 0013: the sources of days written before sources were kept', () => {
  let dir: string
  let client: PGlite
  let db: ReturnType<typeof drizzle>
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-sources-'))
    client = await PGlite.create()
    db = drizzle(client, { casing: 'snake_case' })
    await migrate(db, { migrationsFolder: migrationsBeforeSources(dir) })
    const people: [string, string | null, string | null][] = [
      ['worn', 'sensor-worn', null],
      ['took-over', 'sensor-took-over', '2026-05-10'],
      ['typed', null, null],
    ]
    for (const [username, sensor, countsFrom] of people) {
      const result = await db.execute<{ id: number }>(sql`
        insert into users (username, email, password_hash, sensor_user_id, sensor_counts_from)
        values (${username}, ${`${username}@example.com`}, 'x', ${sensor}, ${countsFrom})
        returning id
      `)
      ids[username] = result.rows[0]!.id
    }
    const days: [string, string, number, number][] = [
      ['worn', '2026-05-01', 7000, 0],
      ['worn', '2026-05-02', 0, 40],
      ['took-over', '2026-05-09', 3000, 0],
      ['took-over', '2026-05-10', 4000, 0],
      ['typed', '2026-05-03', 5000, 10],
    ]
    for (const [username, day, steps, bonus] of days) {
      await db.execute(sql`
        insert into day_scores (user_id, day, steps, bonus, total)
        values (${ids[username]}, ${day}, ${steps}, ${bonus}, ${steps + bonus})
      `)
    }
    await migrate(db, { migrationsFolder })
  })

  afterAll(async () => {
    await client?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("gives a sensor holder's days since their id counts the wearable, every other count `earlier`, and moves no count", async () => {
    const result = await db.execute<Record<string, unknown>>(sql`
      select u.username, d.day::text as day, d.steps, d.total, d.wearable_steps, d.earlier_steps,
             coalesce(d.push_steps, d.import_steps, d.admin_steps, d.manual_steps) as other
      from day_scores d join users u on u.id = d.user_id
      order by u.username, d.day
    `)
    expect(result.rows).toEqual([
      {
        username: 'took-over',
        day: '2026-05-09',
        steps: 3000,
        total: 3000,
        wearable_steps: null,
        earlier_steps: 3000,
        other: null,
      },
      {
        username: 'took-over',
        day: '2026-05-10',
        steps: 4000,
        total: 4000,
        wearable_steps: 4000,
        earlier_steps: null,
        other: null,
      },
      {
        username: 'typed',
        day: '2026-05-03',
        steps: 5000,
        total: 5010,
        wearable_steps: null,
        earlier_steps: 5000,
        other: null,
      },
      {
        username: 'worn',
        day: '2026-05-01',
        steps: 7000,
        total: 7000,
        wearable_steps: 7000,
        earlier_steps: null,
        other: null,
      },
      {
        username: 'worn',
        day: '2026-05-02',
        steps: 0,
        total: 40,
        wearable_steps: null,
        earlier_steps: null,
        other: null,
      },
    ])
  })

  it('counts any new source over an earlier count, as a new count replaced it before', async () => {
    const counted = await db.execute<{ steps: number }>(sql`
      select (day_count(null, null, null, null, null, 1, '2026-05-01', null, null, null, null, 1200, 5000, null, null, null))[1] as steps
    `)
    expect(counted.rows[0]!.steps).toBe(1200)
    const nothing = await db.execute<{ steps: number }>(sql`
      select (day_count(null, null, null, null, null, 1, '2026-05-01', null, null, null, null, null, null, null, null, null))[1] as steps
    `)
    expect(nothing.rows[0]!.steps).toBe(0)
  })
})
