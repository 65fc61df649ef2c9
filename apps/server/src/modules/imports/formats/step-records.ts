import type { SourceKind } from './export-types.ts'
import { ImportFileError } from './import-file-error.ts'

/** Far more devices and apps than anyone's export names; a file with more is not an export. */
export const MAX_SOURCES = 200
/** Longer names are cut: they are shown, stored with the preview and sent back by the member. */
const MAX_SOURCE_NAME = 200
/** A step record spans minutes, an hour, or a day for day-level formats; longer spans are not steps. */
const MAX_RECORD_MS = 2 * 24 * 60 * 60 * 1000
/** Steps from before 2000 are no one's: such dates are a broken clock or a made-up file. */
const EARLIEST_MS = Date.UTC(2000, 0, 1)
const LATEST_AHEAD_MS = 3 * 24 * 60 * 60 * 1000

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

  get count(): number {
    return this.blocks.reduce((sum, block) => sum + block.count, 0)
  }

  /**
   * The records sorted by source, then start. They are sorted by their places in the blocks and
   * gathered into columns straight from the blocks, each block column let go once gathered: the
   * largest export holds its records and one more column at once, not two copies of everything.
   */
  finish(): StepRecords {
    const blocks = this.blocks
    this.blocks = []
    this.last = allocate(0)
    let count = 0
    for (const block of blocks) count += block.count
    const order = new Uint32Array(count)
    let at = 0
    blocks.forEach((block, b) => {
      for (let i = 0; i < block.count; i++) order[at++] = (b << BLOCK_BITS) | i
    })
    const sourceAt = (place: number) => blocks[place >>> BLOCK_BITS]!.source[place & IN_BLOCK]!
    const startAt = (place: number) => blocks[place >>> BLOCK_BITS]!.start[place & IN_BLOCK]!
    order.sort((a, b) => sourceAt(a) - sourceAt(b) || startAt(a) - startAt(b))

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
    return { count, source, start, end, offset, value }
  }
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
