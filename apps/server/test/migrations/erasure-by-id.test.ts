import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/lib/paths.ts'

/** A copy of the migrations folder that stops before 0018, the first that names members by id. */
function migrationsBeforeMentions(dir: string): string {
  const folder = path.join(dir, 'drizzle')
  fs.cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((entry) => entry.idx <= 17)
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2))
  return folder
}

describe('migration 0018: the members named by the entries and mails written before it', () => {
  let dir: string
  let client: PGlite
  let db: ReturnType<typeof drizzle>
  const ids: Record<string, number> = {}
  const entries: Record<string, number> = {}

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-mentions-'))
    client = await PGlite.create()
    db = drizzle(client, { casing: 'snake_case' })
    await migrate(db, { migrationsFolder: migrationsBeforeMentions(dir) })
    const people: [string, string][] = [
      ['boss', 'Boss'],
      ['mallory', 'Mallory'],
      ['olive', 'Olive'],
      ['twin1', 'Twin'],
      ['twin2', 'Twin'],
    ]
    for (const [key, username] of people) {
      const result = await db.execute<{ id: number }>(sql`
        insert into users (username, email, password_hash) values (${username}, ${`${key}@example.com`}, 'x')
        returning id`)
      ids[key] = result.rows[0]!.id
    }
    const add = async (
      key: string,
      action: string,
      subject: number | null,
      target: string | null,
      before: unknown,
      after: unknown,
    ) => {
      const result = await db.execute<{ id: number }>(sql`
        insert into audit_log (action, actor_id, subject_id, target, before, after)
        values (${action}, ${ids.boss}, ${subject}, ${target},
                ${before === null ? null : JSON.stringify(before)}::jsonb,
                ${after === null ? null : JSON.stringify(after)}::jsonb)
        returning id`)
      entries[key] = Number(result.rows[0]!.id)
    }
    // Mallory was 'Mallory Old' when these were written.
    await add('reset', 'member.password-reset', ids.mallory!, 'Mallory Old', null, null)
    await add('handToOlive', 'team.hand-lead', ids.mallory!, 'Hikers', { leader: 'Mallory Old' }, { leader: 'Olive' })
    await add('handToTwin', 'team.hand-lead', ids.olive!, 'Hikers', { leader: 'Olive' }, { leader: 'Twin' })
    await add('teamDeleted', 'team.delete', null, 'Hikers', { name: 'Hikers', leader: 'Mallory', members: 2 }, null)
    await add('competition', 'competition.create', null, 'Mallory', null, { name: 'Mallory' })
    await add('day', 'day.correct', ids.olive!, '2026-05-01', { steps: 1 }, { steps: 2 })
    for (const to of ['mallory@example.com', 'gone@example.com']) {
      await db.execute(sql`
        insert into mail_queue (to_address, subject, text, html, expires_at)
        values (${to}, 's', 't', 'h', now() + interval '1 day')`)
    }
    await migrate(db, { migrationsFolder })
  })
  afterAll(async () => {
    await client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('names the member of a member action and of a lead handed on by id, and a leader named in words by the one member with that name now', async () => {
    const rows = await db.execute<{ id: number; mentions: Record<string, string[]> | null }>(
      sql`select id, mentions from audit_log order by id`,
    )
    const mentions = new Map(rows.rows.map((row) => [Number(row.id), row.mentions]))
    expect(mentions.get(entries.reset!)).toEqual({ [ids.mallory!]: ['target'] })
    expect(mentions.get(entries.handToOlive!)).toEqual({
      [ids.mallory!]: ['before.leader'],
      [ids.olive!]: ['after.leader'],
    })
    // Two members are called Twin: which one took the lead, the words cannot tell.
    expect(mentions.get(entries.handToTwin!)).toEqual({ [ids.olive!]: ['before.leader'] })
    expect(mentions.get(entries.teamDeleted!)).toEqual({ [ids.mallory!]: ['before.leader'] })
    expect(mentions.get(entries.competition!)).toBeNull()
    expect(mentions.get(entries.day!)).toBeNull()
  })

  it('ties each queued mail to the member who has its address now', async () => {
    const rows = await db.execute<{ to_address: string; user_id: number | null }>(
      sql`select to_address, user_id from mail_queue order by id`,
    )
    expect(rows.rows).toEqual([
      { to_address: 'mallory@example.com', user_id: ids.mallory },
      { to_address: 'gone@example.com', user_id: null },
    ])
  })
})
