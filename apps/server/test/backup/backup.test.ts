import { once } from 'node:events'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedDemo } from '../../../../scripts/demo/seed.ts'
import { buildApp } from '../../src/app.ts'
import { listTables } from '../../src/backup/catalog.ts'
import {
  backupCommand,
  CONTROL_SOCKET,
  moveToPostgresCommand,
  restoreCommand,
  serveBackups,
} from '../../src/backup/index.ts'
import { backupFromServer } from '../../src/backup/control-socket.ts'
import { restoreBackup } from '../../src/backup/restore.ts'
import { writeBackup } from '../../src/backup/write.ts'
import { loadConfig, type Config } from '../../src/config.ts'
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts'
import { selectRows } from '../../src/db/rows.ts'
import { createTestApp, openTestDatabase, type TestApp } from '../helpers/app.ts'
import { dropDatabase } from '../helpers/postgres.ts'
import { withDeclaredSize, zipBytes } from '../helpers/zip-bytes.ts'
import { daysAgo, setSensorId, totalsDrift } from '../helpers/scores-fixtures.ts'
import { contents, images, quiet, tempDir } from './helpers.ts'

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'

/** A community made through the product's services: members, days from several sources, teams, judged challenges with photos, competitions, flagged and corrected days, audit entries, and a signed-in session. */
async function fillCommunity(t: Pick<TestApp, 'db' | 'config'>) {
  await seedDemo(t.db, { uploadsDir: t.config.uploadsDir, timeZone: 'UTC' })
}

async function backupTo(database: Database, file: string, uploadsDir?: string) {
  return writeBackup(database, fs.createWriteStream(file), { uploadsDir })
}

