import fs from 'node:fs/promises'
import { pipeline, Readable } from 'node:stream'
import zlib from 'node:zlib'

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
  /** Bytes its central directory may take: every name in it is held in memory. */
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
const END_BYTES = 22
const ZIP64_LOCATOR_BYTES = 20
const ZIP64_END_BYTES = 56
const RECORD_BYTES = 46
const LOCAL_HEADER_BYTES = 30
const READ_BYTES = 256 * 1024
const STORED = 0
const DEFLATED = 8

interface Located extends ZipEntry {
  readonly method: number
  readonly flags: number
  readonly crc32: number
  readonly localHeaderOffset: number
  /** The fewest bytes its local header and data take: the header, the name, the compressed bytes. */
  readonly span: number
  /** Where the next entry's local header (or the central directory) begins. */
  room: number
}

/**
 * Opens a zip and reads its central directory, refusing before any entry is read a zip that lists
 * more than `limits` allow, whose entries overlap or run into the directory, or whose entries
 * declare more than their bytes could hold. Overlapping entries are the cheap bomb: a thousand
 * records pointing at one deflated file read it a thousand times while each looks honest.
 */
export async function openZipArchive(filePath: string, limits: ZipLimits): Promise<ZipArchive> {
  const file = await fs.open(filePath, 'r')
  try {
    const bytes = (await file.stat()).size
    const directory = await findDirectory(file, bytes)
    if (directory.entries > limits.entries) {
      throw new ZipFileError('bomb', `the zip lists ${directory.entries} entries, more than ${limits.entries}`)
    }
    if (directory.bytes > limits.directoryBytes) {
      throw new ZipFileError(
        'bomb',
        `the zip's directory takes ${directory.bytes} bytes, more than ${limits.directoryBytes}`,
      )
    }
    if (directory.entries * RECORD_BYTES > directory.bytes) {
      throw new ZipFileError('damaged', `the zip's directory is too short for ${directory.entries} entries`)
    }
    const entries = await readDirectory(file, directory)
    checkLayout(entries, directory.offset)
    checkDeclaredSizes(entries, limits.declaredBytes?.(bytes) ?? bytes * DEFLATE_MAX_RATIO)
    const ours = new WeakSet<ZipEntry>(entries)
    return {
      bytes,
      entries,
      read: (entry) => {
        if (!ours.has(entry)) throw new Error(`${entry.name} is not an entry of this zip`)
        return readEntry(file, entry as Located)
      },
      close: () => void file.close().catch(() => {}),
    }
  } catch (error) {
    await file.close()
    throw error
  }
}

interface Directory {
  entries: number
  offset: number
  bytes: number
}

/** The end records, from the file's last 64 KB: where the central directory lies, and its size. */
async function findDirectory(file: fs.FileHandle, bytes: number): Promise<Directory> {
  const tail = Buffer.alloc(Math.min(bytes, END_BYTES + 0xffff))
  const tailStart = bytes - tail.length
  await readFully(file, tail, tailStart)
  let at = tail.length - END_BYTES
  // The end record is found from the back: a comment (up to 64 KB) may follow it.
  while (
    at >= 0 &&
    !(tail.readUInt32LE(at) === 0x06054b50 && at + END_BYTES + tail.readUInt16LE(at + 20) === tail.length)
  ) {
    at -= 1
  }
  if (at < 0) throw new ZipFileError('damaged', 'the zip has no end record: it is not a zip, or it is cut short')
  if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) {
    throw new ZipFileError('damaged', 'the zip is split over several files')
  }
  let directory: Directory = {
    entries: tail.readUInt16LE(at + 10),
    bytes: tail.readUInt32LE(at + 12),
    offset: tail.readUInt32LE(at + 16),
  }
  let directoryEnd = tailStart + at
  if (directory.entries === 0xffff || directory.bytes === 0xffffffff || directory.offset === 0xffffffff) {
    const locatorAt = directoryEnd - ZIP64_LOCATOR_BYTES
    if (locatorAt >= 0) {
      const locator = Buffer.alloc(ZIP64_LOCATOR_BYTES)
      await readFully(file, locator, locatorAt)
      if (locator.readUInt32LE(0) === 0x07064b50) {
        const endAt = safeNumber(locator.readBigUInt64LE(8))
        if (endAt + ZIP64_END_BYTES > locatorAt)
          throw new ZipFileError('damaged', 'the zip64 end record is out of place')
        const end = Buffer.alloc(ZIP64_END_BYTES)
        await readFully(file, end, endAt)
        if (end.readUInt32LE(0) !== 0x06064b50) throw new ZipFileError('damaged', 'the zip64 end record is missing')
        directory = {
          entries: safeNumber(end.readBigUInt64LE(32)),
          bytes: safeNumber(end.readBigUInt64LE(40)),
          offset: safeNumber(end.readBigUInt64LE(48)),
        }
        directoryEnd = endAt
      }
    }
  }
  if (directory.offset + directory.bytes > directoryEnd) {
    throw new ZipFileError('damaged', 'the central directory lies outside the zip: it is cut short or not a zip')
  }
  return directory
}

