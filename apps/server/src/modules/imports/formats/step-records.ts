import type { SourceKind } from './export-types.ts'
import { ImportFileError } from './import-file-error.ts'

/** Far more devices and apps than anyone's export names; a file with more is not an export. */
export const MAX_SOURCES = 200
/** Longer names are cut: they are shown, stored with the preview and sent back by the member. */
export const MAX_SOURCE_NAME = 200
/** A step record spans minutes, an hour, or a day for day-level formats; longer spans are not steps. */
const MAX_RECORD_MS = 2 * 24 * 60 * 60 * 1000
/** Steps from before 2000 are no one's: such dates are a broken clock or a made-up file. */
const EARLIEST_MS = Date.UTC(2000, 0, 1)
const LATEST_AHEAD_MS = 3 * 24 * 60 * 60 * 1000
/**
 * The most step records one import holds: some 5× the largest real export (a 2 GB Apple export
 * holds about 700,000; five years of Fitbit minutes with steps, under a million). It keeps a
 * file's records, sorted, to about 150 MB however the file is made; more is refused as too large.
 * It also keeps a record's place within 23 bits, which the sort below packs beside its start.
 */
export const MAX_RECORDS = 4_000_000

/**
 * Step records in columns: record i spans [start[i], end[i]) in ms UTC, belongs to source
 * source[i], carries value[i] steps and is dated on the local day of its own UTC offset
 * (offset[i], minutes). Columns keep 700,000 records near 20 MB instead of as many objects.
 */
export interface StepRecords {
  count: number
  source: Uint16Array
  start: Float64Array
  end: Float64Array
  offset: Int16Array
  value: Float64Array
}

export interface StepSource {
  name: string
  kind: SourceKind
}

/** Records a block holds (2^16, so a record's place is its block and index in one uint32): 1.8 MB. */
const BLOCK_BITS = 16
const BLOCK = 1 << BLOCK_BITS
const IN_BLOCK = BLOCK - 1

/**
 * Grows as a reader finds records, a block at a time, so growing never copies what it holds.
 * `finish` sorts them by source, then start, into columns, a column at a time.
 */
export class StepRecordCollector {
  readonly sources: StepSource[] = []
  private readonly sourceIndex = new Map<string, number>()
  private blocks: StepRecords[] = []
  private last: StepRecords = allocate(0)
  private total = 0

  /** The index of the named source, created with `kind` when first seen. */
  sourceFor(fullName: string, kind: SourceKind): number {
    const name = fullName.slice(0, MAX_SOURCE_NAME)
    let index = this.sourceIndex.get(name)
    if (index === undefined) {
      if (this.sources.length === MAX_SOURCES) {
        throw new ImportFileError('brokenFile', `more than ${MAX_SOURCES} devices and apps`)
      }
      index = this.sources.length
      this.sources.push({ name, kind })
      this.sourceIndex.set(name, index)
    }
    return index
  }

  /**
   * Keeps a record of steps; one without steps, spanning more than two days, or dated before 2000
   * or days ahead of now is left out, so no file can make the counting walk years per record.
   */
  add(source: number, start: number, end: number, offsetMinutes: number, value: number): void {
    if (!Number.isFinite(value) || value <= 0 || !Number.isFinite(start) || !Number.isFinite(end)) return
    if (end - start > MAX_RECORD_MS || start < EARLIEST_MS || start > Date.now() + LATEST_AHEAD_MS) return
    if (this.total === MAX_RECORDS) {
      throw new ImportFileError('tooLarge', `more than ${MAX_RECORDS} step records`)
    }
    this.total += 1
    let block = this.last
    if (block.count === block.source.length) {
      block = this.last = allocate(BLOCK)
      this.blocks.push(block)
    }
    const i = block.count++
    block.source[i] = source
    block.start[i] = start
    block.end[i] = end < start ? start : end
    block.offset[i] = offsetMinutes
    block.value[i] = value
  }

  /**
   * Makes the named sources one, called `name`, of `kind`: their records are kept as they are, as
   * that source's. Sources are numbered again in the order they were first seen.
   */
  joinSources(names: ReadonlySet<string>, name: string, kind: SourceKind): void {
    const joined = this.sources.findIndex((source) => names.has(source.name))
    if (joined < 0) return
    const renumbered = new Uint16Array(this.sources.length)
    const kept: StepSource[] = []
    this.sources.forEach((source, index) => {
      if (names.has(source.name) && index !== joined) return
      renumbered[index] = kept.length
      kept.push(index === joined ? { name, kind } : source)
    })
    this.sources.forEach((source, index) => {
      if (names.has(source.name)) renumbered[index] = renumbered[joined]!
    })
    for (const block of this.blocks) {
      for (let i = 0; i < block.count; i++) block.source[i] = renumbered[block.source[i]!]!
    }
    this.sources.splice(0, this.sources.length, ...kept)
    this.sourceIndex.clear()
    kept.forEach((source, index) => this.sourceIndex.set(source.name, index))
  }

