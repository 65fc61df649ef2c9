import { countDays, defaultOrder, summarizeSources } from './count-days.ts'
import type { CountedDay, SourceKind } from './export-types.ts'
import { MAX_SOURCES, StepRecordCollector } from './step-records.ts'

/** Where the sources past MAX_SOURCES go. */
const OTHER_SOURCES = 'Other apps and devices'

/** A step record held in memory: what a phone app pushed rather than what a file holds. */
export interface LooseStepRecord {
  source: string
  kind: SourceKind
  /** ms UTC */
  start: number
  end: number
  /** The UTC offset, in minutes, of the local day the record's steps belong to. */
  offset: number
  value: number
}

/**
 * Steps per local day of records a phone app pushed, merged moment by moment in the order an
 * import ranks its sources by default (watches, then phones, other devices and apps), so a watch
 * and a phone recording the same walk count it once. Sources `leftOut` names count nothing, as
 * sources a member leaves out of an import.
 */
export function countRecordDays(
  records: readonly LooseStepRecord[],
  leftOut: (source: string) => boolean = () => false,
): CountedDay[] {
  const collector = new StepRecordCollector()
  for (const record of records) {
    // Pushes add up over time: sources past the most one count keeps are counted as one app.
    const crowded =
      collector.sources.length >= MAX_SOURCES - 1 && !collector.sources.some((s) => s.name === record.source)
    const source = crowded ? collector.sourceFor(OTHER_SOURCES, 'app') : collector.sourceFor(record.source, record.kind)
    collector.add(source, record.start, record.end, record.offset, record.value)
  }
  return countCollected(collector, leftOut)
}

/** Steps per local day of what a collector holds, its sources in an import's default order. */
export function countCollected(
  collector: StepRecordCollector,
  leftOut: (source: string) => boolean = () => false,
): CountedDay[] {
  const columns = collector.finish()
  const sources = collector.sources
  const order = defaultOrder(summarizeSources(columns, sources)).filter((index) => !leftOut(sources[index]!.name))
  return countDays(columns, sources.length, order)
}
