import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Config } from '../config.ts'
import { describeServer, type Database } from '../db/client.ts'
import { selectRows } from '../db/rows.ts'
import { sqlState } from '../db/sql-state.ts'
import { listTables, quoted } from './catalog.ts'
import { describeFailure, withDatabase, type CommandOutput } from './commands.ts'
import { UPLOAD_NAME, type Manifest } from './format.ts'
import { openBackupFile, restoreInto, type BackupFile } from './restore.ts'

/** What a drill found in its scratch target: each table's rows, and the images. */
export interface Restored {
  tables: Map<string, number>
  images: number
}

/** One line of the drill's table: what the backup holds and what the restore gave back. */
export interface DrillLine {
  name: string
  backup: number | undefined
  restored: number | undefined
}

/**
 * `npm run restore-drill -- <file>`: restores a backup into a scratch target (a temporary folder
 * for the embedded database; with DATABASE_URL set, a scratch database created beside that one on
 * its server), compares each table's rows and the images with what the backup holds, prints them,
 * and removes the scratch target, whatever happened. Nothing the server uses is touched, so it
 * runs beside a running server (docs/decisions/126).
 */
export async function restoreDrillCommand(args: readonly string[], config: Config, output: CommandOutput = console) {
  const file = args[0]?.trim()
  if (!file) {
    output.error('Usage: npm run restore-drill -- <file>')
    return 2
  }
  if (!fs.existsSync(file)) {
    output.error(`There is no file ${file}.`)
    return 1
  }
  const started = Date.now()
  let backup: BackupFile | undefined
  try {
    backup = await openBackupFile(file)
    const opened = backup
    const { manifest } = opened
    const restored = await withScratchTarget(config, async (database, uploadsDir, targetName) => {
      output.log(
        `Restoring ${file} (taken ${manifest.takenAt} at migration ${manifest.migration.tag}) into ${targetName}…`,
      )
      await restoreInto(database, opened, { targetName, uploadsDir })
      return countRestored(database, uploadsDir)
    })
    const lines = drillLines(manifest, restored)
    for (const line of formatDrill(lines)) output.log(line)
    const differing = lines.filter((line) => line.backup !== line.restored)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (differing.length > 0) {
      output.error(`Restore drill failed in ${seconds} s: ${differing.map(describeDifference).join('; ')}.`)
      return 1
    }
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    output.log(
      `Restore drill passed: ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.length} images (${seconds} s).`,
    )
    return 0
  } catch (error) {
    output.error(`Restore drill failed: ${describeFailure(error, config)}`)
    return 1
  } finally {
    backup?.close()
  }
}

/** The drill's lines: every table the backup or the restored database holds, then the images. */
export function drillLines(manifest: Manifest, restored: Restored): DrillLine[] {
  const names = [...new Set([...manifest.tables.map((table) => table.name), ...restored.tables.keys()])].sort()
  const held = new Map(manifest.tables.map((table) => [table.name, table.rows]))
  return [
    ...names.map((name) => ({ name, backup: held.get(name), restored: restored.tables.get(name) })),
    { name: 'images', backup: manifest.uploads.length, restored: restored.images },
  ]
}

export function formatDrill(lines: DrillLine[]) {
  const count = (value: number | undefined) => (value === undefined ? '-' : String(value))
  const width = Math.max(...lines.map((line) => line.name.length), 'table'.length)
  const column = (text: string) => text.padStart(10)
  return [
    `  ${'table'.padEnd(width)}${column('backup')}${column('restored')}`,
    ...lines.map(
      (line) =>
        `  ${line.name.padEnd(width)}${column(count(line.backup))}${column(count(line.restored))}${line.backup === line.restored ? '' : '  differs'}`,
    ),
  ]
}

function describeDifference(line: DrillLine) {
  const what = line.name === 'images' ? 'images' : `table ${line.name}`
  if (line.backup === undefined) return `${what} is not in the backup, yet the restored database has it`
  if (line.restored === undefined) return `${what} is in the backup but not in the restored database`
  return `${what} holds ${line.backup} in the backup, ${line.restored} restored`
}

async function countRestored(database: Database, uploadsDir: string): Promise<Restored> {
  const tables = new Map<string, number>()
  for (const table of await listTables(database.db)) {
    const [row] = await selectRows<{ rows: string }>(
      database.db,
      sql`select count(*)::text as "rows" from ${quoted(table.name)}`,
    )
    tables.set(table.name, Number(row!.rows))
  }
  const images = fs.existsSync(uploadsDir)
    ? fs.readdirSync(uploadsDir).filter((name) => UPLOAD_NAME.test(name)).length
    : 0
  return { tables, images }
}

/**
 * Runs `work` on a scratch target and removes it afterwards, whatever happened: a temporary folder
 * (in TMPDIR) holding an embedded database and the images; on PostgreSQL also a scratch database
 * on the configured one's server, which the user in DATABASE_URL must be allowed to create.
 */
async function withScratchTarget<T>(
  config: Config,
  work: (database: Database, uploadsDir: string, targetName: string) => Promise<T>,
): Promise<T> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-restore-drill-'))
  const uploadsDir = path.join(scratch, 'uploads')
  try {
    if (!config.databaseUrl) {
      const scratchConfig = { ...config, dataDir: scratch }
      return await withDatabase(scratchConfig, undefined, (database) =>
        work(database, uploadsDir, `a temporary embedded database in ${scratch}`),
      )
    }
    const serverUrl = config.databaseUrl
    const name = `stepup_restore_drill_${crypto.randomBytes(6).toString('hex')}`
    await createScratchDatabase(serverUrl, name)
    try {
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      return await withDatabase(config, url.toString(), (database) =>
        work(database, uploadsDir, `the scratch database ${describeServer(url.toString())}`),
      )
    } finally {
      await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`))
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

async function createScratchDatabase(serverUrl: string, name: string) {
  try {
    await onServer(serverUrl, (client) => client.query(`create database "${name}"`))
  } catch (error) {
    if (sqlState(error) !== '42501') throw error
    throw new Error(
      `The drill restores into a scratch database it creates beside ${describeServer(serverUrl)} and drops afterwards, but the user in DATABASE_URL may not create databases. Grant it that right (alter role … createdb), or run the drill with DATABASE_URL unset: it then restores into a temporary embedded database.`,
      { cause: error },
    )
  }
}

/** Runs `work` on a connection to the configured database, for statements about its server. */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `Could not connect to PostgreSQL at ${describeServer(url)} (${error instanceof Error ? error.message : error}). Check DATABASE_URL and that the server is running.`,
      { cause: error },
    )
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
