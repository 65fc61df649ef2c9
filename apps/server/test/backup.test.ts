import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../scripts/demo/seed.ts'
import { buildApp } from '../src/app.ts'
import { listSequences, listTables, quoted } from '../src/backup/catalog.ts'
import {
  backupCommand,
  CONTROL_SOCKET,
  moveToPostgresCommand,
  restoreCommand,
  serveBackups,
} from '../src/backup/index.ts'
import { restoreBackup } from '../src/backup/restore.ts'
import { writeBackup } from '../src/backup/write.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { openPglite, openPostgres, type Database } from '../src/db/client.ts'
import { selectRows } from '../src/db/rows.ts'
import { createTestApp, openTestDatabase, type TestApp } from './helpers/app.ts'
import { dropDatabase } from './helpers/postgres.ts'
import { daysAgo, setSensorId, totalsDrift } from './scores-fixtures.ts'

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'

/** Every table's rows (as text, sorted) and every sequence's position, listed from the catalog. */
async function contents(database: Database) {
  const tables: Record<string, string[]> = {}
  for (const table of await listTables(database.db)) {
    const values = sql.join(
      table.columns.map((column) => sql`${quoted(column.name)}::text`),
      sql`, `,
    )
    const rows = await selectRows<{ r: string }>(
      database.db,
      sql`select to_json(array[${values}])::text as r from ${quoted(table.name)} order by 1`,
    )
    tables[table.name] = rows.map((row) => row.r)
  }
  const sequences: Record<string, string> = {}
  for (const name of await listSequences(database.db)) {
    const [row] = await selectRows<{ v: string }>(database.db, sql`select last_value::text as v from ${quoted(name)}`)
    sequences[name] = row!.v
  }
  return { tables, sequences }
}

/** Each image file's bytes, by name. */
function images(dir: string) {
  if (!fs.existsSync(dir)) return {}
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')]),
  )
}

function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

/** A community made through the product's services: members, days from several sources, teams, judged challenges with photos, competitions, flagged and corrected days, audit entries, and a signed-in session. */
async function fillCommunity(t: Pick<TestApp, 'db' | 'config'>) {
  await seedDemo(t.db, { uploadsDir: t.config.uploadsDir, timeZone: 'UTC' })
}

async function backupTo(database: Database, file: string, uploadsDir?: string) {
  return writeBackup(database, fs.createWriteStream(file), { uploadsDir })
}

const quiet = () => {
  const lines: string[] = []
  return { lines, output: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } }
}

