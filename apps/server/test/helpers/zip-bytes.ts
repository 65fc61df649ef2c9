import zlib from 'node:zlib'

/** A file as a zip stores it: its local header, then its bytes (deflated unless `stored`). */
export interface ZipPart {
  name: string
  content: Buffer | string
  stored?: boolean
}

/**
 * A central directory record. By default it describes part `part` truthfully; any field given
 * makes it lie: point at another offset, declare other sizes or another checksum.
 */
export interface ZipRecord {
  part: number
  name?: string
  offset?: number
  compressedSize?: number
  uncompressedSize?: number
  crc32?: number
}

export interface ZipLayout {
  parts: ZipPart[]
  /** One truthful record per part unless given. */
  records?: ZipRecord[]
  /** The entry count the end record declares, when it should not be the records' number. */
  declaredEntries?: number
}

interface WrittenPart {
  name: Buffer
  offset: number
  method: number
  crc32: number
  compressedSize: number
  uncompressedSize: number
}

/**
 * Builds a zip byte by byte, so a test can make one no zip writer would: records that share one
 * local entry, sizes that lie, an end record that declares more entries than it lists. Writes
 * zip64's end records when it declares 65,535 entries or more.
 */
export function zipBytes(layout: ZipLayout): Buffer {
  const chunks: Buffer[] = []
  let at = 0
  const push = (chunk: Buffer) => {
    chunks.push(chunk)
    at += chunk.length
  }
  const written: WrittenPart[] = layout.parts.map((part) => {
    const content = Buffer.from(part.content)
    const data = part.stored ? content : zlib.deflateRawSync(content)
    const name = Buffer.from(part.name)
    const info = {
      name,
      offset: at,
      method: part.stored ? 0 : 8,
      crc32: zlib.crc32(content),
      compressedSize: data.length,
      uncompressedSize: content.length,
    }
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(0x800, 6)
    header.writeUInt16LE(info.method, 8)
    header.writeUInt32LE(info.crc32, 14)
    header.writeUInt32LE(info.compressedSize, 18)
    header.writeUInt32LE(info.uncompressedSize, 22)
    header.writeUInt16LE(name.length, 26)
    push(header)
    push(name)
    push(data)
    return info
  })
  const records: ZipRecord[] = layout.records ?? written.map((_, part) => ({ part }))
  const directoryOffset = at
  for (const record of records) {
    const part = written[record.part]!
    const name = record.name === undefined ? part.name : Buffer.from(record.name)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(20, 6)
    header.writeUInt16LE(0x800, 8)
    header.writeUInt16LE(part.method, 10)
    header.writeUInt32LE(record.crc32 ?? part.crc32, 16)
    header.writeUInt32LE(record.compressedSize ?? part.compressedSize, 20)
    header.writeUInt32LE(record.uncompressedSize ?? part.uncompressedSize, 24)
    header.writeUInt16LE(name.length, 28)
    header.writeUInt32LE(record.offset ?? part.offset, 42)
    push(header)
    push(name)
  }
  const directoryBytes = at - directoryOffset
  const entries = layout.declaredEntries ?? records.length
  if (entries >= 0xffff) {
    const zip64End = Buffer.alloc(56)
    zip64End.writeUInt32LE(0x06064b50, 0)
    zip64End.writeBigUInt64LE(44n, 4)
    zip64End.writeUInt16LE(45, 12)
    zip64End.writeUInt16LE(45, 14)
    zip64End.writeBigUInt64LE(BigInt(entries), 24)
    zip64End.writeBigUInt64LE(BigInt(entries), 32)
    zip64End.writeBigUInt64LE(BigInt(directoryBytes), 40)
    zip64End.writeBigUInt64LE(BigInt(directoryOffset), 48)
    const locator = Buffer.alloc(20)
    locator.writeUInt32LE(0x07064b50, 0)
    locator.writeBigUInt64LE(BigInt(at), 8)
    locator.writeUInt32LE(1, 16)
    push(zip64End)
    push(locator)
  }
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Math.min(entries, 0xffff), 8)
  end.writeUInt16LE(Math.min(entries, 0xffff), 10)
  end.writeUInt32LE(directoryBytes, 12)
  end.writeUInt32LE(directoryOffset, 16)
  push(end)
  return Buffer.concat(chunks)
}

/**
 * A copy of `zip` whose central directory declares `size` inflated bytes for `entryName`: a
 * writer's zip made to lie about one entry.
 */
export function withDeclaredSize(zip: Buffer, entryName: string, size: (declared: number) => number): Buffer {
  const patched = Buffer.from(zip)
  const name = Buffer.from(entryName)
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02])
  for (let at = patched.indexOf(signature); at >= 0; at = patched.indexOf(signature, at + 46)) {
    const nameLength = patched.readUInt16LE(at + 28)
    if (patched.subarray(at + 46, at + 46 + nameLength).equals(name)) {
      patched.writeUInt32LE(size(patched.readUInt32LE(at + 24)), at + 24)
      return patched
    }
  }
  throw new Error(`${entryName} is not in the zip`)
}
