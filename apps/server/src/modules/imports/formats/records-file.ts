import fs from 'node:fs/promises'
import type { ImportFormat } from './export-types.ts'
import type { StepRecords, StepSource } from './step-records.ts'

/**
 * The records file: "STEPREC1", a little-endian uint32 header length, a JSON header (format,
 * sources, count), zero padding to 8 bytes, then the columns start, end, value (float64),
 * source (uint16) and offset (int16): 28 bytes a record.
 */
const MAGIC = 'STEPREC1'

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
  await fs.writeFile(path, Buffer.concat([prefix, ...columns]))
}

export async function readRecordsFile(path: string): Promise<RecordsFileContent> {
  const file = await fs.readFile(path)
  if (file.length < 12 || file.toString('latin1', 0, 8) !== MAGIC) throw new Error(`${path} is not a records file`)
  const headerLength = file.readUInt32LE(8)
  const header = JSON.parse(file.toString('utf8', 12, 12 + headerLength)) as {
    format: ImportFormat
    sources: StepSource[]
    count: number
  }
  const n = header.count
  let at = align8(12 + headerLength)
  if (file.length !== at + n * 28) throw new Error(`${path} is cut short or too long for ${n} records`)
  // Copies, so the columns are aligned whatever the buffer's offset.
  const take = (bytes: number) => {
    const copy = new Uint8Array(bytes)
    copy.set(file.subarray(at, at + bytes))
    at += bytes
    return copy.buffer
  }
  const start = new Float64Array(take(n * 8))
  const end = new Float64Array(take(n * 8))
  const value = new Float64Array(take(n * 8))
  const source = new Uint16Array(take(n * 2))
  const offset = new Int16Array(take(n * 2))
  return { format: header.format, sources: header.sources, records: { count: n, source, start, end, offset, value } }
}

function align8(length: number): number {
  return Math.ceil(length / 8) * 8
}