describe('backup and restore', () => {
  let t: TestApp
  let dir: string
  let file: string
  let before: Awaited<ReturnType<typeof contents>>
  let signedIn: string

  beforeAll(async () => {
    t = await createTestApp()
    dir = tempDir('stepup-backup-')
    await fillCommunity(t)
    // A member signed in over HTTP: their session must survive the restore.
    signedIn = (await t.signUp({ username: 'Signed In' })).cookie
    file = path.join(dir, 'community.zip')
    await backupTo(t.database, file, t.config.uploadsDir)
    before = await contents(t.database)
  }, 180_000)

  afterAll(async () => {
    await t?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('gives back every row of every table and every image, byte for byte', async () => {
    const target = await openTestDatabase()
    const uploadsDir = path.join(dir, 'restored-uploads')
    try {
      const manifest = await restoreBackup(target, file, { targetName: 'the target', uploadsDir })
      expect(manifest.uploads.length).toBeGreaterThan(10)
      const after = await contents(target)
      expect(Object.keys(after.tables).sort()).toEqual(Object.keys(before.tables).sort())
      for (const name of Object.keys(before.tables)) expect(after.tables[name], name).toEqual(before.tables[name])
      expect(before.tables.users!.length).toBeGreaterThan(50)
      expect(before.tables.sessions!.length).toBeGreaterThan(0)
      expect(before.tables.audit_log!.length).toBeGreaterThan(0)
      expect(before.tables.competitions!.length).toBeGreaterThan(0)
      expect(after.sequences).toEqual(before.sequences)
      expect(images(uploadsDir)).toEqual(images(t.config.uploadsDir))

      // The restored community works: the signed-in member still is, and new ids follow the restored ones.
      const config = loadConfig({
        ...process.env,
        DATA_DIR: dir,
        UPLOADS_DIR: uploadsDir,
        LOG_LEVEL: 'silent',
        TZ: 'UTC',
      })
      const app = await buildApp({ config, database: target, logger: false })
      try {
        const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: signedIn } })
        expect(me.statusCode).toBe(200)
        expect(me.json().username).toBe('Signed In')
        const register = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { origin: config.appOrigin },
          payload: { username: 'After Restore', email: 'after@example.com', password: 'correct horse' },
        })
        expect(register.statusCode).toBe(201)
        const maxBefore = Math.max(...before.tables.users!.map((row) => Number((JSON.parse(row) as string[])[0])))
        expect(register.json().user.id).toBe(maxBefore + 1)
      } finally {
        await app.close()
      }
    } finally {
      await target.close()
    }
  })

  it('refuses a target that holds a community, naming it, and changes nothing', async () => {
    await expect(restoreBackup(t.database, file, { targetName: 'the busy one' })).rejects.toThrow(
      /the busy one is not empty \(its table \w+ has rows\)/,
    )
    expect(await contents(t.database)).toEqual(before)
  })

  it('refuses an uploads folder that holds images', async () => {
    const target = await openTestDatabase()
    const uploadsDir = tempDir('stepup-busy-uploads-')
    fs.writeFileSync(path.join(uploadsDir, 'someone.webp'), 'x')
    try {
      await expect(restoreBackup(target, file, { targetName: 'the target', uploadsDir })).rejects.toThrow(
        /already holds uploaded images/,
      )
      expect((await contents(target)).tables.users).toEqual([])
    } finally {
      await target.close()
      fs.rmSync(uploadsDir, { recursive: true, force: true })
    }
  })

  it('refuses damaged and hostile files with a clear message, changing nothing', async () => {
    const original = fs.readFileSync(file)
    const cases: [string, Buffer, RegExp][] = [
      ['cut short', original.subarray(0, Math.floor(original.length * 0.6)), /not a StepUp backup, or it is damaged/],
      ['not a zip', Buffer.from('hello'), /not a StepUp backup, or it is damaged/],
    ]
    // A byte changed in the middle of the rows: the compressed data or a value no longer reads.
    const flipped = Buffer.from(original)
    for (let i = Math.floor(original.length * 0.3); i < Math.floor(original.length * 0.3) + 64; i += 1) {
      flipped[i] = flipped[i]! ^ 0xff
    }
    cases.push(['bytes changed', flipped, /not a StepUp backup, or it is damaged/])
    const target = await openTestDatabase()
    const uploadsDir = path.join(dir, 'damaged-uploads')
    try {
      for (const [name, bytes, message] of cases) {
        const damaged = path.join(dir, `${name}.zip`)
        fs.writeFileSync(damaged, bytes)
        await expect(restoreBackup(target, damaged, { targetName: 'the target', uploadsDir }), name).rejects.toThrow(
          message,
        )
        const after = await contents(target)
        expect(after.tables.users, name).toEqual([])
        expect(images(uploadsDir), name).toEqual({})
        expect(
          fs.readdirSync(dir).filter((entry) => entry.includes('restoring')),
          name,
        ).toEqual([])
      }
    } finally {
      await target.close()
    }
  })

  it('refuses rows that break a foreign key, and a manifest naming a path outside the uploads', async () => {
    const yazl = (await import('yazl')).default
    const make = async (name: string, edit: (manifest: Record<string, unknown>) => void, rows?: string) => {
      const { openBackupZip, readText } = await import('../src/backup/zip-reader.ts')
      const zip = await openBackupZip(file)
      const out = new yazl.ZipFile()
      const manifest = JSON.parse((await readText(await zip.open(zip.entries.get('manifest.json')!), 1e9))!)
      edit(manifest)
      for (const [entryName, entry] of zip.entries) {
        if (entryName === 'manifest.json') continue
        const bytes =
          rows && entryName === 'tables/sessions.jsonl'
            ? Buffer.from(rows)
            : Buffer.concat((await (await zip.open(entry)).toArray()) as Buffer[])
        out.addBuffer(bytes, entryName)
      }
      out.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json')
      out.end()
      const target = path.join(dir, name)
      await new Promise((resolve) =>
        out.outputStream.pipe(fs.createWriteStream(target)).on('close', () => resolve(undefined)),
      )
      zip.close()
      return target
    }
    const hostile = await make('hostile.zip', (manifest) => {
      ;(manifest.uploads as { name: string }[])[0]!.name = '../escaped'
    })
    const sessions = before.tables.sessions!
    // A session of a member the backup does not hold.
    const orphan = (JSON.parse(sessions[0]!) as (string | null)[]).map((value, index) =>
      index === 0 ? 'orphan' : value,
    )
    const columns = (await listTables(t.db)).find((table) => table.name === 'sessions')!.columns
    orphan[columns.findIndex((column) => column.name === 'user_id')] = '999999'
    const broken = await make(
      'orphan.zip',
      (manifest) => {
        ;(manifest.tables as { name: string; rows: number }[]).find((table) => table.name === 'sessions')!.rows += 1
      },
      [...sessions, JSON.stringify(orphan)].join('\n') + '\n',
    )
    const target = await openTestDatabase()
    try {
      await expect(restoreBackup(target, hostile, { targetName: 'the target' })).rejects.toThrow(/manifest: uploads/)
      await expect(restoreBackup(target, broken, { targetName: 'the target' })).rejects.toThrow(
        /rows of sessions refer to rows the backup does not hold/,
      )
      expect((await contents(target)).tables.users).toEqual([])
    } finally {
      await target.close()
    }
  })
})

