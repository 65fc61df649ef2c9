import { decodeXML } from 'entities'
import type { SourceKind } from './export-types.ts'
import { ImportFileError } from './import-file-error.ts'
import type { StepRecordCollector } from './step-records.ts'

const STEP_TYPE = 'HKQuantityTypeIdentifierStepCount'
const STEP_TYPE_BYTES = Buffer.from(STEP_TYPE, 'latin1')
const CLOSING_TAG = '</HealthData>'
const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const EQUALS = 0x3d
/** No real Record tag is near this long; a longer one is garbage, not worth holding in memory. */
const MAX_TAG_BYTES = 1024 * 1024
const INCOMPLETE = -1
const NOT_A_STEP_RECORD = -2

/** Where one Record tag's attribute values sit in the buffer (-1: absent). */
interface RecordTag {
  typeStart: number
  typeEnd: number
  sourceStart: number
  sourceEnd: number
  deviceStart: number
  deviceEnd: number
  startDateStart: number
  startDateEnd: number
  endDateStart: number
  endDateEnd: number
  valueStart: number
  valueEnd: number
}

/**
 * Reads Apple Health's export.xml for step records without parsing the XML around them: a full
 * SAX parser goes through some 40 MB/s, and a 1 GB export holds mostly heart rate and energy
 * records. The raw bytes are searched for the step type's name (Buffer.indexOf, several GB/s), and
 * only the `<Record …>` tag around each hit is parsed: attributes in any order, over any number
 * of lines, values entity-decoded. A tag cut by a chunk boundary is carried to the next chunk.
 */
export class AppleHealthReader {
  private carry: Buffer | undefined
  private tail = ''
  private readonly sourceByRawName = new Map<string, number>()
  /** Sources whose kind came from a device attribute, which no later record changes. */
  private readonly kindFromDevice = new Set<number>()
  private readonly tag: RecordTag = emptyTag()
  private offsetMinutes = 0

  constructor(private readonly collector: StepRecordCollector) {}

  push(chunk: Buffer): void {
    if (chunk.length === 0) return
    const buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk
    this.carry = undefined
    let from = 0
    let consumed = 0
    for (;;) {
      const hit = buf.indexOf(STEP_TYPE_BYTES, from)
      if (hit < 0) break
      from = hit + STEP_TYPE_BYTES.length
      // The tag's start lies within a tag's length before the type name, or there is no tag.
      const lower = Math.max(consumed, hit - MAX_TAG_BYTES)
      const found = buf.subarray(lower, hit).lastIndexOf(LT)
      if (found < 0) continue
      const lt = lower + found
      const end = this.parseRecordTag(buf, lt)
      if (end === INCOMPLETE) {
        if (buf.length - lt > MAX_TAG_BYTES) throw broken('a Record tag never closes')
        this.carry = Buffer.from(buf.subarray(lt))
        this.keepTail(buf)
        return
      }
      if (end === NOT_A_STEP_RECORD) continue
      this.addRecord(buf)
      consumed = end
      from = end
    }
    // The last tag may be cut short; a step type name in it is found again with the next chunk.
    const lastLt = buf.lastIndexOf(LT)
    if (lastLt >= consumed && buf.length - lastLt <= MAX_TAG_BYTES) this.carry = Buffer.from(buf.subarray(lastLt))
    this.keepTail(buf)
  }

  /** Throws brokenFile when the document stops before its closing tag. */
  end(): void {
    if (!this.tail.trimEnd().endsWith(CLOSING_TAG)) {
      throw new ImportFileError('brokenFile', 'export.xml ends before </HealthData>')
    }
  }

  private keepTail(buf: Buffer) {
    this.tail = (this.tail + buf.toString('latin1', Math.max(0, buf.length - 64))).slice(-64)
  }

  /** Fills `this.tag`; answers the index after the tag, INCOMPLETE or NOT_A_STEP_RECORD. */
  private parseRecordTag(buf: Buffer, lt: number): number {
    const n = buf.length
    if (lt + 8 > n) return INCOMPLETE
    if (buf.toString('latin1', lt + 1, lt + 7) !== 'Record' || !isSpace(buf[lt + 7]!)) return NOT_A_STEP_RECORD
    const tag = this.tag
    resetTag(tag)
    let p = lt + 7
    for (;;) {
      while (p < n && isSpace(buf[p]!)) p++
      if (p >= n) return INCOMPLETE
      const c = buf[p]!
      if (c === GT) {
        p++
        break
      }
      if (c === SLASH) {
        if (p + 1 >= n) return INCOMPLETE
        if (buf[p + 1] !== GT) throw broken('a Record tag has a stray "/"')
        p += 2
        break
      }
      const nameStart = p
      while (p < n && buf[p] !== EQUALS && !isSpace(buf[p]!)) p++
      const nameEnd = p
      while (p < n && isSpace(buf[p]!)) p++
      if (p >= n) return INCOMPLETE
      if (buf[p] !== EQUALS) throw broken('a Record attribute has no value')
      p++
      while (p < n && isSpace(buf[p]!)) p++
      if (p >= n) return INCOMPLETE
      const quote = buf[p]!
      if (quote !== 0x22 && quote !== 0x27) throw broken('a Record attribute value is not quoted')
      const valueStart = p + 1
      const valueEnd = buf.indexOf(quote, valueStart)
      if (valueEnd < 0) return INCOMPLETE
      p = valueEnd + 1
      switch (buf.toString('latin1', nameStart, nameEnd)) {
        case 'type':
          tag.typeStart = valueStart
          tag.typeEnd = valueEnd
          break
        case 'sourceName':
          tag.sourceStart = valueStart
          tag.sourceEnd = valueEnd
          break
        case 'device':
          tag.deviceStart = valueStart
          tag.deviceEnd = valueEnd
          break
        case 'startDate':
          tag.startDateStart = valueStart
          tag.startDateEnd = valueEnd
          break
        case 'endDate':
          tag.endDateStart = valueStart
          tag.endDateEnd = valueEnd
          break
        case 'value':
          tag.valueStart = valueStart
          tag.valueEnd = valueEnd
          break
      }
    }
    if (tag.typeStart < 0 || buf.toString('latin1', tag.typeStart, tag.typeEnd) !== STEP_TYPE) return NOT_A_STEP_RECORD
    return p
  }

