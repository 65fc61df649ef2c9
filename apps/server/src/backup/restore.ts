import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import type { Database, DbOrTx, Tx } from '../db/client.ts'
import { applyMigrations, buildMigrations, type Migration } from '../db/migrations.ts'
import { selectRows } from '../db/rows.ts'
import { sqlState } from '../db/sql-state.ts'
import { appliedMigration, listForeignKeys, listSequences, listTables, quoted, type TableInfo } from './catalog.ts'
import {
  BackupFileError,
  MANIFEST_ENTRY,
  reasonOf,
  manifestSchema,
  tableEntry,
  uploadEntry,
  type Manifest,
} from './format.ts'
import { damaged, damagedPart, linePages, openBackupZip, readText, type BackupZip } from './zip-reader.ts'

/** Rows that the migrations themselves put in an empty database: the one settings row. */
const SEEDED_BY_MIGRATIONS = new Set(['app_settings'])

const MAX_MANIFEST_BYTES = 256 << 20

/**
 * The images of a restore in progress wait in `.restoring-…` inside the uploads folder; those of
 * a restore whose rows are committed but whose images could not be moved in, in `.restored-…`.
 */
const STAGING_PREFIX = '.restoring-'
const KEPT_PREFIX = '.restored-'

const PAGE_LIMITS = { maxLines: 5_000, maxBytes: 8 << 20, maxLineBytes: 16 << 20 }

/** The target already holds a community; nothing was changed. */
export class TargetNotEmptyError extends Error {}

/** The rows are restored and committed; the images wait in a folder to be moved in by hand. */
export class UploadsNotMovedError extends Error {}

export interface RestoreOptions {
  /** How messages name the target: "the embedded database in …", "PostgreSQL at …". */
  targetName: string
  /** Where to put the backup's images; without it they are not restored (they stay where they are). */
  uploadsDir?: string
  /**
   * The migrations of the version restoring, this build's by default: the backup must have been
   * taken at the last of them, and a new target is brought to it.
   */
  migrationsFolder?: string
}

/** A backup file whose whole shape and schema version are checked, ready to restore. */
export interface BackupFile {
  file: string
  manifest: Manifest
  zip: BackupZip
  close(): void
}

/**
 * Opens a backup and checks everything that needs no database: the manifest, every entry it
 * lists and nothing else, image sizes, and that this version restores the migration it was taken
 * at. A restore calls this before it opens its target, so a file it refuses leaves no trace.
 */
export async function openBackupFile(file: string, folder?: string): Promise<BackupFile> {
  const zip = await openBackupZip(file)
  try {
    const manifest = await readManifest(zip, file)
    checkMigration(manifest, buildMigrations(folder))
    return { file, manifest, zip, close: () => zip.close() }
  } catch (error) {
    zip.close()
    throw error
  }
}

/**
 * Restores a backup into an empty database of either kind: checks the whole file's shape first,
 * then in one transaction brings a new target to this version's schema, checks it is empty,
 * writes the images aside and loads every table (any failure undoes all of it), and only then
 * moves the images in.
 */
export async function restoreBackup(database: Database, file: string, options: RestoreOptions): Promise<Manifest> {
  const backup = await openBackupFile(file, options.migrationsFolder)
  try {
    return await restoreInto(database, backup, options)
  } finally {
    backup.close()
  }
}