describe('a backup while the server takes writes', () => {
  let t: TestApp
  let dir: string
  let url: string | undefined

  beforeAll(async () => {
    t = await createTestApp({}, { urlFor: (databaseUrl) => (url = databaseUrl) })
    dir = tempDir('stepup-live-backup-')
  })
  afterAll(async () => {
    await t?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('is one consistent moment: day rows and totals agree after the restore', async () => {
    const members = []
    for (let i = 0; i < 20; i += 1) {
      const { user } = await t.signUp()
      await setSensorId(t, user.id, `sensor-${i}`)
      members.push(user)
    }
    // The embedded database is asked through the server's control socket, PostgreSQL directly.
    const control = await serveBackups(path.join(dir, CONTROL_SOCKET), {
      database: t.database,
      uploadsDir: t.config.uploadsDir,
      log: { info: () => {}, error: () => {} },
    })
    const config: Config = { ...t.config, dataDir: dir, databaseUrl: onPostgres ? url : undefined }
    let writing = true
    let syncs = 0
    const writer = (async () => {
      for (let round = 0; writing; round += 1) {
        const entries = members.map((_, i) => ({
          sensorUserId: `sensor-${i}`,
          date: daysAgo(round % 300),
          steps: 1000 + round,
        }))
        const response = await t.request('POST', '/api/ingest/steps', {
          body: { entries },
          headers: { authorization: 'Bearer test-ingest-key' },
          noOrigin: true,
        })
        expect(response.status).toBe(200)
        syncs += 1
      }
    })()
    try {
      while (syncs < 3) await new Promise((resolve) => setTimeout(resolve, 20))
      const { lines, output } = quiet()
      expect(await backupCommand([path.join(dir, 'live.zip')], config, output), lines.join('\n')).toBe(0)
      const during = syncs
      while (syncs < during + 3) await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      writing = false
      await writer
      await control.close()
    }
    const target = await openTestDatabase()
    try {
      await restoreBackup(target, path.join(dir, 'live.zip'), { targetName: 'the target' })
      // The restored server empties the totals backlog the backup caught, as after any restart.
      const app = await buildApp({ config: t.config, database: target, logger: false })
      await app.ready()
      try {
        const days = await selectRows<{ n: number }>(target.db, sql`select count(*)::int as n from day_scores`)
        expect(days[0]!.n).toBeGreaterThan(0)
        expect(await totalsDrift({ db: target.db, app } as unknown as TestApp)).toEqual([])
      } finally {
        await app.close()
      }
    } finally {
      await target.close()
    }
  }, 120_000)
})

describe.runIf(onPostgres)('between the embedded database and PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!
  let dir: string
  let emptyName: string
  let emptyUrl: string

  beforeAll(async () => {
    dir = tempDir('stepup-move-')
    emptyName = `stepup_move_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${emptyName}`)
    await admin.end()
    const parsed = new URL(serverUrl)
    parsed.pathname = `/${emptyName}`
    emptyUrl = parsed.toString()
  })
  afterAll(async () => {
    await dropDatabase(serverUrl, emptyName)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('moves an embedded community into an empty PostgreSQL database, images staying where they are', async () => {
    const dataDir = path.join(dir, 'data')
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', TZ: 'UTC' })
    const embedded = await openPglite(dataDir)
    await fillCommunity({ db: embedded.db, config })
    const before = await contents(embedded)
    await embedded.close()

    const { lines, output } = quiet()
    expect(await moveToPostgresCommand([emptyUrl], config, output), lines.join('\n')).toBe(0)
    expect(lines).toContain(`  DATABASE_URL=${emptyUrl}`)
    expect(lines.some((line) => /^ {2}users: 60 rows$/.test(line))).toBe(true)
    const moved = await openPostgres(emptyUrl, { migrate: false })
    try {
      expect(await contents(moved)).toEqual(before)
    } finally {
      await moved.close()
    }
    // Done once, a second move finds the database taken.
    expect(await moveToPostgresCommand([emptyUrl], config, output)).toBe(1)
    expect(lines.at(-1)).toMatch(/is not empty \(its table \w+ has rows\)/)
    expect(fs.readdirSync(dataDir).filter((name) => name.endsWith('.zip'))).toEqual([])
  }, 240_000)

  it('restores a PostgreSQL backup into an empty DATA_DIR through the command line functions', async () => {
    const source = await openTestDatabase()
    const sourceUploads = path.join(dir, 'pg-uploads')
    try {
      await fillCommunity({ db: source.db, config: { uploadsDir: sourceUploads } as Config })
      const file = path.join(dir, 'from-postgres.zip')
      await backupTo(source, file, sourceUploads)
      const dataDir = path.join(dir, 'restored')
      const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' })
      const { lines, output } = quiet()
      expect(await restoreCommand([file], config, output), lines.join('\n')).toBe(0)
      expect(lines[0]).toMatch(/^Restored 60 members, \d+ days, .* into the embedded database in /)
      const restored = await openPglite(dataDir)
      try {
        expect(await contents(restored)).toEqual(await contents(source))
      } finally {
        await restored.close()
      }
      expect(images(config.uploadsDir)).toEqual(images(sourceUploads))
      // A second restore into the same DATA_DIR is refused.
      expect(await restoreCommand([file], config, output)).toBe(1)
      expect(lines.at(-1)).toMatch(/the embedded database in .* is not empty/)
    } finally {
      await source.close()
    }
  }, 240_000)
})
