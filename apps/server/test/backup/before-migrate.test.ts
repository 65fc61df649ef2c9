import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupBeforeMigrating, restoreCommand } from '../../src/backup/index.ts'
import { restoreBackup } from '../../src/backup/restore.ts'
import { loadConfig } from '../../src/config.ts'
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts'
import { buildMigrations, pendingMigrations } from '../../src/db/migrations.ts'
import { selectRows } from '../../src/db/rows.ts'
import { migrationsFolder } from '../../src/lib/paths.ts'
import { dropDatabase } from '../helpers/postgres.ts'
import { contents, quiet, tempDir } from './helpers.ts'

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
const latest = buildMigrations().at(-1)!

/** The migrations folder of the version before this one: the same, without its last migration. */
function previousVersionMigrations(dir: string) {
  const folder = path.join(dir, 'previous-drizzle')
  fs.cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: unknown[] }
  journal.entries = journal.entries.slice(0, -1)
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2))
  return folder
}

/**
 * A database of either kind, made new: the embedded one in a folder of its own, or a PostgreSQL
 * database beside the test one. `open` opens it as a start does (migrating, with `beforeMigrate`).
 */
interface Place {
  open(options?: { beforeMigrate?: ReturnType<typeof backupBeforeMigrating> }): Promise<Database>
  /** Opened as it is: neither migrated nor backed up. */
  openAsItIs(): Promise<Database>
  /** The previous version's migrations applied, with its own migrator. */
  migrateWith(folder: string): Promise<void>
  url?: string
  remove(): Promise<void>
}

async function newPlace(dir: string, name: string): Promise<Place> {
  if (!onPostgres) {
    const dataDir = path.join(dir, name)
    return {
      open: (options = {}) => openPglite(dataDir, options),
      openAsItIs: () => openPglite(dataDir, { migrate: false }),
      migrateWith: async (folder) => {
        const database = await openPglite(dataDir, { migrate: false })
        try {
          await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
        } finally {
          await database.close()
        }
      },
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const serverUrl = process.env.TEST_DATABASE_URL!
  const database = `stepup_before_${name}_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.query(`create database ${database}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  const databaseUrl = url.toString()
  return {
    url: databaseUrl,
    open: (options = {}) => openPostgres(databaseUrl, { poolSize: 2, ...options }),
    openAsItIs: () => openPostgres(databaseUrl, { poolSize: 2, migrate: false }),
    migrateWith: async (folder) => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: folder })
      } finally {
        await client.end()
      }
    },
    remove: () => dropDatabase(serverUrl, database),
  }
}

describe('a start on an existing community with migrations to apply', () => {
  let dir: string
  let previous: string
  let old: Place
  let asItWas: Awaited<ReturnType<typeof contents>>
  const config = (dataDir: string) =>
    loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' })

  beforeAll(async () => {
    dir = tempDir('stepup-before-migrate-')
    previous = previousVersionMigrations(dir)
    // A community the previous version made and filled.
    old = await newPlace(dir, 'old')
    await old.migrateWith(previous)
    const database = await old.openAsItIs()
    try {
      await database.db.execute(
        sql`insert into users (username, email, password_hash) values ('Olga', 'olga@example.com', 'x'), ('Oskar', 'oskar@example.com', 'y')`,
      )
      await database.db.execute(sql`insert into audit_log (action, target) values ('member.create', 'Olga')`)
      asItWas = await contents(database)
    } finally {
      await database.close()
    }
  }, 180_000)
  afterAll(async () => {
    await old?.remove()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('is not migrated when the backup cannot be written, and the start stops saying so', async () => {
    const blocked = path.join(dir, 'blocked')
    fs.mkdirSync(blocked)
    // A file where the backups folder would go.
    fs.writeFileSync(path.join(blocked, 'backups'), '')
    await expect(old.open({ beforeMigrate: backupBeforeMigrating(config(blocked)) })).rejects.toThrow(
      new RegExp(
        `^Could not back up the database before migrating it from \\w+ to ${latest.tag} \\(.*\\), so it was not migrated\\. Make room in .*backups \\(or make it writable\\), then start again\\.$`,
      ),
    )
    const database = await old.openAsItIs()
    try {
      expect(await contents(database)).toEqual(asItWas)
      const [row] = await selectRows<{ when: string }>(
        database.db,
        sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
      )
      expect(Number(row!.when)).toBeLessThan(latest.when)
    } finally {
      await database.close()
    }
  })

  it('is backed up first into DATA_DIR/backups, a file that restores the community as it was', async () => {
    const dataDir = path.join(dir, 'data')
    // What a start stopped in the middle of its backup left behind is removed.
    fs.mkdirSync(path.join(dataDir, 'backups'), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'backups', 'before-0019_x-20260101T000000Z.zip.partial'), 'cut off')
    const database = await old.open({ beforeMigrate: backupBeforeMigrating(config(dataDir)) })
    try {
      // Migrated after the backup.
      expect(await pendingMigrations((text) => database.db.execute(sql.raw(text)) as never)).toEqual({
        applied: latest,
        pending: [],
      })
    } finally {
      await database.close()
    }
    const backups = fs.readdirSync(path.join(dataDir, 'backups'))
    expect(backups).toEqual([expect.stringMatching(new RegExp(`^before-${latest.tag}-\\d{8}T\\d{6}Z\\.zip$`))])
    const file = path.join(dataDir, 'backups', backups[0]!)

    // This version refuses it, saying which version restores it.
    const { errors, output } = quiet()
    expect(await restoreCommand([file], config(path.join(dir, 'elsewhere')), output)).toBe(1)
    expect(errors[0]).toMatch(
      /This backup was taken at migration \w+; this version is at \w+\. Restore it with the version that took it/,
    )

    // The previous version (its migrations) restores it into a new database: the community as it was.
    const target = await newPlace(dir, 'restored')
    try {
      const restored = await target.openAsItIs()
      try {
        await restoreBackup(restored, file, { targetName: 'the target', migrationsFolder: previous })
        expect(await contents(restored)).toEqual(asItWas)
      } finally {
        await restored.close()
      }
    } finally {
      await target.remove()
    }

    // Started again, nothing is left to migrate: no second backup.
    const again = await old.open({ beforeMigrate: backupBeforeMigrating(config(dataDir)) })
    await again.close()
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual(backups)
  }, 240_000)

  it('takes no backup on a new database', async () => {
    const fresh = await newPlace(dir, 'fresh')
    const dataDir = path.join(dir, 'fresh-data')
    try {
      const database = await fresh.open({ beforeMigrate: backupBeforeMigrating(config(dataDir)) })
      await database.close()
      expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false)
    } finally {
      await fresh.remove()
    }
  }, 240_000)
})
