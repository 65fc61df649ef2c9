import { decodeXML } from 'entities'
import { typedSourceName } from './count-days.ts'
import type { SourceKind } from './export-types.ts'
import { ImportFileError } from './import-file-error.ts'
import type { StepRecordCollector } from './step-records.ts'

const STEP_TYPE = 'HKQuantityTypeIdentifierStepCount'
const STEP_TYPE_BYTES = Buffer.from(STEP_TYPE, 'latin1')
const CLOSING_TAG = '</HealthData>'
const RECORD_END_BYTES = Buffer.from('</Record>', 'latin1')
/** Apple's mark on a sample typed into the Health app rather than measured. */
const USER_ENTERED = /<MetadataEntry\s+key\s*=\s*(["'])HKWasUserEntered\1\s+value\s*=\s*(["'])1\2/
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
  /** The tag ends with `/>`: the record has no children, so no metadata to read. */
  selfClosing: boolean
}

/**
 * Reads Apple Health's export.xml for step records without parsing the XML around them: a full
 * SAX parser goes through some 40 MB/s, and a 1 GB export holds mostly heart rate and energy
 * records. The raw bytes are searched for the step type's name (Buffer.indexOf, several GB/s), and
 * only the `<Record …>` tag around each hit is parsed: attributes in any order, over any number
 * of lines, values entity-decoded; for a record with children, its metadata too, up to
 * `</Record>`. A tag cut by a chunk boundary is carried to the next chunk.
 *
 * Exports of iOS 8 and 9 name the source `source` instead of `sourceName` and write dates
 * `20151029081900+0100`; both are read.
 */
export class AppleHealthReader {
  private carry: Buffer | undefined
  private tail = ''
  /** Source by raw name, typed entries under the raw name prefixed with TYPED_KEY. */
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
      const recordEnd = this.tag.selfClosing ? end : buf.indexOf(RECORD_END_BYTES, end)
      if (recordEnd < 0) {
        if (buf.length - lt > MAX_TAG_BYTES) throw broken('a step Record never closes')
        this.carry = Buffer.from(buf.subarray(lt))
        this.keepTail(buf)
        return
      }
      this.addRecord(buf, !this.tag.selfClosing && isUserEntered(buf, end, recordEnd))
      consumed = recordEnd
      from = recordEnd
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
        tag.selfClosing = true
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
        case 'source':
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

  private addRecord(buf: Buffer, typed: boolean) {
    const tag = this.tag
    if (tag.startDateStart < 0 || tag.endDateStart < 0 || tag.valueStart < 0) {
      throw broken('a step Record has no startDate, endDate or value')
    }
    const source = typed ? this.typedSource(buf) : this.measuredSource(buf)
    const start = this.parseDate(buf, tag.startDateStart, tag.startDateEnd)
    const offset = this.offsetMinutes
    const end = this.parseDate(buf, tag.endDateStart, tag.endDateEnd)
    const value = parseNumber(buf, tag.valueStart, tag.valueEnd)
    this.collector.add(source, start, end, offset, value)
  }

  /** The source of a measured record; its kind settles with the first record naming a device. */
  private measuredSource(buf: Buffer): number {
    const tag = this.tag
    const rawName = this.rawSourceName(buf)
    let source = this.sourceByRawName.get(rawName)
    if (source === undefined || (tag.deviceStart >= 0 && !this.kindFromDevice.has(source))) {
      const name = sourceName(rawName)
      const device = tag.deviceStart < 0 ? undefined : decodeXML(buf.toString('utf8', tag.deviceStart, tag.deviceEnd))
      const kind = appleSourceKind(name, device)
      source = this.collector.sourceFor(name, kind)
      this.collector.sources[source]!.kind = kind
      this.sourceByRawName.set(rawName, source)
      if (device !== undefined) this.kindFromDevice.add(source)
    }
    return source
  }

  /**
   * Steps typed into the Health app (or by an app on the member's word) are a source of their own,
   * "<source> (typed)", an app whatever device wrote it: nobody measured them, so they are shown
   * in the preview but left out of the default order (see `defaultOrder`).
   */
  private typedSource(buf: Buffer): number {
    const rawName = this.rawSourceName(buf)
    const key = TYPED_KEY + rawName
    let source = this.sourceByRawName.get(key)
    if (source === undefined) {
      source = this.collector.sourceFor(typedSourceName(sourceName(rawName)), 'app')
      this.sourceByRawName.set(key, source)
    }
    return source
  }

  private rawSourceName(buf: Buffer): string {
    const tag = this.tag
    return tag.sourceStart < 0 ? '' : buf.toString('utf8', tag.sourceStart, tag.sourceEnd)
  }

  /**
   * `2024-01-01 09:50:00 +0100`, or `20240101095000+0100` as iOS 8 and 9 wrote it, → ms UTC;
   * leaves the offset in `this.offsetMinutes`.
   */
  private parseDate(buf: Buffer, start: number, end: number): number {
    const layout = end - start === DASHED.length ? DASHED : end - start === COMPACT.length ? COMPACT : undefined
    if (!layout || !separatorsMatch(buf, start, layout))
      throw broken(`a date reads "${buf.toString('utf8', start, end)}"`)
    const at = start + layout.offset
    const sign = buf[at] === 0x2d ? -1 : buf[at] === 0x2b ? 1 : Number.NaN
    if (Number.isNaN(sign)) throw broken('a date has no offset sign')
    const offset = sign * (twoDigits(buf, at + 1) * 60 + twoDigits(buf, at + 3))
    this.offsetMinutes = offset
    const field = (k: number) => twoDigits(buf, start + layout.fields[k]!)
    const ms = Date.UTC(field(0) * 100 + field(1), field(2) - 1, field(3), field(4), field(5), field(6))
    return ms - offset * 60_000
  }
}

/** Where a date layout puts its two-digit fields (century, year, month, day, h, m, s), its offset and separators. */
interface DateLayout {
  length: number
  fields: readonly number[]
  offset: number
  separators: readonly (readonly [at: number, byte: number])[]
}

const DASHED: DateLayout = {
  length: 25,
  fields: [0, 2, 5, 8, 11, 14, 17],
  offset: 20,
  separators: [
    [4, 0x2d],
    [7, 0x2d],
    [10, 0x20],
    [13, 0x3a],
    [16, 0x3a],
    [19, 0x20],
  ],
}

const COMPACT: DateLayout = { length: 19, fields: [0, 2, 4, 6, 8, 10, 12], offset: 14, separators: [] }

function separatorsMatch(buf: Buffer, start: number, layout: DateLayout): boolean {
  return layout.separators.every(([at, byte]) => buf[start + at] === byte)
}

/** Prefix of the key typed entries' sources are kept under, beside measured ones of the same name. */
const TYPED_KEY = '\u0000typed:'

function sourceName(rawName: string): string {
  return rawName.includes('&') ? decodeXML(rawName) : rawName || 'Apple Health'
}

/** Whether a record's children, between its start and end tags, mark it typed in by hand. */
function isUserEntered(buf: Buffer, from: number, to: number): boolean {
  return USER_ENTERED.test(buf.toString('latin1', from, to))
}

/**
 * Apps that write a wearable's steps into Apple Health, by source name, and the makers of such
 * wearables, as the record's device description names them. Garmin Connect writes as "Connect".
 * Export records carry no bundle identifier, so the name and the device are all there is to go by.
 */
const WEARABLE_APP =
  /^connect$|\bgarmin\b|\bfitbit\b|\bpolar\b|\bwithings\b|\bhealth mate\b|\boura\b|\bzepp\b|\bamazfit\b|\bmi fit|\bsuunto\b|\bcoros\b|\bwhoop\b|\bsamsung health\b|\bhuawei\b/i
const WEARABLE_MAKER =
  /manufacturer:\s*(garmin|fitbit|polar|withings|oura|zepp|amazfit|huami|suunto|coros|whoop|samsung|huawei)/i

/**
 * Watch, phone, another device or an app, from the record's device description and source name.
 * The app of a wearable (a Garmin, a Fitbit, an Oura ring…) ranks as a watch, not as an app or a
 * device: it is worn all day as an Apple Watch is, and the kinds rank watch > phone > device >
 * app, so only as a watch does the phone fill its gaps instead of its coarse records filling
 * the phone's (the moment merge then counted parts of one walk twice, one real day 444 steps
 * above the Garmin alone).
 */
export function appleSourceKind(name: string, device: string | undefined): SourceKind {
  if (device?.includes('model:Watch')) return 'watch'
  if (device?.includes('model:iPhone')) return 'phone'
  if (WEARABLE_APP.test(name.trim()) || (device !== undefined && WEARABLE_MAKER.test(device))) return 'watch'
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
  tag.selfClosing = false
}