/** Restores an opened backup file: see `restoreBackup`. */
export async function restoreInto(database: Database, backup: BackupFile, options: RestoreOptions): Promise<Manifest> {
  const { file, manifest, zip } = backup
  // A backup without images (the one a start takes before migrating) leaves the folder as it is.
  const uploadsDir = manifest.uploads.length > 0 ? options.uploadsDir : undefined
  let aside: string | undefined
  try {
    await database.db.transaction(async (tx) => {
      await refuseRows(tx, await listTables(tx), options.targetName)
      if (uploadsDir) await refuseStoredImages(uploadsDir)
      // A new database gets its tables here, and an empty one of an older version its missing
      // migrations: inside the restore's transaction, so a failure leaves it as it was.
      await applyMigrations(tx, options.migrationsFolder)
      const targetTables = await checkTarget(tx, manifest, options)
      if (uploadsDir) aside = await writeUploadsAside(zip, file, manifest, uploadsDir)
      await tx.execute(sql`set local timezone to 'UTC'`)
      await tx.execute(sql`set local datestyle to 'ISO, YMD'`)
      await tx.execute(sql`set local intervalstyle to 'postgres'`)
      // Rows go in as they were, whatever order the tables come in: the foreign keys are dropped
      // and added again at the end, which checks every row against them, and the tables' own
      // triggers (the audit trail's append-only rule, team memberships written on a users insert,
      // account change notices) stay off until the rows are in. All of it is undone if anything
      // fails.
      const foreignKeys = await listForeignKeys(tx)
      for (const key of foreignKeys) {
        await tx.execute(sql`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`)
      }
      for (const table of targetTables.values()) {
        await tx.execute(sql`alter table ${quoted(table.name)} disable trigger user`)
      }
      for (const name of SEEDED_BY_MIGRATIONS) {
        if (targetTables.has(name)) await tx.execute(sql`delete from ${quoted(name)}`)
      }
      for (const table of manifest.tables) {
        await loadTable(tx, zip, file, table, targetTables.get(table.name)!)
      }
      for (const sequence of manifest.sequences) {
        await tx.execute(
          sql`select setval(${`"${sequence.name}"`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
        )
      }
      for (const key of foreignKeys) {
        try {
          await tx.execute(
            sql`alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${sql.raw(key.definition)}`,
          )
        } catch (error) {
          if (!sqlState(error)?.startsWith('23')) throw error
          throw new BackupFileError(
            `${file} is damaged: rows of ${key.table} refer to rows the backup does not hold (${reasonOf(error)}). Use another copy of the backup.`,
          )
        }
      }
      for (const table of targetTables.values()) {
        await tx.execute(sql`alter table ${quoted(table.name)} enable trigger user`)
      }
    })
    if (aside && uploadsDir) {
      try {
        await moveUploadsIn(aside, uploadsDir, manifest)
      } catch (error) {
        // The rows are committed: the images are kept, for they are in no other place but the
        // file, under a name the next restore does not clear.
        const waiting = await keepAside(aside)
        aside = undefined
        throw new UploadsNotMovedError(
          `${options.targetName} is restored, but its images could not be moved into ${uploadsDir} (${reasonOf(error)}): they wait in ${waiting}. Move them from there into ${uploadsDir} before starting the server.`,
        )
      }
    }
    return manifest
  } finally {
    if (aside) await fs.promises.rm(aside, { recursive: true, force: true })
  }
}

async function readManifest(zip: BackupZip, file: string): Promise<Manifest> {
  const entry = zip.entries.get(MANIFEST_ENTRY)
  if (!entry) throw new BackupFileError(`${file} is not a StepUp backup, or it is cut short: it has no manifest.`)
  let parsed: unknown
  try {
    parsed = JSON.parse((await readText(await zip.open(entry), MAX_MANIFEST_BYTES)) ?? '')
  } catch (error) {
    throw damaged(file, error)
  }
  const result = manifestSchema.safeParse(parsed)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw damaged(file, new Error(`manifest: ${issue?.path.join('.')} ${issue?.message}`))
  }
  const manifest = result.data
  const expected = new Set([MANIFEST_ENTRY])
  for (const table of manifest.tables) expected.add(tableEntry(table.name))
  for (const upload of manifest.uploads) {
    const name = uploadEntry(upload.name)
    if (zip.entries.get(name)?.uncompressedSize !== upload.bytes) {
      throw damaged(file, new Error(`${name} is missing or not ${upload.bytes} bytes`))
    }
    expected.add(name)
  }
  for (const name of expected) if (!zip.entries.has(name)) throw damaged(file, new Error(`${name} is missing`))
  for (const name of zip.entries.keys()) {
    if (!expected.has(name)) throw damaged(file, new Error(`${name} is not in its manifest`))
  }
  return manifest
}

/** Refuses a backup taken at another migration than the last of `migrations`. */
function checkMigration(manifest: Manifest, migrations: Migration[]) {
  const latest = migrations.at(-1)!
  const taken = manifest.migration
  if (taken.when > latest.when || !migrations.some((migration) => migration.when === taken.when)) {
    throw new BackupFileError(
      `This backup was taken by a newer version of StepUp (migration ${taken.tag}); this one knows migrations up to ${latest.tag}. Restore it with that version or a newer one.`,
    )
  }
  if (taken.when !== latest.when) {
    throw new BackupFileError(
      `This backup was taken at migration ${taken.tag}; this version is at ${latest.tag}. Restore it with the version that took it, then start this version on that data: it migrates it as on any upgrade.`,
    )
  }
}

/**
 * Refuses a target whose schema is not the one the backup was taken at, inside the restore's
 * transaction once its migrations are applied; answers the target's tables.
 */
async function checkTarget(tx: Tx, manifest: Manifest, options: RestoreOptions) {
  const migrations = buildMigrations(options.migrationsFolder)
  const latest = migrations.at(-1)!
  const applied = await appliedMigration(tx, migrations)
  if (applied.when !== latest.when) {
    throw new BackupFileError(
      `${options.targetName} holds the database of a newer version of StepUp (migration ${applied.tag}; this one is at ${latest.tag}). Restore into an empty database.`,
    )
  }
  const tables = new Map((await listTables(tx)).map((table) => [table.name, table]))
  const named = new Set(manifest.tables.map((table) => table.name))
  for (const table of manifest.tables) {
    const target = tables.get(table.name)
    const columns = new Set(target?.columns.map((column) => column.name))
    const same = target && table.columns.length === columns.size && table.columns.every((column) => columns.has(column))
    if (!same) {
      throw new BackupFileError(
        `The backup's table ${table.name} does not match this version's: it was not written by this version.`,
      )
    }
  }
  for (const name of tables.keys()) {
    if (!named.has(name)) throw new BackupFileError(`The backup has no table ${name}: it is not a whole backup.`)
  }
  const sequences = new Set(await listSequences(tx))
  for (const sequence of manifest.sequences) {
    if (!sequences.has(sequence.name)) {
      throw new BackupFileError(`The backup's sequence ${sequence.name} does not exist in this version's schema.`)
    }
  }
  return tables
}

async function refuseRows(db: DbOrTx, tables: Iterable<TableInfo>, targetName: string) {
  for (const table of tables) {
    if (SEEDED_BY_MIGRATIONS.has(table.name)) continue
    const [row] = await selectRows<{ found: boolean }>(
      db,
      sql`select exists (select from ${quoted(table.name)}) as "found"`,
    )
    if (row?.found) {
      throw new TargetNotEmptyError(
        `${targetName} is not empty (its table ${table.name} has rows). Restore only into an empty database: another DATA_DIR, or a new PostgreSQL database.`,
      )
    }
  }
}

/** Refuses an uploads folder that holds an image; dot-entries are a restore's own, or nobody's. */
export async function refuseStoredImages(uploadsDir: string) {
  let dir: fs.Dir
  try {
    dir = await fs.promises.opendir(uploadsDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  for await (const entry of dir) {
    if (entry.name.startsWith('.')) continue
    throw new TargetNotEmptyError(
      `${uploadsDir} already holds uploaded images. Restore only into an empty uploads folder (UPLOADS_DIR).`,
    )
  }
}

/** Inserts a table's rows a page at a time, each value cast from its text by the column's type. */
async function loadTable(tx: Tx, zip: BackupZip, file: string, table: Manifest['tables'][number], target: TableInfo) {
  const types = new Map(target.columns.map((column) => [column.name, column.type]))
  const columns = sql.join(
    table.columns.map((name) => quoted(name)),
    sql`, `,
  )
  const values = sql.join(
    table.columns.map((name, index) => sql.raw(`(r->>${index})::${types.get(name)}`)),
    sql`, `,
  )
  const stream = await zip.open(zip.entries.get(tableEntry(table.name))!)
  let rows = 0
  try {
    for await (const page of linePages(stream, PAGE_LIMITS)) {
      for (const line of page) checkRow(line, table.columns.length)
      rows += page.length
      if (rows > table.rows) break
      await tx.execute(
        sql`insert into ${quoted(table.name)} (${columns}) overriding system value
            select ${values} from json_array_elements(${`[${page.join(',')}]`}::json) as r`,
      )
    }
  } catch (error) {
    stream.destroy()
    // Bad data (a value its column's type refuses, a broken line) is the file's fault; anything
    // else, such as a lost connection, is not.
    const state = sqlState(error)
    if (state && !state.startsWith('22') && !state.startsWith('23')) throw error
    throw damagedPart(file, `the rows of table ${table.name}`, error)
  }
  if (rows !== table.rows) {
    throw damagedPart(file, `table ${table.name}`, new Error(`it holds ${rows} rows, its manifest says ${table.rows}`))
  }
}

function checkRow(line: string, columns: number) {
  const row: unknown = JSON.parse(line)
  if (
    !Array.isArray(row) ||
    row.length !== columns ||
    !row.every((value) => value === null || typeof value === 'string')
  ) {
    throw new Error(`a row is not ${columns} values`)
  }
}

/**
 * Writes the backup's images to a dot-folder inside the uploads folder, each checked against its
 * size in the manifest. Inside, not beside: the uploads folder may be a mount of its own (shared
 * by several servers), and a rename only moves a file within one file system. The app, its sweep
 * and backups leave dot-entries alone.
 */
async function writeUploadsAside(zip: BackupZip, file: string, manifest: Manifest, uploadsDir: string) {
  await fs.promises.mkdir(uploadsDir, { recursive: true })
  await clearStoppedRestores(uploadsDir)
  const aside = await fs.promises.mkdtemp(path.join(uploadsDir, STAGING_PREFIX))
  try {
    for (const upload of manifest.uploads) {
      const stream = await zip.open(zip.entries.get(uploadEntry(upload.name))!)
      const target = path.join(aside, upload.name)
      try {
        await pipeline(stream, fs.createWriteStream(target, { flags: 'wx' }))
      } catch (error) {
        // Disk errors (a full uploads disk) are the target's, not the file's.
        if ((error as NodeJS.ErrnoException).code) throw error
        throw damagedPart(file, `the image ${upload.name}`, error)
      }
      if ((await fs.promises.stat(target)).size !== upload.bytes) {
        throw damagedPart(file, `the image ${upload.name}`, new Error(`it is not ${upload.bytes} bytes`))
      }
    }
    return aside
  } catch (error) {
    await fs.promises.rm(aside, { recursive: true, force: true })
    throw error
  }
}

/**
 * Removes the images a restore left when it was stopped before its rows were committed (killed,
 * or its machine lost): they belong to nothing. Runs once the target is known to be empty.
 */
async function clearStoppedRestores(uploadsDir: string) {
  const stopped = (await fs.promises.readdir(uploadsDir)).filter((name) => name.startsWith(STAGING_PREFIX))
  for (const name of stopped) await fs.promises.rm(path.join(uploadsDir, name), { recursive: true, force: true })
}

/** Renames the staging folder so no later restore clears it; where it then is. */
async function keepAside(aside: string) {
  const kept = path.join(path.dirname(aside), KEPT_PREFIX + path.basename(aside).slice(STAGING_PREFIX.length))
  try {
    await fs.promises.rename(aside, kept)
    return kept
  } catch {
    return aside
  }
}

async function moveUploadsIn(aside: string, uploadsDir: string, manifest: Manifest) {
  for (const upload of manifest.uploads) {
    await fs.promises.rename(path.join(aside, upload.name), path.join(uploadsDir, upload.name))
  }
}

/** The manifest of a backup file, after checking that the file holds everything it lists. */
export async function readBackupManifest(file: string): Promise<Manifest> {
  const zip = await openBackupZip(file)
  try {
    return await readManifest(zip, file)
  } finally {
    zip.close()
  }
}
