import { Readable } from 'node:stream'
import { openZipArchive, ZipFileError, type ZipEntry } from '../lib/zip.ts'
import { BackupFileError, MAX_TABLES, reasonOf } from './format.ts'

/**
 * Images a backup may hold: its members' avatars and challenge photos. A million is 25 phone
 * photos (what the default 50 MB quota holds) for each of 40,000 members, twenty times the
 * community the benchmarks restore.
 */
const MAX_IMAGES = 1_000_000

/** The manifest, the tables it may list, and the images. */
const MAX_ENTRIES = 1 + MAX_TABLES + MAX_IMAGES

/** A backup's names are at most `uploads/` and 200 characters: its writer's records take under 300 bytes. */
const MAX_DIRECTORY_BYTES = MAX_ENTRIES * 512

export interface BackupZip {
  entries: Map<string, ZipEntry>
  /** The entry's data, failing when it inflates to more or fewer bytes than declared or to another CRC-32. */
  open(entry: ZipEntry): Promise<Readable>
  close(): void
}

/**
 * Opens a zip and lists its entries from its central directory, reading no entry's data. A file
 * listing more entries than a backup holds is refused before its directory is read.
 */
export async function openBackupZip(file: string): Promise<BackupZip> {
  let zip
  try {
    zip = await openZipArchive(file, { entries: MAX_ENTRIES, directoryBytes: MAX_DIRECTORY_BYTES })
  } catch (error) {
    if (error instanceof ZipFileError && error.kind === 'bomb') {
      throw new BackupFileError(`${file} is not a backup this tool wrote: ${error.message}.`)
    }
    if ((error as NodeJS.ErrnoException).code) throw error
    throw new BackupFileError(`${file} is not a StepUp backup, or it was cut short: it cannot be read as a zip file.`)
  }
  const entries = new Map<string, ZipEntry>()
  for (const entry of zip.entries) {
    if (entries.has(entry.name)) {
      zip.close()
      throw new BackupFileError(`${file} holds ${entry.name} twice: it is not a backup this tool wrote.`)
    }
    entries.set(entry.name, entry)
  }
  return {
    entries,
    open: async (entry) => Readable.from(zip.read(entry)),
    close: () => zip.close(),
  }
}

/** A file whose manifest is not one this tool writes. */
export function damaged(file: string, error: unknown) {
  if (error instanceof BackupFileError) return error
  return new BackupFileError(`${file} is not a StepUp backup, or it is damaged (${reasonOf(error)}).`)
}

/** A file whose manifest reads, but one of whose parts does not read back as it was written. */
export function damagedPart(file: string, part: string, error: unknown) {
  if (error instanceof BackupFileError) return error
  return new BackupFileError(
    `${file} is damaged: ${part} cannot be read back as written (${reasonOf(error)}). Use another copy of the backup.`,
  )
}

/** Reads a whole entry as text, refusing one larger than `maxBytes`. */
export async function readText(stream: Readable, maxBytes: number): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) {
      stream.destroy()
      return undefined
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The lines of a stream, in groups of at most `maxLines` lines or about `maxBytes` bytes; a line
 * longer than `maxLineBytes` is an error, so a hostile file cannot make one line fill memory.
 */
export async function* linePages(
  stream: Readable,
  limits: { maxLines: number; maxBytes: number; maxLineBytes: number },
): AsyncGenerator<string[]> {
  let page: string[] = []
  let pageBytes = 0
  let partial: Buffer[] = []
  let partialBytes = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end)
      const line = partial.length ? Buffer.concat([...partial, piece]).toString('utf8') : piece.toString('utf8')
      if (partialBytes + piece.length > limits.maxLineBytes) throw new Error('a line is too long')
      partial = []
      partialBytes = 0
      start = end + 1
      page.push(line)
      pageBytes += line.length
      if (page.length >= limits.maxLines || pageBytes >= limits.maxBytes) {
        yield page
        page = []
        pageBytes = 0
      }
    }
    if (start < chunk.length) {
      partial.push(chunk.subarray(start))
      partialBytes += chunk.length - start
      if (partialBytes > limits.maxLineBytes) throw new Error('a line is too long')
    }
  }
  if (partialBytes > 0) throw new Error('the last line is cut short')
  if (page.length) yield page
}
