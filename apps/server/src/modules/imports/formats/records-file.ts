import fs from 'node:fs/promises'
import type { ImportFormat } from './export-types.ts'
import type { StepRecords, StepSource } from './step-records.ts'

/**
 * The records file: "STEPREC1", a little-endian uint32 header length, a JSON header (format,
 * sources, count), zero padding to 8 bytes, then the columns start, end, value (float64),
 * source (uint16) and offset (int16): 28 bytes a record.
 */
const MAGIC = 'STEPREC1'
/** Bytes a record takes in the file. */
export const RECORD_BYTES = 28

export interface RecordsFileContent {
  format: ImportFormat
  sources: StepSource[]
  records: StepRecords
}

export async function writeRecordsFile(path: string, content: RecordsFileContent): Promise<void> {
  const { records } = content
  const header = Buffer.from(
    JSON.stringify({ format: content.format, sources: content.sources, count: records.count }),
    'utf8',
  )
  const prefix = Buffer.alloc(align8(12 + header.length))
  prefix.write(MAGIC, 0, 'latin1')
  prefix.writeUInt32LE(header.length, 8)
  header.copy(prefix, 12)
  const n = records.count
  const columns = [
    records.start.subarray(0, n),
    records.end.subarray(0, n),
    records.value.subarray(0, n),
    records.source.subarray(0, n),
    records.offset.subarray(0, n),
  ].map((column) => Buffer.from(column.buffer, column.byteOffset, column.byteLength))
  // Written from the columns themselves: a joined copy would take as much memory again.
  const file = await fs.open(path, 'w', 0o600)
  try {
    await file.writev([prefix, ...columns])
  } finally {
    await file.close()
  }
}

export async function readRecordsFile(path: string): Promise<RecordsFileContent> {
  const file = await fs.open(path, 'r')
  try {
    const size = (await file.stat()).size
    const lead = Buffer.alloc(12)
    await file.read(lead, 0, 12, 0)
    if (size < 12 || lead.toString('latin1', 0, 8) !== MAGIC) throw new Error(`${path} is not a records file`)
    const headerLength = lead.readUInt32LE(8)
    const headerBytes = Buffer.alloc(headerLength)
    await file.read(headerBytes, 0, headerLength, 12)
    const header = JSON.parse(headerBytes.toString('utf8')) as {
      format: ImportFormat
      sources: StepSource[]
      count: number
    }
    const n = header.count
    let at = align8(12 + headerLength)
    if (size !== at + n * RECORD_BYTES) throw new Error(`${path} is cut short or too long for ${n} records`)
    // Each column is read straight into its own array, aligned, without a copy of the file.
    const take = async <Column extends Float64Array | Uint16Array | Int16Array>(column: Column) => {
      const bytes = new Uint8Array(column.buffer)
      const { bytesRead } = await file.read(bytes, 0, bytes.length, at)
      if (bytesRead !== bytes.length) throw new Error(`${path} is cut short`)
      at += bytes.length
      return column
    }
    const start = await take(new Float64Array(n))
    const end = await take(new Float64Array(n))
    const value = await take(new Float64Array(n))
    const source = await take(new Uint16Array(n))
    const offset = await take(new Int16Array(n))
    return { format: header.format, sources: header.sources, records: { count: n, source, start, end, offset, value } }
  } finally {
    await file.close()
  }
}

function align8(length: number): number {
  return Math.ceil(length / 8) * 8
}