  private addRecord(buf: Buffer) {
    const tag = this.tag
    if (tag.startDateStart < 0 || tag.endDateStart < 0 || tag.valueStart < 0) {
      throw broken('a step Record has no startDate, endDate or value')
    }
    const rawName = tag.sourceStart < 0 ? '' : buf.toString('utf8', tag.sourceStart, tag.sourceEnd)
    let source = this.sourceByRawName.get(rawName)
    if (source === undefined || (tag.deviceStart >= 0 && !this.kindFromDevice.has(source))) {
      const name = rawName.includes('&') ? decodeXML(rawName) : rawName || 'Apple Health'
      const device = tag.deviceStart < 0 ? undefined : decodeXML(buf.toString('utf8', tag.deviceStart, tag.deviceEnd))
      const kind = appleSourceKind(name, device)
      source = this.collector.sourceFor(name, kind)
      this.collector.sources[source]!.kind = kind
      this.sourceByRawName.set(rawName, source)
      if (device !== undefined) this.kindFromDevice.add(source)
    }
    const start = this.parseDate(buf, tag.startDateStart, tag.startDateEnd)
    const offset = this.offsetMinutes
    const end = this.parseDate(buf, tag.endDateStart, tag.endDateEnd)
    const value = parseNumber(buf, tag.valueStart, tag.valueEnd)
    this.collector.add(source, start, end, offset, value)
  }

  /** `2024-01-01 09:50:00 +0100` → ms UTC; leaves the offset in `this.offsetMinutes`. */
  private parseDate(buf: Buffer, start: number, end: number): number {
    if (end - start !== 25 || buf[start + 19] !== 0x20)
      throw broken(`a date reads "${buf.toString('utf8', start, end)}"`)
    const sign = buf[start + 20] === 0x2d ? -1 : 1
    const offset = sign * (twoDigits(buf, start + 21) * 60 + twoDigits(buf, start + 23))
    this.offsetMinutes = offset
    const year = twoDigits(buf, start) * 100 + twoDigits(buf, start + 2)
    const ms = Date.UTC(
      year,
      twoDigits(buf, start + 5) - 1,
      twoDigits(buf, start + 8),
      twoDigits(buf, start + 11),
      twoDigits(buf, start + 14),
      twoDigits(buf, start + 17),
    )
    return ms - offset * 60_000
  }
}

/** Watch, phone, another device or an app, from the record's device description and source name. */
export function appleSourceKind(name: string, device: string | undefined): SourceKind {
  if (device?.includes('model:Watch')) return 'watch'
  if (device?.includes('model:iPhone')) return 'phone'
  if (name.includes('Watch')) return 'watch'
  if (name.includes('iPhone')) return 'phone'
  return device === undefined ? 'app' : 'device'
}

function twoDigits(buf: Buffer, at: number): number {
  const high = buf[at]! - 48
  const low = buf[at + 1]! - 48
  if (high < 0 || high > 9 || low < 0 || low > 9) throw broken('a date has a non-digit')
  return high * 10 + low
}

function parseNumber(buf: Buffer, start: number, end: number): number {
  let result = 0
  for (let i = start; i < end; i++) {
    const digit = buf[i]! - 48
    if (digit < 0 || digit > 9) return Number(buf.toString('latin1', start, end))
    result = result * 10 + digit
  }
  return end > start ? result : Number.NaN
}

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09
}

function broken(detail: string): ImportFileError {
  return new ImportFileError('brokenFile', detail)
}

function emptyTag(): RecordTag {
  const tag = {} as RecordTag
  resetTag(tag)
  return tag
}

function resetTag(tag: RecordTag) {
  tag.typeStart = tag.typeEnd = -1
  tag.sourceStart = tag.sourceEnd = -1
  tag.deviceStart = tag.deviceEnd = -1
  tag.startDateStart = tag.startDateEnd = -1
  tag.endDateStart = tag.endDateEnd = -1
  tag.valueStart = tag.valueEnd = -1
}
