import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import { DataDirInUseError, describeServer, openPglite, openPostgres, type Database } from '../db/client.ts'
import { backupFromServer, CONTROL_SOCKET, recordThroughServer } from './control-socket.ts'
import { reasonOf, type Manifest } from './format.ts'
import { recordBackupCompleted } from './last-backup.ts'
import {
  openBackupFile,
  readBackupManifest,
  refuseStoredImages,
  restoreBackup,
  restoreInto,
  UploadsNotMovedError,
  type BackupFile,
} from './restore.ts'
import { writeBackup } from './write.ts'

/** Where the commands' lines go: the terminal, or a test's lists. */
export interface CommandOutput {
  log(line: string): void
  error(line: string): void
}

/**
 * `npm run backup -- <file>`: the whole community, rows and images, in one file. The file appears
 * under its name only once complete and checked; until then it is `<file>.partial`. Once it is in
 * place, the backup is recorded as completed in the database, for the metrics.
 */
export async function backupCommand(args: readonly string[], config: Config, output: CommandOutput = console) {
  const file = args[0]?.trim()
  if (!file) {
    output.error('Usage: npm run backup -- <file>')
    return 2
  }
  const started = Date.now()
  const partial = `${file}.partial`
  try {
    // A fresh install has no backups folder yet.
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    let manifest: Manifest | undefined
    const { notRecorded } = await takeBackup(config, partial, { uploads: true }, async () => {
      manifest = await readBackupManifest(partial)
      fs.renameSync(partial, file)
    })
    const { size } = fs.statSync(file)
    output.log(
      `Backed up ${summary(manifest!)} to ${file} (${(size / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    )
    output.log('It holds password hashes and sessions: keep it where only you can read it.')
    if (notRecorded) {
      output.error(`The backup is complete, but its time could not be recorded for the metrics: ${notRecorded}.`)
    }
    return 0
  } catch (error) {
    removeIfThere(partial)
    output.error(`Backup failed: ${describeFailure(error, config)}`)
    return 1
  }
}

/**
 * `npm run restore -- <file>`: into the empty database (and uploads folder) the environment names.
 * The file is checked before the target is opened, and a restore that fails leaves the target as
 * it found it: a database it made is removed again.
 */
export async function restoreCommand(args: readonly string[], config: Config, output: CommandOutput = console) {
  const file = args[0]?.trim()
  if (!file) {
    output.error('Usage: npm run restore -- <file>')
    return 2
  }
  if (!fs.existsSync(file)) {
    output.error(`There is no file ${file}.`)
    return 1
  }
  let backup: BackupFile | undefined
  try {
    const started = Date.now()
    backup = await openBackupFile(file)
    const opened = backup
    // Checked before a new embedded database is made for nothing; otherwise in the restore's
    // transaction, after the database's rows.
    const newEmbedded = !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))
    if (newEmbedded && opened.manifest.uploads.length > 0) await refuseStoredImages(config.uploadsDir)
    const target = config.databaseUrl ? `PostgreSQL at ${describeServer(config.databaseUrl)}` : embeddedName(config)
    const manifest = await withTarget(config, (database) =>
      restoreInto(database, opened, { targetName: target, uploadsDir: config.uploadsDir }),
    )
    output.log(
      `Restored ${summary(manifest)} into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s (taken ${manifest.takenAt}).`,
    )
    return 0
  } catch (error) {
    if (error instanceof UploadsNotMovedError) output.error(`Restore incomplete: ${error.message}`)
    else output.error(`Restore failed, nothing was changed: ${describeFailure(error, config)}`)
    return 1
  } finally {
    backup?.close()
  }
}

/**
 * `npm run move-to-postgres -- <DATABASE_URL>`: copies the embedded community into an empty
 * PostgreSQL database. The images stay in UPLOADS_DIR, where the server finds them either way.
 */
export async function moveToPostgresCommand(args: readonly string[], config: Config, output: CommandOutput = console) {
  const url = args[0]?.trim()
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    output.error('Usage: npm run move-to-postgres -- postgres://user:password@host:5432/name')
    return 2
  }
  if (!fs.existsSync(config.dataDir)) {
    output.error(`No embedded database in ${config.dataDir}: set DATA_DIR to the folder that holds it.`)
    return 1
  }
  const started = Date.now()
  const temporary = path.join(config.dataDir, `.move-to-postgres-${process.pid}.zip`)
  try {
    const { servedBy } = await takeBackup({ ...config, databaseUrl: undefined }, temporary, { uploads: false })
    const target = `PostgreSQL at ${describeServer(url)}`
    const manifest = await withDatabase(config, url, (database) =>
      restoreBackup(database, temporary, { targetName: target }),
    )
    output.log(`Copied ${embeddedName(config)} into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s:`)
    for (const table of manifest.tables) output.log(`  ${table.name}: ${table.rows} rows`)
    output.log(`The uploaded images stay in ${config.uploadsDir}.`)
    if (servedBy === 'server') {
      output.log(
        `The server is still running on the embedded database: what it saved after ${manifest.takenAt} is not in PostgreSQL. Stop it before switching.`,
      )
    }
    output.log('Next: stop the server, then start it with')
    output.log(`  DATABASE_URL=${url}`)
    output.log(`and the same DATA_DIR${process.env.UPLOADS_DIR ? ' and UPLOADS_DIR' : ''}, so it finds the images.`)
    return 0
  } catch (error) {
    output.error(`Move failed, nothing was changed: ${describeFailure(error, config)}`)
    return 1
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

/**
 * Writes a backup of the configured database to `file`. On the embedded database a running server
 * is asked through its control socket; without one, this process opens the database itself. With
 * `complete` (which checks the file and puts it in place), the backup is then recorded as
 * completed, through the server or on the database this process opened; a failure to record it
 * is answered, not thrown, as the file is whole.
 */
async function takeBackup(
  config: Config,
  file: string,
  request: { uploads: boolean },
  complete?: () => Promise<void>,
): Promise<{ servedBy: 'server' | 'self'; notRecorded?: string }> {
  const out = fs.createWriteStream(file, { mode: 0o600 })
  const uploadsDir = request.uploads ? config.uploadsDir : undefined
  try {
    if (!config.databaseUrl) {
      const socketPath = path.join(config.dataDir, CONTROL_SOCKET)
      if (await backupFromServer(socketPath, out, request)) {
        return {
          servedBy: 'server',
          notRecorded: await completeAndRecord(complete, () => recordThroughServer(socketPath)),
        }
      }
      if (!fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
        throw new Error(`No embedded database in ${config.dataDir}: set DATA_DIR to the folder that holds it.`)
      }
    }
    // A backup reads for as long as the community is big: no statement time limit.
    return await withDatabase(config, config.databaseUrl, async (database) => {
      await writeBackup(database, out, { uploadsDir })
      return {
        servedBy: 'self',
        notRecorded: await completeAndRecord(complete, () => recordBackupCompleted(database.db)),
      }
    })
  } finally {
    out.destroy()
  }
}

async function completeAndRecord(complete: (() => Promise<void>) | undefined, record: () => Promise<void>) {
  if (!complete) return undefined
  await complete()
  try {
    await record()
    return undefined
  } catch (error) {
    return reasonOf(error)
  }
}

/**
 * Opens a database as it is, unmigrated (a backup reads it so, a restore migrates a new one in its
 * own transaction), with no statement time limit, runs `work` and closes it.
 */
export async function withDatabase<T>(
  config: Config,
  url: string | undefined,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const timeouts = { ...config.databaseTimeouts, statementMs: 0 }
  const database = url
    ? await openPostgres(url, { timeouts, poolSize: 1, migrate: false })
    : await openPglite(config.dataDir, { healthTimeoutMs: timeouts.healthMs, migrate: false })
  try {
    if (url) await reachPostgres(database, url)
    return await work(database)
  } finally {
    await database.close()
  }
}

/** Fails with a sentence naming the server when PostgreSQL cannot be reached. */
async function reachPostgres(database: Database, url: string) {
  try {
    await database.db.execute(sql`select 1`)
  } catch (error) {
    throw new Error(
      `Could not connect to PostgreSQL at ${describeServer(url)} (${reasonOf(error)}). Check DATABASE_URL and that the server is running.`,
      { cause: error },
    )
  }
}

/**
 * The restore's target: PostgreSQL, or the embedded database in DATA_DIR, made when missing. When
 * the work fails before its rows are committed, what this made for it is removed again (a new
 * database's 40 MB of files, the folders it made), so the target is as the restore found it.
 */
async function withTarget<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  if (config.databaseUrl) return withDatabase(config, config.databaseUrl, work)
  const dbDir = path.join(config.dataDir, 'db')
  const missing = {
    dataDir: !fs.existsSync(config.dataDir),
    dbDir: !fs.existsSync(dbDir),
    database: !fs.existsSync(path.join(dbDir, 'PG_VERSION')),
    uploadsDir: !fs.existsSync(config.uploadsDir),
  }
  // What was in the folder stays, whatever it is: only what the restore made is removed.
  const found = new Set(missing.dbDir ? [] : fs.readdirSync(dbDir))
  try {
    return await withDatabase(config, undefined, work)
  } catch (error) {
    // Another process holds the folder (it made what is there), or the rows are in.
    if (error instanceof DataDirInUseError || error instanceof UploadsNotMovedError) throw error
    if (missing.database) {
      if (missing.dbDir) fs.rmSync(dbDir, { recursive: true, force: true })
      else
        for (const entry of fs.readdirSync(dbDir)) {
          if (!found.has(entry)) fs.rmSync(path.join(dbDir, entry), { recursive: true, force: true })
        }
      fs.rmSync(`${dbDir}.creating`, { recursive: true, force: true })
    }
    if (missing.uploadsDir) removeIfEmpty(config.uploadsDir)
    if (missing.dataDir) removeIfEmpty(config.dataDir)
    throw error
  }
}

function removeIfThere(file: string) {
  try {
    fs.rmSync(file, { force: true })
  } catch {
    // Its folder is not one (the reason the command failed): nothing to remove.
  }
}

function removeIfEmpty(dir: string) {
  try {
    fs.rmdirSync(dir)
  } catch {
    // Not empty, or gone: left as it is.
  }
}

/** What went wrong, in the operator's words. */
export function describeFailure(error: unknown, config: Config) {
  if (error instanceof DataDirInUseError) {
    const by = error.owner ? ` (process ${error.owner.pid} on ${error.owner.hostname})` : ''
    return `A StepUp server is running on ${config.dataDir}${by}; stop it first, or restore into another DATA_DIR.`
  }
  return reasonOf(error)
}

function summary(manifest: Manifest) {
  const rows = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? 0
  const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  return `${rows('users')} members, ${rows('day_scores')} days, ${total} rows in ${manifest.tables.length} tables and ${manifest.uploads.length} images`
}

const embeddedName = (config: Config) => `the embedded database in ${config.dataDir}`