/** Reads the central directory front to back in large reads, one record after the other. */
async function readDirectory(file: fs.FileHandle, directory: Directory): Promise<Located[]> {
  const end = directory.offset + directory.bytes
  let buffer = Buffer.alloc(0)
  let bufferStart = directory.offset
  let at = directory.offset
  /** Whether the next `length` bytes are in `buffer` already; if not, `refill` brings them. */
  const buffered = (length: number) => {
    if (at + length > end) throw new ZipFileError('damaged', 'a central directory record runs past the directory')
    return at + length <= bufferStart + buffer.length
  }
  const refill = async (length: number) => {
    const rest = buffer.subarray(at - bufferStart)
    const next = Buffer.alloc(Math.min(end - at, Math.max(length, READ_BYTES)))
    rest.copy(next)
    await readFully(file, next.subarray(rest.length), at + rest.length)
    buffer = next
    bufferStart = at
  }
  const entries: Located[] = []
  for (let index = 0; index < directory.entries; index += 1) {
    if (!buffered(RECORD_BYTES)) await refill(RECORD_BYTES)
    let record = at - bufferStart
    if (buffer.readUInt32LE(record) !== 0x02014b50) {
      throw new ZipFileError('damaged', `central directory record ${index + 1} is not one`)
    }
    const nameLength = buffer.readUInt16LE(record + 28)
    const extraLength = buffer.readUInt16LE(record + 30)
    const recordBytes = RECORD_BYTES + nameLength + extraLength + buffer.readUInt16LE(record + 32)
    if (!buffered(recordBytes)) {
      await refill(recordBytes)
      record = 0
    }
    const nameAt = record + RECORD_BYTES
    const flags = buffer.readUInt16LE(record + 8)
    let sizes = {
      uncompressedSize: buffer.readUInt32LE(record + 24),
      compressedSize: buffer.readUInt32LE(record + 20),
      localHeaderOffset: buffer.readUInt32LE(record + 42),
    }
    if (Object.values(sizes).includes(0xffffffff)) {
      sizes = zip64Sizes(buffer.subarray(nameAt + nameLength, nameAt + nameLength + extraLength), sizes)
    }
    const entry: Located = {
      // Zips made on Windows sometimes separate folders with backslashes.
      name: decodeName(buffer.subarray(nameAt, nameAt + nameLength), (flags & 0x800) !== 0).replaceAll('\\', '/'),
      ...sizes,
      method: buffer.readUInt16LE(record + 10),
      flags,
      crc32: buffer.readUInt32LE(record + 16),
      span: LOCAL_HEADER_BYTES + nameLength + sizes.compressedSize,
      room: 0,
    }
    if (entry.method === STORED && entry.compressedSize !== entry.uncompressedSize && (flags & 1) === 0) {
      throw new ZipFileError('damaged', `${entry.name} is stored but declares two sizes`)
    }
    entries.push(entry)
    at += recordBytes
  }
  return entries
}

/**
 * Every entry's local header and data must lie inside the zip before its central directory and
 * apart from every other entry's: the smallest span an entry can take (its local header with the
 * name, then its compressed bytes) must end before the next entry starts.
 */
function checkLayout(entries: Located[], directoryOffset: number) {
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset)
  for (let index = 0; index < byOffset.length; index += 1) {
    const entry = byOffset[index]!
    const next = byOffset[index + 1]
    const room = next ? next.localHeaderOffset : directoryOffset
    const end = entry.localHeaderOffset + entry.span
    if (end > room) {
      if (!next) throw new ZipFileError('damaged', `${entry.name} runs into the zip's central directory`)
      throw new ZipFileError('bomb', `${entry.name} and ${next.name} share bytes`)
    }
    entry.room = room
  }
}

