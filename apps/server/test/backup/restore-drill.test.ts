import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { restoreDrillCommand } from '../../src/backup/index.ts'
import { writeBackup } from '../../src/backup/write.ts'
import { loadConfig } from '../../src/config.ts'
import { buildMigrations } from '../../src/db/migrations.ts'
import { createTestApp } from '../helpers/app.ts'
import { daysAgo, ingest, setSensorId } from '../helpers/scores-fixtures.ts'
import { withDeclaredSize } from '../helpers/zip-bytes.ts'
import { quiet, tempDir, withManifest } from './helpers.ts'

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'

/** The scratch databases a drill left on the test server. */
async function drillDatabases() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'stepup\\_restore\\_drill\\_%'`,
    )
    return rows.map((row) => row.datname)
  } finally {
    await client.end()
  }
}

describe('npm run restore-drill -- <file>', () => {
  let dir: string
  let file: string
  let serverUrl: string | undefined
  // The drill's temporary folders go here, so the test sees all it leaves.
  let scratchDir: string
  let tmpdir: string | undefined

  beforeAll(async () => {
    dir = tempDir('stepup-drill-')
    // A community with members, days and images, made through the app.
    const t = await createTestApp()
    try {
      for (let i = 0; i < 5; i += 1) {
        const { user } = await t.signUp()
        await setSensorId(t, user.id, `watch-${i}`)
      }
      await ingest(
        t,
        Array.from({ length: 5 * 30 }, (_, i) => ({
          sensorUserId: `watch-${i % 5}`,
          date: daysAgo(Math.floor(i / 5)),
          steps: 3000 + i,
        })),
      )
      fs.mkdirSync(t.config.uploadsDir, { recursive: true })
      for (const name of ['one.webp', 'two.png', 'three.jpg']) {
        fs.writeFileSync(path.join(t.config.uploadsDir, name), `image ${name}`)
      }
      file = path.join(dir, 'community.zip')
      await writeBackup(t.database, fs.createWriteStream(file), { uploadsDir: t.config.uploadsDir })
    } finally {
      await t.close()
    }
    serverUrl = onPostgres ? process.env.TEST_DATABASE_URL : undefined
  }, 120_000)
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  beforeEach(() => {
    scratchDir = tempDir('stepup-drill-scratch-')
    tmpdir = process.env.TMPDIR
    process.env.TMPDIR = scratchDir
  })
  afterEach(() => {
    if (tmpdir === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = tmpdir
    fs.rmSync(scratchDir, { recursive: true, force: true })
  })

  // The server's own DATA_DIR is not touched: it does not even exist here.
  const config = () => loadConfig({ ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: serverUrl ?? '' })

  it('restores into a scratch target, prints each table, passes, and leaves nothing behind', async () => {
    const { lines, errors, output } = quiet()
    const started = performance.now()
    expect(await restoreDrillCommand([file], config(), output), lines.join('\n')).toBe(0)
    console.info(`restore drill of the test community: ${Math.round(performance.now() - started)} ms`)
    expect(errors).toEqual([])
    expect(lines[0]).toMatch(
      onPostgres
        ? /^Restoring .*community\.zip \(taken .* at migration \w+\) into the scratch database .*\/stepup_restore_drill_\w+…$/
        : /^Restoring .*community\.zip \(taken .* at migration \w+\) into a temporary embedded database in .*stepup-restore-drill-\w+…$/,
    )
    expect(lines[1]).toMatch(/^ {2}table +backup +restored$/)
    expect(lines.filter((line) => /^ {2}users +5 +5$/.test(line))).toHaveLength(1)
    const days = lines
      .find((line) => line.startsWith('  day_scores '))
      ?.trim()
      .split(/ +/)
    expect(days?.slice(1).map(Number)).toEqual([expect.any(Number), days?.slice(1).map(Number)[0]])
    expect(Number(days?.[1])).toBeGreaterThanOrEqual(150)
    expect(lines.at(-2)).toMatch(/^ {2}images +3 +3$/)
    expect(lines.at(-1)).toMatch(/^Restore drill passed: \d+ tables, \d+ rows, 3 images \(\d+\.\d s\)\.$/)
    expect(lines.some((line) => line.endsWith('differs'))).toBe(false)
    expect(fs.readdirSync(scratchDir)).toEqual([])
    if (onPostgres) expect(await drillDatabases()).toEqual([])
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false)
  }, 180_000)

  it('fails, exiting 1, on a file it cannot restore, and leaves nothing behind', async () => {
    const damaged = path.join(dir, 'damaged.zip')
    fs.writeFileSync(
      damaged,
      withDeclaredSize(fs.readFileSync(file), 'tables/day_scores.jsonl', (size) => size + 10),
    )
    const older = await withManifest(file, path.join(dir, 'older.zip'), (manifest) => {
      manifest.migration = buildMigrations()[0]
    })
    for (const [backup, message] of [
      [damaged, /^Restore drill failed: .*damaged\.zip is damaged: the rows of table day_scores cannot be read back/],
      [older, /^Restore drill failed: This backup was taken at migration 0000_init; this version is at \w+\./],
      [path.join(dir, 'nowhere.zip'), /^There is no file .*nowhere\.zip\.$/],
    ] as const) {
      const { errors, output } = quiet()
      expect(await restoreDrillCommand([backup], config(), output), backup).toBe(1)
      expect(errors, backup).toEqual([expect.stringMatching(message)])
      expect(fs.readdirSync(scratchDir), backup).toEqual([])
      if (onPostgres) expect(await drillDatabases(), backup).toEqual([])
    }
    expect(await restoreDrillCommand([], config(), quiet().output)).toBe(2)
  }, 180_000)

  it.runIf(onPostgres)('says so when the user may not create the scratch database', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    const role = `stepup_drill_${process.pid}`
    try {
      await admin.query(`create role ${role} login password 'drill'`)
      const url = new URL(process.env.TEST_DATABASE_URL!)
      url.username = role
      url.password = 'drill'
      const { errors, output } = quiet()
      const noCreate = loadConfig({ ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: url.toString() })
      expect(await restoreDrillCommand([file], noCreate, output)).toBe(1)
      expect(errors).toEqual([
        expect.stringMatching(
          /^Restore drill failed: The drill restores into a scratch database it creates beside .* and drops afterwards, but the user in DATABASE_URL may not create databases\. Grant it that right \(alter role … createdb\), or run the drill with DATABASE_URL unset: it then restores into a temporary embedded database\.$/,
        ),
      ])
      expect(fs.readdirSync(scratchDir)).toEqual([])
    } finally {
      await admin.query(`drop role if exists ${role}`)
      await admin.end()
    }
  })
})
