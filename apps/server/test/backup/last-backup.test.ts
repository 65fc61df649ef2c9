import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupCommand, CONTROL_SOCKET, serveBackups } from '../../src/backup/index.ts'
import { lastBackupReader, lastBackupSeconds } from '../../src/backup/last-backup.ts'
import { loadConfig, type Config } from '../../src/config.ts'
import { openPglite, type Db } from '../../src/db/client.ts'
import { createTestApp, unpackMigratedDatabase, type TestApp } from '../helpers/app.ts'
import { quiet, tempDir } from './helpers.ts'

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
const TOKEN = 'test-metrics-token'
const GAUGE = 'stepup_backup_last_success_timestamp_seconds'

describe('the last backup on /metrics', () => {
  let t: TestApp
  let dir: string
  let url: string | undefined

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { urlFor: (databaseUrl) => (url = databaseUrl) })
    dir = tempDir('stepup-last-backup-')
  })
  afterAll(async () => {
    await t?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  async function gauge() {
    const response = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    const line = response.text.split('\n').find((text) => text.startsWith(`${GAUGE} `))
    return Number(line?.split(' ')[1])
  }

  it('is 0 before any backup, then the time the last backup completed, taken by another process', async () => {
    expect(await gauge()).toBe(0)
    // The backup command, in its own process on PostgreSQL; through the running server's control
    // socket on the embedded database.
    const control = await serveBackups(path.join(dir, CONTROL_SOCKET), {
      database: t.database,
      uploadsDir: t.config.uploadsDir,
      log: { info: () => {}, error: () => {} },
    })
    const config: Config = { ...t.config, dataDir: dir, databaseUrl: onPostgres ? url : undefined }
    try {
      const before = Math.floor(Date.now() / 1000)
      const { lines, errors, output } = quiet()
      expect(await backupCommand([path.join(dir, 'backups', 'first.zip')], config, output), lines.join('\n')).toBe(0)
      expect(errors).toEqual([])
      const first = await gauge()
      expect(first).toBeGreaterThanOrEqual(before)
      expect(first).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))

      // A backup that fails (its folder cannot be made: a file stands in its way) is not recorded.
      fs.writeFileSync(path.join(dir, 'in-the-way'), '')
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect(await backupCommand([path.join(dir, 'in-the-way', 'second.zip')], config, quiet().output)).toBe(1)
      expect(await gauge()).toBe(first)

      await backupCommand([path.join(dir, 'backups', 'third.zip')], config, quiet().output)
      expect(await gauge()).toBeGreaterThan(first)
    } finally {
      await control.close()
    }
  })

  it.runIf(!onPostgres)('is recorded by a backup the command takes with the embedded server stopped', async () => {
    const dataDir = tempDir('stepup-stopped-')
    try {
      await unpackMigratedDatabase(dataDir)
      const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' })
      const before = Math.floor(Date.now() / 1000)
      const { lines, output } = quiet()
      expect(
        await backupCommand([path.join(dataDir, 'backups', 'nightly.zip')], config, output),
        lines.join('\n'),
      ).toBe(0)
      const database = await openPglite(dataDir)
      try {
        expect(await lastBackupSeconds(database.db)).toBeGreaterThanOrEqual(before)
      } finally {
        await database.close()
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('answers the time it read last when the database does not answer within a second', async () => {
    let answer: Promise<unknown> = Promise.resolve({ rows: [{ seconds: 1_800_000_000.5 }] })
    const db = { execute: () => answer } as unknown as Db
    const read = lastBackupReader(db)
    expect(await read()).toBe(1_800_000_000)
    answer = Promise.reject(new Error('the database is down'))
    expect(await read()).toBe(1_800_000_000)
    // Held back, as by a backup's transaction on the embedded database.
    answer = new Promise(() => {})
    const started = Date.now()
    expect(await read()).toBe(1_800_000_000)
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
