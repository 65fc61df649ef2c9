import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restoreCommand } from '../../src/backup/index.ts'
import { writeBackup } from '../../src/backup/write.ts'
import { loadConfig } from '../../src/config.ts'
import { buildMigrations } from '../../src/db/migrations.ts'
import { openPglite, type Database } from '../../src/db/client.ts'
import { users } from '../../src/db/schema/index.ts'
import { openTestDatabase, unpackMigratedDatabase } from '../helpers/app.ts'
import { dropDatabase } from '../helpers/postgres.ts'
import { withDeclaredSize } from '../helpers/zip-bytes.ts'
import { contents, quiet, tempDir, withManifest } from './helpers.ts'

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The configuration the restore command reads: the embedded database in `dataDir`, or PostgreSQL at `url`. */
const configFor = (dataDir: string, url = '', env: Record<string, string> = {}) =>
  loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent', ...env })

/** A new, empty PostgreSQL database beside the test server's: what an operator makes with createdb. */
async function createEmptyDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL!
  const name = `stepup_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => dropDatabase(serverUrl, name) }
}

/** What a PostgreSQL database holds besides the system's own: schemas, relations, types and functions. */
async function objectsIn(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ kind: string; name: string }>(`
      select 'schema' as kind, nspname as name from pg_namespace
        where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
      union all select 'relation', relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle')
      union all select 'type', typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname in ('public', 'drizzle')
      union all select 'function', proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'drizzle')
      order by 1, 2`)
    return rows
  } finally {
    await client.end()
  }
}

/** Every file and folder under `dir`, relative to it. */
const tree = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : []

describe('a restore that fails', () => {
  let dir: string
  let file: string
  let damaged: string

  beforeAll(async () => {
    dir = tempDir('stepup-restore-target-')
    const source = await openTestDatabase()
    const uploadsDir = path.join(dir, 'source-uploads')
    fs.mkdirSync(uploadsDir)
    fs.writeFileSync(path.join(uploadsDir, 'avatar.webp'), 'an image')
    try {
      await source.db.insert(users).values({ username: 'Kept', email: 'kept@example.com', passwordHash: 'x' })
      file = path.join(dir, 'community.zip')
      await writeBackup(source, fs.createWriteStream(file), { uploadsDir })
    } finally {
      await source.close()
    }
    // Whole and listed, but the members' rows inflate past their declared size: found only
    // once the rows are being loaded.
    damaged = path.join(dir, 'damaged.zip')
    fs.writeFileSync(
      damaged,
      withDeclaredSize(fs.readFileSync(file), 'tables/users.jsonl', (size) => size - 10),
    )
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it.runIf(!onPostgres)(
    'leaves a missing or empty DATA_DIR/db as it found it, made by nobody',
    async () => {
      const missing = path.join(dir, 'missing')
      const emptyDb = path.join(dir, 'empty-db')
      fs.mkdirSync(path.join(emptyDb, 'db'), { recursive: true })
      for (const [dataDir, before] of [
        [missing, [] as string[]],
        [emptyDb, ['db']],
      ] as const) {
        const { lines, errors, output } = quiet()
        expect(await restoreCommand([damaged], configFor(dataDir), output), lines.join('\n')).toBe(1)
        expect(errors).toEqual([
          expect.stringMatching(
            /^Restore failed, nothing was changed: .*damaged\.zip is damaged: the rows of table users cannot be read back as written \(.*\)\. Use another copy of the backup\.$/,
          ),
        ])
        expect(fs.existsSync(dataDir), dataDir).toBe(before.length > 0)
        expect(tree(dataDir), dataDir).toEqual(before)
      }
      // A db folder holding files but no database is refused, and its files stay.
      const notes = path.join(dir, 'notes')
      fs.mkdirSync(path.join(notes, 'db'), { recursive: true })
      fs.writeFileSync(path.join(notes, 'db', 'notes.txt'), 'not a database')
      expect(await restoreCommand([file], configFor(notes), quiet().output)).toBe(1)
      expect(fs.readFileSync(path.join(notes, 'db', 'notes.txt'), 'utf8')).toBe('not a database')
      // The same DATA_DIR then takes the whole file.
      const { lines, output } = quiet()
      expect(await restoreCommand([file], configFor(emptyDb), output), lines.join('\n')).toBe(0)
    },
    180_000,
  )

  it.runIf(onPostgres)('leaves a new PostgreSQL database without a table, a schema or a function', async () => {
    const target = await createEmptyDatabase()
    try {
      const before = await objectsIn(target.url)
      const { lines, errors, output } = quiet()
      expect(await restoreCommand([damaged], configFor(dir, target.url), output), lines.join('\n')).toBe(1)
      expect(errors).toEqual([expect.stringMatching(/^Restore failed, nothing was changed: .*damaged\.zip is damaged/)])
      expect(await objectsIn(target.url)).toEqual(before)
      // The same database then takes the whole file.
      const uploads = path.join(dir, 'pg-uploads')
      expect(await restoreCommand([file], configFor(dir, target.url, { UPLOADS_DIR: uploads }), quiet().output)).toBe(0)
    } finally {
      await target.drop()
    }
  })

  it.runIf(!onPostgres)(
    "says that a server is running on the DATA_DIR, in the operator's words",
    async () => {
      const dataDir = tempDir('stepup-running-')
      await unpackMigratedDatabase(dataDir)
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let log = ''
      server.stdout.on('data', (chunk) => (log += chunk))
      server.stderr.on('data', (chunk) => (log += chunk))
      try {
        await new Promise<void>((resolve, reject) => {
          server.stdout.on('data', () => /Server listening/.test(log) && resolve())
          server.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${log}`)))
        })
        const before = tree(dataDir)
        const { lines, errors, output } = quiet()
        expect(await restoreCommand([file], configFor(dataDir), output), lines.join('\n')).toBe(1)
        expect(errors).toEqual([
          `Restore failed, nothing was changed: A StepUp server is running on ${dataDir} (process ${server.pid} on ${os.hostname()}); stop it first, or restore into another DATA_DIR.`,
        ])
        expect(tree(dataDir)).toEqual(before)
      } finally {
        server.kill('SIGKILL')
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
    60_000,
  )

  it("refuses a missing file, a file that is no backup, another version's backup and a full target in the operator's words, changing nothing", async () => {
    const notZip = path.join(dir, 'notes.zip')
    fs.writeFileSync(notZip, 'a shopping list')
    const older = await withManifest(file, path.join(dir, 'older.zip'), (manifest) => {
      manifest.migration = buildMigrations()[0]
    })
    const newer = await withManifest(file, path.join(dir, 'newer.zip'), (manifest) => {
      manifest.migration = { tag: '9999_from_the_future', when: 9_999_999_999_999 }
    })
    const fullUploads = path.join(dir, 'full-uploads')
    fs.mkdirSync(fullUploads, { recursive: true })
    fs.writeFileSync(path.join(fullUploads, 'someone.webp'), 'an image')

    // A community in the target: the embedded database in a DATA_DIR, or a PostgreSQL database.
    let community: { config: ReturnType<typeof configFor>; database: () => Promise<Database>; close(): Promise<void> }
    let emptyTarget: { config: ReturnType<typeof configFor>; untouched(): Promise<void>; close(): Promise<void> }
    if (onPostgres) {
      const full = await createEmptyDatabase()
      const empty = await createEmptyDatabase()
      const { openPostgres } = await import('../../src/db/client.ts')
      const database = await openPostgres(full.url, { poolSize: 1 })
      await database.db.insert(users).values({ username: 'Here', email: 'here@example.com', passwordHash: 'x' })
      await database.close()
      const before = await objectsIn(empty.url)
      community = {
        config: configFor(dir, full.url),
        database: () => openPostgres(full.url, { migrate: false, poolSize: 1 }),
        close: full.drop,
      }
      emptyTarget = {
        config: configFor(dir, empty.url, { UPLOADS_DIR: fullUploads }),
        untouched: async () => expect(await objectsIn(empty.url)).toEqual(before),
        close: empty.drop,
      }
    } else {
      const dataDir = path.join(dir, 'community')
      await unpackMigratedDatabase(dataDir)
      const database = await openPglite(dataDir)
      await database.db.insert(users).values({ username: 'Here', email: 'here@example.com', passwordHash: 'x' })
      await database.close()
      const missing = path.join(dir, 'nothing-here')
      community = {
        config: configFor(dataDir),
        database: () => openPglite(dataDir),
        close: async () => {},
      }
      emptyTarget = {
        config: configFor(missing, '', { UPLOADS_DIR: fullUploads }),
        untouched: async () => expect(fs.existsSync(missing)).toBe(false),
        close: async () => {},
      }
    }
    const openCommunity = await community.database()
    const held = await contents(openCommunity)
    await openCommunity.close()
    try {
      const cases: [string, string, ReturnType<typeof configFor>, RegExp][] = [
        ['missing file', path.join(dir, 'nowhere.zip'), emptyTarget.config, /^There is no file .*nowhere\.zip\.$/],
        [
          'not a zip',
          notZip,
          emptyTarget.config,
          /notes\.zip is not a StepUp backup, or it was cut short: it cannot be read as a zip file\.$/,
        ],
        [
          'older version',
          older,
          emptyTarget.config,
          /This backup was taken at migration 0000_init; this version is at \w+\. Restore it with the version that took it, then start this version on that data: it migrates it as on any upgrade\.$/,
        ],
        [
          'newer version',
          newer,
          emptyTarget.config,
          /This backup was taken by a newer version of StepUp \(migration 9999_from_the_future\); this one knows migrations up to \w+\. Restore it with that version or a newer one\.$/,
        ],
        [
          'images in the uploads folder',
          file,
          emptyTarget.config,
          /full-uploads already holds uploaded images\. Restore only into an empty uploads folder \(UPLOADS_DIR\)\.$/,
        ],
        [
          'a community in the target',
          file,
          { ...community.config, uploadsDir: path.join(dir, 'no-uploads-yet') },
          /is not empty \(its table \w+ has rows\)\. Restore only into an empty database: another DATA_DIR, or a new PostgreSQL database\.$/,
        ],
      ]
      for (const [name, backup, config, message] of cases) {
        const { lines, errors, output } = quiet()
        expect(await restoreCommand([backup], config, output), name).toBe(1)
        expect(lines, name).toEqual(errors)
        expect(errors, name).toEqual([expect.stringMatching(message)])
        if (name !== 'missing file') expect(errors[0], name).toMatch(/^Restore failed, nothing was changed: /)
        // Sentences, not what a program prints for another program.
        expect(errors[0], name).not.toMatch(/\n|Error:|Lock file|ECONN|signature|\(\S+:\d+:\d+\)/)
        await emptyTarget.untouched()
      }
      const reopened = await community.database()
      try {
        expect(await contents(reopened)).toEqual(held)
      } finally {
        await reopened.close()
      }
    } finally {
      await community.close()
      await emptyTarget.close()
    }
  }, 120_000)
})
