import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/lib/paths.ts'

/** A copy of the migrations folder that stops before 0014, the first that records team stays. */
function migrationsBeforeStays(dir: string): string {
  const folder = path.join(dir, 'drizzle')
  fs.cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((entry) => entry.idx <= 13)
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2))
  return folder
}

describe('migration 0014: team stays', () => {
  let dir: string
  let client: PGlite
  let db: ReturnType<typeof drizzle>
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-stays-'))
    client = await PGlite.create()
    db = drizzle(client, { casing: 'snake_case' })
    await migrate(db, { migrationsFolder: migrationsBeforeStays(dir) })
    for (const username of ['leader', 'member', 'loner']) {
      const result = await db.execute<{ id: number }>(sql`
        insert into users (username, email, password_hash) values (${username}, ${`${username}@example.com`}, 'x')
        returning id
      `)
      ids[username] = result.rows[0]!.id
    }
    const team = await db.execute<{ id: number }>(
      sql`insert into teams (name, leader_id) values ('Walkers', ${ids.leader}) returning id`,
    )
    ids.team = team.rows[0]!.id
    await db.execute(sql`update users set team_id = ${ids.team} where id in (${ids.leader}, ${ids.member})`)
    await migrate(db, { migrationsFolder })
  })

  afterAll(async () => {
    await client?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  const stays = async () =>
    (
      await db.execute<{ username: string; team_id: number; started: string; ended: boolean }>(sql`
        select u.username, m.team_id, m.started_at::text as started, m.ended_at is not null as ended
        from team_memberships m join users u on u.id = m.user_id
        order by u.username, m.id
      `)
    ).rows

  it('gives members already in a team a stay as old as anyone can tell', async () => {
    expect(await stays()).toEqual([
      { username: 'leader', team_id: ids.team, started: '-infinity', ended: false },
      { username: 'member', team_id: ids.team, started: '-infinity', ended: false },
    ])
  })

  it('records each later change of team, also when the team is deleted', async () => {
    await db.execute(sql`update users set team_id = null where id = ${ids.member}`)
    await db.execute(sql`update users set team_id = ${ids.team} where id = ${ids.loner}`)
    await db.execute(sql`update users set username = 'loner' where id = ${ids.loner}`)
    const after = await stays()
    expect(after.map(({ username, ended }) => [username, ended])).toEqual([
      ['leader', false],
      ['loner', false],
      ['member', true],
    ])
    // Deleting the team empties it through its key: its stays go with it.
    await db.execute(sql`delete from teams where id = ${ids.team}`)
    expect(await stays()).toEqual([])
    const inTeams = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where team_id is not null`)
    expect(inTeams.rows[0]!.n).toBe(0)
  })
})
