import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite, type Database } from '../../src/db/client.ts'
import { users } from '../../src/db/schema/index.ts'
import { migrationsFolder } from '../../src/lib/paths.ts'
import { openTestDatabase } from '../helpers/app.ts'

/** The triggers as every start of the embedded database created them before they were a migration. */
const TRIGGERS_MADE_AT_START = `
  create or replace function notify_account_change() returns trigger language plpgsql as $$
  begin
    perform pg_notify('account_changes', '');
    return null;
  end $$;
  create or replace trigger users_account_change
    after update or delete on users for each row execute function notify_account_change();
  create or replace trigger sessions_account_end
    after delete on sessions for each row execute function notify_account_change();
  create or replace trigger sessions_account_change
    after update on sessions for each row
    when (new.last_seen_at < old.last_seen_at or new.expires_at is distinct from old.expires_at
          or new.user_id is distinct from old.user_id or new.id_hash is distinct from old.id_hash)
    execute function notify_account_change();
`

const TRIGGERS = ['sessions_account_change', 'sessions_account_end', 'users_account_change']

/** The rows of a raw query's answer, as both drivers give them. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

async function triggersOf(database: Database) {
  const result = await database.db.execute(
    sql`select t.tgname as name from pg_trigger t join pg_proc f on f.oid = t.tgfoid
        where not t.tgisinternal and f.proname = 'notify_account_change' order by t.tgname`,
  )
  return rowsOf<{ name: string }>(result).map((row) => row.name)
}

/** A copy of the migrations folder that stops before 0012, which made the triggers a migration. */
function migrationsBeforeTriggers(dir: string): string {
  const folder = path.join(dir, 'drizzle')
  fs.cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((entry) => entry.idx <= 11)
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2))
  return folder
}

const migrationCount = () =>
  (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length

describe('the account-change triggers', () => {
  const opened: Database[] = []
  afterAll(async () => {
    for (const database of opened) await database.close()
  })

  it('come with the migrations', async () => {
    const database = await openTestDatabase()
    opened.push(database)
    expect(await triggersOf(database)).toEqual(TRIGGERS)
  })

  it.runIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'are taken over by the migration in an embedded database whose starts created them',
    async () => {
      // A database as it stood before the migration: migrated up to 0011, its triggers made at start.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-triggers-'))
      const before = await PGlite.create()
      await migrate(drizzle(before), { migrationsFolder: migrationsBeforeTriggers(dir) })
      await before.exec(TRIGGERS_MADE_AT_START)
      const dump = await before.dumpDataDir('gzip')
      await before.close()
      fs.rmSync(dir, { recursive: true, force: true })

      const database = await openPglite(undefined, { loadDataDir: dump })
      opened.push(database)
      const applied = await database.db.execute(sql`select 1 from drizzle.__drizzle_migrations`)
      expect(rowsOf(applied)).toHaveLength(migrationCount())
      expect(await triggersOf(database)).toEqual(TRIGGERS)

      let notices = 0
      database.onAccountsChanged!(() => (notices += 1))
      const [user] = await database.db
        .insert(users)
        .values({ username: 'Ada', email: 'ada@example.com', passwordHash: 'not-a-hash' })
        .returning({ id: users.id })
      expect(notices).toBe(0)
      await database.db.update(users).set({ username: 'Ada L.' }).where(eq(users.id, user!.id))
      expect(notices).toBe(1)
    },
  )
})
