import fs from 'node:fs/promises'
import { PassThrough, pipeline, type Readable } from 'node:stream'
import zlib from 'node:zlib'
import yauzl from 'yauzl'

/**
 * Why a zip is refused: `damaged` when its bytes do not add up, `bomb` when it would make its
 * reader do far more work than its size allows (entries sharing bytes, sizes no deflate makes).
 */
export class ZipFileError extends Error {
  constructor(
    readonly kind: 'damaged' | 'bomb',
    message: string,
  ) {
    super(message)
    this.name = 'ZipFileError'
  }
}

export interface ZipEntry {
  /** As the zip names it, folders separated by `/`; a folder's own entry ends with `/`. */
  readonly name: string
  readonly compressedSize: number
  /** The size the central directory declares; reading holds the entry to it. */
  readonly uncompressedSize: number
}

export interface ZipLimits {
  /** Entries the zip may list; a zip declaring more is refused before its directory is read. */
  entries: number
  /**
   * Bytes its central directory may take: every name in it is held in memory, so listing stops
   * as soon as the records read pass this.
   */
  directoryBytes: number
  /**
   * Bytes all entries may declare together, for a zip of `zipBytes`. Without it, what deflate
   * could make of the zip's bytes at most.
   */
  declaredBytes?: (zipBytes: number) => number
}

export interface ZipArchive {
  /** The zip file's size in bytes. */
  readonly bytes: number
  /** Every entry, folders included, in the central directory's order. */
  readonly entries: readonly ZipEntry[]
  /**
   * The entry's content, inflated and checked: reading stops with `bomb` as soon as it passes
   * its declared size, and fails with `damaged` when it ends short or its CRC-32 differs.
   */
  read(entry: ZipEntry): AsyncGenerator<Buffer>
  close(): void
}

/** Deflate's densest output: 258 bytes from two bits. More than this from a byte is a lie. */
const DEFLATE_MAX_RATIO = 1032
const RECORD_BYTES = 46
const LOCAL_HEADER_BYTES = 30
const DEFLATED = 8

interface Listed extends ZipEntry {
  /** The zip that listed it: an entry of another is refused. */
  readonly zip: yauzl.ZipFile
  readonly source: yauzl.Entry
  /** Where the next entry's local header (or the central directory) begins. */
  room: number
}

/**
 * Opens a zip and lists its entries with yauzl, refusing before any entry is read a zip that
 * lists more than `limits` allow, whose entries overlap or run into the directory, or whose
 * entries declare more than their bytes could hold. Overlapping entries are the cheap bomb: a
 * thousand records pointing at one deflated file read it a thousand times while each looks honest.
 */
export async function openZipArchive(filePath: string, limits: ZipLimits): Promise<ZipArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(filePath, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error ? reject(asZipFileError(error)) : resolve(opened),
    ),
  )
  try {
    // Until the first entry is read, yauzl's cursor is where the end record puts the directory
    // (its types call the cursor a boolean; it is that offset).
    const directoryOffset = zip.readEntryCursor as unknown as number
    if (zip.entryCount > limits.entries) {
      throw new ZipFileError('bomb', `the zip lists ${zip.entryCount} entries, more than ${limits.entries}`)
    }
    // Each record takes 46 bytes at least: an end record counting more than the file can hold lies.
    if (directoryOffset + zip.entryCount * RECORD_BYTES > zip.fileSize) {
      throw new ZipFileError('damaged', `the zip's directory is too short for ${zip.entryCount} entries`)
    }
    const entries = await listEntries(zip, limits.directoryBytes)
    checkLayout(entries, directoryOffset)
    checkDeclaredSizes(entries, limits.declaredBytes?.(zip.fileSize) ?? zip.fileSize * DEFLATE_MAX_RATIO)
    // For the local headers' lengths, which yauzl reads but does not give (see readEntry).
    const file = await fs.open(filePath, 'r')
    return {
      bytes: zip.fileSize,
      entries,
      read: (entry) => {
        if ((entry as Listed).zip !== zip) throw new Error(`${entry.name} is not an entry of this zip`)
        return readEntry(zip, file, entry as Listed)
      },
      close: () => {
        zip.close()
        void file.close().catch(() => {})
      },
    }
  } catch (error) {
    zip.close()
    throw error
  }
}

/**
 * Reads the central directory one record at a time, stopping once the records passed take more
 * than `directoryLimit` bytes, so a directory of endless names is refused before it fills memory.
 */
function listEntries(zip: yauzl.ZipFile, directoryLimit: number): Promise<Listed[]> {
  return new Promise((resolve, reject) => {
    const entries: Listed[] = []
    let directoryBytes = 0
    zip.on('entry', (source: yauzl.Entry) => {
      directoryBytes += RECORD_BYTES + source.fileNameLength + source.extraFieldLength + source.fileCommentLength
      if (directoryBytes > directoryLimit) {
        const message = `the zip's directory takes ${directoryBytes} bytes in its first ${entries.length + 1} entries, more than ${directoryLimit}`
        reject(new ZipFileError('bomb', message))
        return
      }
      // yauzl's entry is kept to open the data, which needs none of its copied extra fields:
      // dropping them halves what a listed entry holds.
      source.extraFields = []
      const { fileName: name, compressedSize, uncompressedSize } = source
      entries.push({ name, compressedSize, uncompressedSize, zip, source, room: 0 })
      zip.readEntry()
    })
    zip.once('end', () => resolve(entries))
    zip.once('error', (error: Error) => reject(asZipFileError(error)))
    zip.readEntry()
  })
}