/** Resolves with `promise`'s value, or rejects once `ms` have passed without it. */
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
  ])

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
    // The notifications of the seed are sent before the backup, so the community stands still.
    await t.app.notifications.sender.drain()
    await t.app.notifications.sender.close()
    await t.app.mailQueue.close()
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
      [
        'cut short',
        original.subarray(0, Math.floor(original.length * 0.6)),
        /is not a StepUp backup, or it was cut short: it cannot be read as a zip file\.$/,
      ],
      ['not a zip', Buffer.from('hello'), /is not a StepUp backup, or it was cut short/],
    ]
    // A byte changed in the middle of the rows: the compressed data or a value no longer reads.
    const flipped = Buffer.from(original)
    for (let i = Math.floor(original.length * 0.3); i < Math.floor(original.length * 0.3) + 64; i += 1) {
      flipped[i] = flipped[i]! ^ 0xff
    }
    cases.push([
      'bytes changed',
      flipped,
      /is damaged: .* cannot be read back as written .* Use another copy of the backup\.$/,
    ])
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
        const leftovers = [dir, uploadsDir].flatMap((folder) =>
          fs.existsSync(folder) ? fs.readdirSync(folder).filter((entry) => entry.includes('restoring')) : [],
        )
        expect(leftovers, name).toEqual([])
      }
    } finally {
      await target.close()
    }
  })

  it('refuses promptly a table whose entry inflates to more or fewer bytes than it declares', async () => {
    const original = fs.readFileSync(file)
    const target = await openTestDatabase()
    const uploadsDir = path.join(dir, 'lying-uploads')
    try {
      for (const [name, change] of [
        ['more', (declared: number) => declared - 100],
        ['fewer', (declared: number) => declared + 100],
      ] as const) {
        const lying = path.join(dir, `inflates-${name}.zip`)
        fs.writeFileSync(lying, withDeclaredSize(original, 'tables/users.jsonl', change))
        await expect(
          within(20_000, restoreBackup(target, lying, { targetName: 'the target', uploadsDir })),
          name,
        ).rejects.toThrow(
          /is damaged: the rows of table users cannot be read back as written \(tables\/users\.jsonl (inflates past|ends before)/,
        )
        expect((await contents(target)).tables.users, name).toEqual([])
        expect(images(uploadsDir), name).toEqual({})
      }
    } finally {
      await target.close()
    }
  })

  it('refuses a file listing more entries than a backup holds, before reading them', async () => {
    const many = path.join(dir, 'many-entries.zip')
    fs.writeFileSync(many, zipBytes({ parts: [{ name: 'manifest.json', content: '{}' }], declaredEntries: 1_500_000 }))
    await expect(within(5_000, restoreBackup(t.database, many, { targetName: 'the target' }))).rejects.toThrow(
      /is not a backup this tool wrote: the zip lists 1500000 entries, more than/,
    )
  })

  it('clears what a restore stopped midway left in the uploads folder', async () => {
    const target = await openTestDatabase()
    const uploadsDir = path.join(dir, 'stopped-uploads')
    const stopped = path.join(uploadsDir, '.restoring-stopped')
    fs.mkdirSync(stopped, { recursive: true })
    fs.writeFileSync(path.join(stopped, 'half-written.webp'), 'x')
    try {
      await restoreBackup(target, file, { targetName: 'the target', uploadsDir })
      expect(fs.readdirSync(uploadsDir).filter((name) => name.startsWith('.'))).toEqual([])
      expect(images(uploadsDir)).toEqual(images(t.config.uploadsDir))
    } finally {
      await target.close()
    }
  })

  it('keeps the images in the uploads folder when they cannot be moved in, saying where they wait', async () => {
    const target = await openTestDatabase()
    const uploadsDir = path.join(dir, 'mounted-uploads')
    // What a rename answers when its two paths are on different file systems.
    const rename = vi
      .spyOn(fs.promises, 'rename')
      .mockRejectedValueOnce(Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' }))
    try {
      const failure = restoreBackup(target, file, { targetName: 'the target', uploadsDir })
      await expect(failure).rejects.toThrow(
        /^the target is restored, but its images could not be moved into .*mounted-uploads \(EXDEV.*\): they wait in .*mounted-uploads\/\.restored-\w+\. Move them/,
      )
      expect((await contents(target)).tables.users).toEqual(before.tables.users)
      const [waiting] = fs.readdirSync(uploadsDir).filter((name) => name.startsWith('.restored-'))
      expect(waiting).toBeDefined()
      const staged = path.join(uploadsDir, waiting!)
      for (const name of fs.readdirSync(staged)) fs.renameSync(path.join(staged, name), path.join(uploadsDir, name))
      expect(images(uploadsDir)).toEqual(images(t.config.uploadsDir))
    } finally {
      rename.mockRestore()
      await target.close()
    }
  })

  it('refuses rows that break a foreign key, and a manifest naming a path outside the uploads', async () => {
    const yazl = (await import('yazl')).default
    const make = async (name: string, edit: (manifest: Record<string, unknown>) => void, rows?: string) => {
      const { openBackupZip, readText } = await import('../../src/backup/zip-reader.ts')
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
      // Into a folder not made yet, as the README's `backups/` is on a fresh install.
      expect(await backupCommand([path.join(dir, 'backups', 'live.zip')], config, output), lines.join('\n')).toBe(0)
      const during = syncs
      while (syncs < during + 3) await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      writing = false
      await writer
      await control.close()
    }
    const target = await openTestDatabase()
    try {
      await restoreBackup(target, path.join(dir, 'backups', 'live.zip'), { targetName: 'the target' })
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

describe('the control socket', () => {
  let database: Database
  let databaseUrl: string | undefined
  let dir: string
  const failures: unknown[] = []
  const log = { info: () => {}, error: (object: object) => failures.push(object) }

  beforeAll(async () => {
    database = await openTestDatabase({ urlFor: (url) => (databaseUrl = url) })
    dir = tempDir('stepup-control-')
    // Rows that do not compress much: more than the socket and the streams between hold, so a
    // reader that stops holds the backup inside its transaction.
    await database.db.execute(
      sql`insert into audit_log (action, target) select 'filler', md5(g::text) from generate_series(1, 60000) g`,
    )
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** The backup that failed last is over: its transaction ended, the database answers. */
  const databaseFreeAgain = async (failuresBefore: number) => {
    while (failures.length === failuresBefore) await new Promise((resolve) => setTimeout(resolve, 20))
    await database.db.execute(sql`select 1`)
  }

  it('lets go of a client that asks and stops reading once it makes no progress', async () => {
    const socketPath = path.join(dir, 'idle.sock')
    const control = await serveBackups(socketPath, { database, uploadsDir: dir, log, idleTimeoutMs: 300 })
    const client = net.connect(socketPath)
    try {
      await once(client, 'connect')
      client.pause()
      const failed = failures.length
      client.write(JSON.stringify({ uploads: false }) + '\n')
      await within(10_000, databaseFreeAgain(failed))
    } finally {
      client.destroy()
      await control.close()
    }
  })

  it('lets go of a client that sends nothing, and closes without waiting for open connections', async () => {
    const socketPath = path.join(dir, 'silent.sock')
    const control = await serveBackups(socketPath, { database, uploadsDir: dir, log, idleTimeoutMs: 300 })
    const silent = net.connect(socketPath)
    silent.on('error', () => {})
    await within(5_000, once(silent, 'close'))
    await control.close()

    const patient = await serveBackups(socketPath, { database, uploadsDir: dir, log })
    const waiting = net.connect(socketPath)
    waiting.on('error', () => {})
    await once(waiting, 'connect')
    await within(2_000, Promise.all([patient.close(), once(waiting, 'close')]))
  })

  it('ends the backup when the file it is written to fails', async () => {
    const socketPath = path.join(dir, 'full.sock')
    const control = await serveBackups(socketPath, { database, uploadsDir: dir, log })
    const diskFull = new Writable({
      write: (_chunk, _encoding, callback) =>
        callback(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })),
    })
    try {
      const failed = failures.length
      await expect(backupFromServer(socketPath, diskFull, { uploads: false })).rejects.toThrow(/ENOSPC/)
      await within(10_000, databaseFreeAgain(failed))
    } finally {
      await control.close()
    }
  })

  it('stops writing a backup whose output fails, without an uncaught error', async () => {
    const diskFull = () =>
      new Writable({
        write: (_chunk, _encoding, callback) =>
          callback(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })),
      })
    // The failure reaches the backup between two of its statements (a small community) or
    // while it waits for room (a big one).
    const small = await openTestDatabase()
    try {
      await expect(writeBackup(small, diskFull())).rejects.toThrow(/ENOSPC/)
    } finally {
      await small.close()
    }
    await expect(writeBackup(database, diskFull())).rejects.toThrow(/ENOSPC/)
    await database.db.execute(sql`select 1`)
    // An output that failed before the first row is read: nothing is read at all.
    const gone = diskFull()
    gone.destroy(new Error('the client hung up'))
    await expect(within(10_000, writeBackup(database, gone))).rejects.toThrow(/hung up/)
    await database.db.execute(sql`select 1`)
  })

  it.runIf(onPostgres)('ends without an uncaught error when the output fails between two statements', async () => {
    // Another connection holds a table, so the backup waits on a statement, not for room.
    const locker = new pg.Client({ connectionString: databaseUrl })
    await locker.connect()
    try {
      await locker.query('begin')
      await locker.query('lock table audit_log in access exclusive mode')
      const output = new Writable({ write: (_chunk, _encoding, callback) => callback() })
      const backup = writeBackup(database, output)
      backup.catch(() => {})
      for (;;) {
        const { rows } = await locker.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        )
        if (rows[0].n > 0) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      output.destroy(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }))
      await new Promise((resolve) => setTimeout(resolve, 100))
      await locker.query('rollback')
      await expect(backup).rejects.toThrow(/ENOSPC/)
    } finally {
      await locker.end()
    }
  })
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