  get count(): number {
    return this.total
  }

  /**
   * The records sorted by source, then start. They are sorted by their places in the blocks and
   * gathered into columns straight from the blocks, each block column let go once gathered: the
   * largest export holds its records and one more column at once, not two copies of everything.
   */
  finish(): StepRecords {
    const blocks = this.blocks
    const count = this.total
    this.blocks = []
    this.last = allocate(0)
    this.total = 0
    const order = sortedPlaces(blocks, count)
    const gather = <Column extends Uint16Array | Int16Array | Float64Array>(
      take: (block: StepRecords) => Column,
      make: new (length: number) => Column,
    ): Column => {
      const out = new make(count)
      for (let i = 0; i < count; i++) {
        const place = order[i]!
        out[i] = take(blocks[place >>> BLOCK_BITS]!)[place & IN_BLOCK]!
      }
      return out
    }
    const empty = allocate(0)
    const end = gather((block) => block.end, Float64Array)
    for (const block of blocks) block.end = empty.end
    const offset = gather((block) => block.offset, Int16Array)
    for (const block of blocks) block.offset = empty.offset
    const value = gather((block) => block.value, Float64Array)
    for (const block of blocks) block.value = empty.value
    const start = gather((block) => block.start, Float64Array)
    for (const block of blocks) block.start = empty.start
    const source = gather((block) => block.source, Uint16Array)
    const records = { count, source, start, end, offset, value }
    countRepeatsOnce(records)
    return records
  }
}

/**
 * A source's records of the same span count once, as the largest of them: a device that synced a
 * record twice, a day listed twice, a minute a file names twice. The records are sorted by source,
 * then start, so each run of one source and start is looked through for equal ends; the others'
 * values become 0.
 */
function countRepeatsOnce(records: StepRecords): void {
  const { count, source, start, end, value } = records
  for (let run = 0; run < count;) {
    let after = run + 1
    while (after < count && source[after] === source[run] && start[after] === start[run]) after++
    for (let i = run; i < after; i++) {
      for (let j = i + 1; j < after; j++) {
        if (end[j] !== end[i] || value[i] === 0) continue
        value[i] = Math.max(value[i]!, value[j]!)
        value[j] = 0
      }
    }
    run = after
  }
}

const PLACE_BITS = 23
const PLACES = 2 ** PLACE_BITS
const LOW_START_BITS = 32 - PLACE_BITS
const LOW_STARTS = 2 ** LOW_START_BITS

/**
 * The records' places (block << 16 | index) in order of source, then start. Records are counted
 * into one run per source, and each run is sorted by a 64-bit key, the start's milliseconds since
 * 2000 (41 bits, to 2069) above the record's place (23 bits), with the typed array's own numeric
 * sort: a comparator written in JavaScript makes V8 copy the keys into two heap arrays, which for
 * millions of records took more memory than the records themselves.
 */
function sortedPlaces(blocks: readonly StepRecords[], count: number): Uint32Array {
  if (count > PLACES) throw new ImportFileError('tooLarge', `more than ${PLACES} step records`)
  const runStart = new Uint32Array(MAX_SOURCES + 1)
  for (const block of blocks) for (let i = 0; i < block.count; i++) runStart[block.source[i]! + 1]!++
  for (let s = 0; s < MAX_SOURCES; s++) runStart[s + 1]! += runStart[s]!
  const keys = new BigUint64Array(count)
  // The same memory as pairs of 32-bit words (little-endian: low word first), written with exact
  // integer arithmetic instead of one BigInt a record.
  const words = new Uint32Array(keys.buffer)
  const next = runStart.slice()
  blocks.forEach((block, b) => {
    for (let i = 0; i < block.count; i++) {
      // Every block but the last is full, so places run 0 … count - 1.
      const place = (b << BLOCK_BITS) | i
      const since = Math.floor(block.start[i]! - EARLIEST_MS)
      const at = next[block.source[i]!]!++
      words[2 * at] = (since % LOW_STARTS) * PLACES + place
      words[2 * at + 1] = Math.floor(since / LOW_STARTS)
    }
  })
  for (let s = 0; s < MAX_SOURCES; s++) keys.subarray(runStart[s], runStart[s + 1]).sort()
  const order = new Uint32Array(count)
  for (let at = 0; at < count; at++) order[at] = words[2 * at]! % PLACES
  return order
}

function allocate(capacity: number): StepRecords {
  return {
    count: 0,
    source: new Uint16Array(capacity),
    start: new Float64Array(capacity),
    end: new Float64Array(capacity),
    offset: new Int16Array(capacity),
    value: new Float64Array(capacity),
  }
}
