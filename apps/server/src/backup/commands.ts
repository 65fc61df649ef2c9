import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import { openPglite, openPostgres, type Database } from '../db/client.ts'
import { backupFromServer, CONTROL_SOCKET } from './control-socket.ts'
import { reasonOf, type Manifest } from './format.ts'
import { readBackupManifest, restoreBackup, UploadsNotMovedError } from './restore.ts'
import { writeBackup } from './write.ts'

/** Where the commands' lines go: the terminal, or a test's lists. */
export interface CommandOutput {
  log(line: string): void
  error(line: string): void
}

/**
 * `npm run backup -- <file>`: the whole community, rows and images, in one file. The file appears
 * under its name only once complete and checked; until then it is `<file>.partial`.
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
    await takeBackup(config, partial, { uploads: true })
    const manifest = await readBackupManifest(partial)
    fs.renameSync(partial, file)
    const { size } = fs.statSync(file)
    output.log(
      `Backed up ${summary(manifest)} to ${file} (${(size / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    )
    output.log('It holds password hashes and sessions: keep it where only you can read it.')
    return 0
  } catch (error) {
    fs.rmSync(partial, { force: true })
    output.error(`Backup failed: ${reasonOf(error)}`)
    return 1
  }
}

/** `npm run restore -- <file>`: into the empty database (and uploads folder) the environment names. */
export async function restoreCommand(args: readonly string[], config: Config, output: CommandOutput = console) {
  const file = args[0]?.trim()
  if (!file) {
    output.error('Usage: npm run restore -- <file>')
    return 2
  }
  if (!fs.existsSync(file)) {
    output.error(`No file ${file}.`)
    return 1
  }
  try {
    const started = Date.now()
    const target = config.databaseUrl ? `PostgreSQL at ${describeUrl(config.databaseUrl)}` : embeddedName(config)
    const manifest = await withDatabase(config, config.databaseUrl, (database) =>
      restoreBackup(database, file, { targetName: target, uploadsDir: config.uploadsDir }),
    )
    output.log(
      `Restored ${summary(manifest)} into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s (taken ${manifest.takenAt}).`,
    )
    return 0
  } catch (error) {
    if (error instanceof UploadsNotMovedError) output.error(`Restore incomplete: ${error.message}`)
    else output.error(`Restore failed, nothing was changed: ${reasonOf(error)}`)
    return 1
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
    const servedBy = await takeBackup({ ...config, databaseUrl: undefined }, temporary, { uploads: false })
    const target = `PostgreSQL at ${describeUrl(url)}`
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
    output.error(`Move failed, nothing was changed: ${reasonOf(error)}`)
    return 1
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

/**
 * Writes a backup of the configured database to `file`. On the embedded database a running server
 * is asked through its control socket; without one, this process opens the database itself.
 */
async function takeBackup(config: Config, file: string, request: { uploads: boolean }) {
  const out = fs.createWriteStream(file, { mode: 0o600 })
  const uploadsDir = request.uploads ? config.uploadsDir : undefined
  try {
    if (!config.databaseUrl) {
      if (await backupFromServer(path.join(config.dataDir, CONTROL_SOCKET), out, request)) return 'server'
      if (!fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
        throw new Error(`No embedded database in ${config.dataDir}: set DATA_DIR to the folder that holds it.`)
      }
    }
    // A backup reads for as long as the community is big: no statement time limit.
    await withDatabase(config, config.databaseUrl, (database) => writeBackup(database, out, { uploadsDir }), {
      migrate: false,
    })
    return 'self'
  } finally {
    out.destroy()
  }
}

async function withDatabase<T>(
  config: Config,
  url: string | undefined,
  work: (database: Database) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> {
  const timeouts = { ...config.databaseTimeouts, statementMs: 0 }
  const database = url
    ? await openPostgres(url, { timeouts, poolSize: 1, migrate: options.migrate })
    : await openPglite(config.dataDir, { healthTimeoutMs: timeouts.healthMs })
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

function summary(manifest: Manifest) {
  const rows = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? 0
  const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  return `${rows('users')} members, ${rows('day_scores')} days, ${total} rows in ${manifest.tables.length} tables and ${manifest.uploads.length} images`
}

const embeddedName = (config: Config) => `the embedded database in ${config.dataDir}`

/** `host:port/database` of a connection URL, without the password. */
function describeUrl(url: string) {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
}
