import type { SourceKind } from './export-types.ts'

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

/** Grows as a reader finds records; `finish` sorts them by source, then start. */
export class StepRecordCollector {
  readonly sources: StepSource[] = []
  private readonly sourceIndex = new Map<string, number>()
  private records = allocate(4096)

  /** The index of the named source, created with `kind` when first seen. */
  sourceFor(name: string, kind: SourceKind): number {
    let index = this.sourceIndex.get(name)
    if (index === undefined) {
      if (this.sources.length === 0xffff) throw new RangeError('Too many step sources in one export')
      index = this.sources.length
      this.sources.push({ name, kind })
      this.sourceIndex.set(name, index)
    }
    return index
  }

  add(source: number, start: number, end: number, offsetMinutes: number, value: number): void {
    if (!Number.isFinite(value) || value <= 0 || !Number.isFinite(start) || !Number.isFinite(end)) return
    let records = this.records
    if (records.count === records.source.length) records = this.records = grow(records)
    const i = records.count++
    records.source[i] = source
    records.start[i] = start
    records.end[i] = end < start ? start : end
    records.offset[i] = offsetMinutes
    records.value[i] = value
  }

  get count(): number {
    return this.records.count
  }

  finish(): StepRecords {
    return sortBySourceThenStart(this.records)
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

function grow(records: StepRecords): StepRecords {
  const bigger = allocate(records.source.length * 2)
  bigger.count = records.count
  bigger.source.set(records.source)
  bigger.start.set(records.start)
  bigger.end.set(records.end)
  bigger.offset.set(records.offset)
  bigger.value.set(records.value)
  return bigger
}

/**
 * The records sorted by source, then start. Columns are put in order one at a time, so the
 * largest export holds its records and one more column at once, not two copies of everything.
 */
function sortBySourceThenStart(records: StepRecords): StepRecords {
  const { count } = records
  const sorted: StepRecords = {
    count,
    source: records.source.subarray(0, count),
    start: records.start.subarray(0, count),
    end: records.end.subarray(0, count),
    offset: records.offset.subarray(0, count),
    value: records.value.subarray(0, count),
  }
  const { source, start } = sorted
  let inOrder = true
  for (let i = 1; i < count && inOrder; i++) {
    inOrder = source[i - 1]! < source[i]! || (source[i - 1] === source[i] && start[i - 1]! <= start[i]!)
  }
  if (inOrder) return sorted
  const order = new Uint32Array(count)
  for (let i = 0; i < count; i++) order[i] = i
  order.sort((a, b) => source[a]! - source[b]! || start[a]! - start[b]!)
  sorted.end = inOrderOf(sorted.end, order)
  sorted.offset = inOrderOf(sorted.offset, order)
  sorted.value = inOrderOf(sorted.value, order)
  sorted.start = inOrderOf(sorted.start, order)
  sorted.source = inOrderOf(sorted.source, order)
  return sorted
}

function inOrderOf<Column extends Uint16Array | Int16Array | Float64Array>(column: Column, order: Uint32Array): Column {
  const out = new (column.constructor as new (length: number) => Column)(order.length)
  for (let i = 0; i < order.length; i++) out[i] = column[order[i]!]!
  return out
}
