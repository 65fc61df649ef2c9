import { pipeline, Transform, type Readable } from 'node:stream'
import zlib from 'node:zlib'
import yauzl from 'yauzl'
import { BackupFileError, reasonOf } from './format.ts'

/** More entries than any backup holds (its tables, images and manifest); a file with more is refused. */
const MAX_ENTRIES = 5_000_000

export interface BackupZip {
  entries: Map<string, yauzl.Entry>
  open(entry: yauzl.Entry): Promise<Readable>
  close(): void
}

/** Opens a zip and lists its entries from its central directory, reading no entry's data. */
export async function openBackupZip(file: string): Promise<BackupZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, opened) =>
      error ? reject(damaged(file, error)) : resolve(opened),
    ),
  )
  try {
    if (zip.entryCount > MAX_ENTRIES) throw new BackupFileError(`${file} has too many entries to be a backup.`)
    const entries = new Map<string, yauzl.Entry>()
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entries.has(entry.fileName)) {
          reject(new BackupFileError(`${file} holds ${entry.fileName} twice: it is not a backup this tool wrote.`))
          return
        }
        entries.set(entry.fileName, entry)
        zip.readEntry()
      })
      zip.once('end', resolve)
      zip.once('error', (error: Error) => reject(damaged(file, error)))
      zip.readEntry()
    })
    return {
      entries,
      open: (entry) =>
        new Promise((resolve, reject) =>
          zip.openReadStream(entry, (error, stream) =>
            error ? reject(damaged(file, error)) : resolve(checked(stream, entry)),
          ),
        ),
      close: () => zip.close(),
    }
  } catch (error) {
    zip.close()
    throw error
  }
}

/**
 * Passes an entry's data through and fails at its end when the data's CRC-32 is not the one the
 * zip recorded: a changed byte in a stored image would otherwise restore without a word.
 */
function checked(stream: Readable, entry: yauzl.Entry): Readable {
  let crc = 0
  const checker = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      crc = zlib.crc32(chunk, crc)
      callback(null, chunk)
    },
    flush(callback) {
      callback(crc === entry.crc32 ? null : new Error(`${entry.fileName} does not match its checksum`))
    },
  })
  // Errors of the zip's own stream (data that does not inflate) reach the reader too.
  pipeline(stream, checker, () => {})
  return checker
}

export function damaged(file: string, error: unknown) {
  if (error instanceof BackupFileError) return error
  return new BackupFileError(`${file} is not a StepUp backup, or it is damaged (${reasonOf(error)}).`)
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
