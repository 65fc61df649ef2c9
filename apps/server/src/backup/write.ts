import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { PassThrough, type Readable, type Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import yazl from 'yazl'
import type { MigratingDatabase } from '../db/client.ts'
import { selectRows } from '../db/rows.ts'
import { appliedMigration, listSequences, listTables, quoted, readSequence, type TableInfo } from './catalog.ts'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  tableEntry,
  UPLOAD_NAME,
  uploadEntry,
  type Manifest,
} from './format.ts'
import { readBackupManifest } from './restore.ts'

/** Rows read per round trip: a page of day rows is a few hundred kilobytes. */
const PAGE_ROWS = 5_000

export interface BackupOptions {
  /** Where uploaded images are; without it the backup holds none (a move to PostgreSQL). */
  uploadsDir?: string
}

/**
 * Writes a backup of the whole community to `output`: every table's rows as of one moment, then
 * every uploaded image. On PostgreSQL the rows come from one repeatable-read, read-only
 * transaction while the app keeps writing; the embedded database has one connection, so its
 * transaction holds the app's statements back until the rows are read (the images are read
 * after it). Rows go out a page at a time as the output takes them, so memory stays bounded
 * whatever the community's size.
 */
export async function writeBackup(database: MigratingDatabase, output: Writable, options: BackupOptions = {}) {
  const zip = new yazl.ZipFile()
  // An output that fails (a full disk, a client that hung up) ends the work at once, the
  // transaction included, rather than leave it waiting for room that never comes.
  let current: Readable | undefined
  let failure: Error | undefined
  let complete = false
  // A socket whose client went away can count as finished: that is a failure too, until the zip
  // has ended.
  const written = finished(output).then(() => {
    if (!complete) throw new Error('the output closed before the backup was complete')
  })
  written.catch((error: unknown) => {
    failure ??= error as Error
    current?.destroy(failure)
  })
  // yazl listens for no errors on its entries: without this, destroying one would be an uncaught
  // exception, which ends the server.
  const entryStream = <T extends Readable>(stream: T) => {
    stream.on('error', (error) => (failure ??= error))
    // The output may have failed while this one's file was being opened.
    if (failure) stream.destroy(failure)
    return (current = stream)
  }
  const stopOnFailure = () => {
    if (failure) throw failure
  }
  zip.outputStream.pipe(output)
  const manifest = await database.db.transaction(
    async (tx) => {
      // Values are written as text; these settings make that text the same on every server.
      await tx.execute(sql`set local timezone to 'UTC'`)
      await tx.execute(sql`set local datestyle to 'ISO, YMD'`)
      await tx.execute(sql`set local intervalstyle to 'postgres'`)
      await tx.execute(sql`set local extra_float_digits to 3`)
      const migration = await appliedMigration(tx)
      const tables: Manifest['tables'] = []
      for (const table of await listTables(tx)) {
        stopOnFailure()
        const entry = entryStream(new PassThrough({ highWaterMark: 1 << 20 }))
        zip.addReadStream(entry, tableEntry(table.name), { compressionLevel: 1 })
        let rows = 0
        await tx.execute(sql`declare backup_rows no scroll cursor for ${rowsAsJson(table)}`)
        for (;;) {
          const page = await selectRows<{ r: string }>(tx, sql.raw(`fetch forward ${PAGE_ROWS} from backup_rows`))
          // A destroyed entry never drains: stop before writing to it.
          stopOnFailure()
          if (page.length === 0) break
          rows += page.length
          if (!entry.write(page.map((row) => row.r).join('\n') + '\n')) await once(entry, 'drain')
        }
        await tx.execute(sql`close backup_rows`)
        entry.end()
        tables.push({ name: table.name, columns: table.columns.map((column) => column.name), rows })
      }
      const sequences: Manifest['sequences'] = []
      for (const name of await listSequences(tx)) sequences.push({ name, ...(await readSequence(tx, name)) })
      return { migration, tables, sequences }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const uploads = options.uploadsDir ? await addUploads(zip, options.uploadsDir, entryStream, stopOnFailure) : []
  current = undefined
  stopOnFailure()
  const full: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    takenAt: new Date().toISOString(),
    source: database.kind,
    ...manifest,
    uploads,
  }
  zip.addBuffer(Buffer.from(JSON.stringify(full, null, 1)), MANIFEST_ENTRY)
  complete = true
  zip.end()
  await written
  return full
}

/**
 * Writes a backup to `file`, made first as `<file>.partial` (mode 0600: it holds password hashes
 * and sessions) and renamed once complete and its manifest read back, so a file under its name is
 * always whole.
 */
export async function writeBackupFile(database: MigratingDatabase, file: string, options: BackupOptions = {}) {
  const partial = `${file}.partial`
  const output = fs.createWriteStream(partial, { mode: 0o600 })
  try {
    await writeBackup(database, output, options)
    const manifest = await readBackupManifest(partial)
    fs.renameSync(partial, file)
    return manifest
  } catch (error) {
    fs.rmSync(partial, { force: true })
    throw error
  } finally {
    output.destroy()
  }
}

/** One JSON array of text per row, built by the database: no per-value work here. */
function rowsAsJson(table: TableInfo) {
  const values = sql.join(
    table.columns.map((column) => sql`${quoted(column.name)}::text`),
    sql`, `,
  )
  return sql`select to_json(array[${values}])::text as r from ${quoted(table.name)}`
}

/**
 * Adds every stored image. Images are written under a dot name and renamed into place, so a
 * file with an app-made name is whole; one the hourly sweep removes meanwhile is left out, as it
 * belonged to no avatar or proof.
 */
async function addUploads(
  zip: yazl.ZipFile,
  uploadsDir: string,
  entryStream: (stream: Readable) => Readable,
  stopOnFailure: () => void,
): Promise<Manifest['uploads']> {
  let names: string[]
  try {
    names = (await fs.promises.readdir(uploadsDir)).filter((name) => UPLOAD_NAME.test(name)).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const uploads: Manifest['uploads'] = []
  for (const name of names) {
    stopOnFailure()
    let file: fs.promises.FileHandle
    try {
      file = await fs.promises.open(path.join(uploadsDir, name), 'r')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const stat = await file.stat()
    if (!stat.isFile()) {
      await file.close()
      continue
    }
    // Images are compressed already: stored as they are. One file open at a time: the zip takes
    // its entries in order anyway.
    const stream = entryStream(file.createReadStream())
    zip.addReadStream(stream, uploadEntry(name), { compress: false, size: stat.size })
    uploads.push({ name, bytes: stat.size })
    await finished(stream)
  }
  return uploads
}