/**
 * Every entry's local header and data must lie inside the zip before its central directory and
 * apart from every other entry's: the smallest span an entry can take (its local header with the
 * name, then its compressed bytes) must end before the next entry starts.
 */
function checkLayout(entries: Listed[], directoryOffset: number) {
  const start = (entry: Listed) => entry.source.relativeOffsetOfLocalHeader
  const byOffset = [...entries].sort((a, b) => start(a) - start(b))
  for (let index = 0; index < byOffset.length; index += 1) {
    const entry = byOffset[index]!
    const next = byOffset[index + 1]
    const room = next ? start(next) : directoryOffset
    if (start(entry) + LOCAL_HEADER_BYTES + entry.source.fileNameLength + entry.compressedSize > room) {
      if (!next) throw new ZipFileError('damaged', `${entry.name} runs into the zip's central directory`)
      throw new ZipFileError('bomb', `${entry.name} and ${next.name} share bytes`)
    }
    entry.room = room
  }
}

/** Refuses, before anything is inflated, sizes that no deflate makes and totals above `limit`. */
function checkDeclaredSizes(entries: Listed[], limit: number) {
  let total = 0
  for (const entry of entries) {
    if (
      entry.source.compressionMethod === DEFLATED &&
      entry.uncompressedSize > entry.compressedSize * DEFLATE_MAX_RATIO
    ) {
      throw new ZipFileError(
        'bomb',
        `${entry.name} declares ${entry.uncompressedSize} bytes from ${entry.compressedSize}: more than deflate makes`,
      )
    }
    total += entry.uncompressedSize
  }
  if (total > limit) {
    throw new ZipFileError(
      'bomb',
      `the entries declare ${total} bytes together, more than ${limit} for a zip this size`,
    )
  }
}

async function* readEntry(zip: yauzl.ZipFile, file: fs.FileHandle, entry: Listed): AsyncGenerator<Buffer> {
  const { source } = entry
  if (source.isEncrypted()) throw new ZipFileError('damaged', `${entry.name} is encrypted`)
  const deflated = source.compressionMethod === DEFLATED
  // yauzl hands over the compressed bytes and zlib inflates them: yauzl's own inflating stream
  // drops an error when destroyed, and its reader then waits forever. yauzl refuses
  // `decompress` on an entry that is not deflated, and names any other method it does not read.
  const raw = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(source, deflated ? { decompress: false } : {}, (error, stream) =>
      error ? reject(asZipFileError(error, `${entry.name}: `)) : resolve(stream),
    ),
  )
  // Stored bytes pass through a stream of Node's own too: yauzl's file stream marks itself
  // destroyed as it ends, so iterating it directly never sees the end.
  const content = pipeline(
    raw,
    deflated ? zlib.createInflateRaw({ chunkSize: 64 * 1024 }) : new PassThrough(),
    () => {},
  )
  let inflated = 0
  let crc = 0
  try {
    // yauzl keeps the data inside the file, not clear of the next entry: a local header whose
    // own name and extra field lengths push the data on would have it read the next one's bytes.
    const lengths = Buffer.alloc(4)
    await file.read(lengths, 0, 4, source.relativeOffsetOfLocalHeader + 26)
    const dataStart =
      source.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES + lengths.readUInt16LE(0) + lengths.readUInt16LE(2)
    if (dataStart + entry.compressedSize > entry.room) {
      throw new ZipFileError('bomb', `${entry.name}'s data overlaps what follows it`)
    }
    for await (const chunk of content as AsyncIterable<Buffer>) {
      inflated += chunk.length
      if (inflated > entry.uncompressedSize) {
        throw new ZipFileError('bomb', `${entry.name} inflates past the ${entry.uncompressedSize} bytes it declares`)
      }
      crc = zlib.crc32(chunk, crc)
      yield chunk
    }
  } catch (error) {
    throw asZipFileError(error, `${entry.name} does not inflate: `)
  } finally {
    content.destroy()
    raw.destroy()
  }
  if (inflated < entry.uncompressedSize) {
    throw new ZipFileError('damaged', `${entry.name} ends before the ${entry.uncompressedSize} bytes it declares`)
  }
  if (crc !== source.crc32) throw new ZipFileError('damaged', `${entry.name} does not match its checksum`)
}

/**
 * yauzl's and zlib's errors say what is wrong with the file, so they make it `damaged`; the
 * system's (a file that cannot be opened or read) are no fault of the file and pass unchanged.
 */
function asZipFileError(error: unknown, prefix = ''): unknown {
  if (error instanceof ZipFileError || !(error instanceof Error) || 'syscall' in error) return error
  return new ZipFileError('damaged', prefix + error.message)
}