/** Refuses, before anything is inflated, sizes that no deflate makes and totals above `limit`. */
function checkDeclaredSizes(entries: Located[], limit: number) {
  let total = 0
  for (const entry of entries) {
    if (entry.method === DEFLATED && entry.uncompressedSize > entry.compressedSize * DEFLATE_MAX_RATIO) {
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

async function* readEntry(file: fs.FileHandle, entry: Located): AsyncGenerator<Buffer> {
  if ((entry.flags & 1) !== 0) throw new ZipFileError('damaged', `${entry.name} is encrypted`)
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new ZipFileError('damaged', `${entry.name} is compressed with method ${entry.method}, not deflate`)
  }
  const header = Buffer.alloc(LOCAL_HEADER_BYTES)
  await readFully(file, header, entry.localHeaderOffset)
  if (header.readUInt32LE(0) !== 0x04034b50) throw new ZipFileError('damaged', `${entry.name} has no local header`)
  const dataStart = entry.localHeaderOffset + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28)
  if (dataStart + entry.compressedSize > entry.room) {
    throw new ZipFileError('bomb', `${entry.name}'s data overlaps what follows it`)
  }
  // The compressed bytes are read here and zlib inflates them: a reader's own inflating stream
  // that drops an error would leave its reader waiting forever.
  const raw = Readable.from(rawBytes(file, dataStart, entry.compressedSize), { objectMode: false })
  const content =
    entry.method === STORED ? raw : pipeline(raw, zlib.createInflateRaw({ chunkSize: 64 * 1024 }), () => {})
  let inflated = 0
  let crc = 0
  try {
    for await (const chunk of content as AsyncIterable<Buffer>) {
      inflated += chunk.length
      if (inflated > entry.uncompressedSize) {
        throw new ZipFileError('bomb', `${entry.name} inflates past the ${entry.uncompressedSize} bytes it declares`)
      }
      crc = zlib.crc32(chunk, crc)
      yield chunk
    }
  } catch (error) {
    if (isZlibError(error)) throw new ZipFileError('damaged', `${entry.name} does not inflate (${error.message})`)
    throw error
  } finally {
    content.destroy()
    raw.destroy()
  }
  if (inflated < entry.uncompressedSize) {
    throw new ZipFileError('damaged', `${entry.name} ends before the ${entry.uncompressedSize} bytes it declares`)
  }
  if (crc !== entry.crc32) throw new ZipFileError('damaged', `${entry.name} does not match its checksum`)
}

async function* rawBytes(file: fs.FileHandle, start: number, length: number): AsyncGenerator<Buffer> {
  for (let done = 0; done < length;) {
    const chunk = Buffer.alloc(Math.min(READ_BYTES, length - done))
    await readFully(file, chunk, start + done)
    done += chunk.length
    yield chunk
  }
}

async function readFully(file: fs.FileHandle, buffer: Buffer, position: number) {
  for (let done = 0; done < buffer.length;) {
    const { bytesRead } = await file.read(buffer, done, buffer.length - done, position + done)
    if (bytesRead === 0) throw new ZipFileError('damaged', 'the zip ends early: it is cut short')
    done += bytesRead
  }
}

/**
 * Sizes and offset of an entry, taken from its zip64 field where the record holds 0xffffffff. The
 * field holds only those, in the order of `sizes`' keys.
 */
function zip64Sizes(
  extra: Buffer,
  sizes: { uncompressedSize: number; compressedSize: number; localHeaderOffset: number },
): typeof sizes {
  const wanted = (Object.keys(sizes) as (keyof typeof sizes)[]).filter((key) => sizes[key] === 0xffffffff)
  if (wanted.length === 0) return sizes
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at)
    const length = extra.readUInt16LE(at + 2)
    if (id === 0x0001) {
      if (length < wanted.length * 8 || at + 4 + length > extra.length) break
      const found = { ...sizes }
      wanted.forEach((key, index) => (found[key] = safeNumber(extra.readBigUInt64LE(at + 4 + index * 8))))
      return found
    }
    at += 4 + length
  }
  throw new ZipFileError('damaged', 'an entry declares zip64 sizes without a zip64 field')
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFileError('damaged', 'the zip declares an impossible size')
  return Number(value)
}

/** Names are UTF-8 when the entry says so, and IBM code page 437 otherwise, as the format says. */
function decodeName(raw: Buffer, utf8: boolean): string {
  if (utf8) return raw.toString('utf8')
  return raw.toString('latin1').replace(/[\x80-\xff]/g, (byte) => CP437_HIGH[byte.charCodeAt(0) - 0x80]!)
}

const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0'

function isZlibError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('Z_')
}
