import { countCollected } from './count-records.ts'
import type { CountedDay, SourceKind } from './export-types.ts'
import { ImportFileError } from './import-file-error.ts'
import { walkJson, type JsonFrame, type JsonVisitor } from './json-walk.ts'
import { DAY_MS, localDay, MINUTE_MS } from './local-time.ts'
import { StepRecordCollector } from './step-records.ts'

/** The name the app gives readings whose `source` it left null or out. */
const UNNAMED_SOURCE = 'Health Auto Export'
/** The one source of HealthKit's merged readings, whatever devices each names. */
const MERGED_SOURCE = 'Health (all devices)'

/**
 * Day-long readings held until the file ends, over all sources: a source is known to be a day's
 * only once all its readings are read. 100,000 is 27 years of days for ten sources.
 */
const MAX_DAY_READINGS = 100_000

/**
 * Readings of a metric whose name comes after its data, held until the name says whether they are
 * steps: the app writes the name first, so this only bounds a body that does not (two months of
 * minutes).
 */
const MAX_UNNAMED_READINGS = 100_000

/** `2026-11-20 08:01:00 +0100`, as the app writes every date (a `T` and `+01:00` are taken too). */
const READING_DATE = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.\d+)? ?([+-])(\d\d):?(\d\d)$/

/** A step reading: its start (ms UTC) and offset (minutes), its steps, and its `source` label. */
export interface HealthAutoExportReading {
  start: number
  offset: number
  value: number
  label: string | null
}

interface LabelState {
  source: number
  /** The local days of its readings while every one is at 00:00:00; undefined once one is not. */
  days: Set<number> | undefined
  /** Its readings while it may still be a source of day totals. */
  pending: HealthAutoExportReading[]
}

/**
 * The Health Auto Export iOS app's JSON (`{ "data": { "metrics": [ { "name", "units", "data":
 * [ { "date", "qty", "source" } ] } ] } }`): each `step_count` reading becomes a record from its
 * date, dated in the date's own offset, of the source its `source` label names (null or missing:
 * "Health Auto Export"); other metrics and the workouts are skipped unread.
 *
 * A reading spans what the app summed into it. The app sums per minute, hour or day as the member
 * chose, and says which only by the dates: a label whose readings are all at 00:00:00, one a day,
 * has day totals, and each spans its day; any other label's reading spans the minute it starts
 * (an hour's total at the hour's first minute counts on the same day, so nothing is lost by not
 * telling hours from minutes). Readings the app sent unaggregated come one device at a time, each
 * label a device that recorded the same walks as the others: labels are sources, ranked as an
 * import ranks devices. Aggregated readings are HealthKit's merge, which names the devices it merged
 * into each minute (`Apple Watch|iPhone` on most, `Apple Watch` on some): their labels are one
 * source, and readings of different minutes add whatever their labels.
 */
export class HealthAutoExportReader {
  private readonly labels = new Map<string, LabelState>()
  private pendingDays = 0

  constructor(private readonly collector: StepRecordCollector) {}

  read(input: AsyncIterable<Buffer>): Promise<void> {
    return walkJson(input, new StepReadingWalk((reading) => this.take(reading)))
  }

  /**
   * Adds what is still held: the readings of labels that turned out to hold day totals. When a
   * label names several devices, the file holds HealthKit's merged readings, one a minute, each
   * labelled with the devices that minute merged: its labels are one stream, not devices that each
   * recorded the same walks, so they become one source.
   */
  finish(): void {
    for (const label of this.labels.values()) {
      for (const reading of label.pending) this.add(label.source, reading, DAY_MS)
      label.pending = []
    }
    this.pendingDays = 0
    const names = [...this.labels.keys()]
    if (names.some((name) => name.includes('|'))) {
      const kind = names.some((name) => kindOfLabel(name) === 'watch') ? 'watch' : kindOfLabel(names.join('|'))
      this.collector.joinSources(new Set(names), MERGED_SOURCE, kind)
    }
  }

  /** Takes one reading, as the walk of a file finds it or a push brings it. */
  take(reading: HealthAutoExportReading): void {
    const label = this.labelState(reading.label)
    if (label.days && isDayReading(reading, label.days)) {
      if (++this.pendingDays > MAX_DAY_READINGS) {
        throw new ImportFileError('tooLarge', `more than ${MAX_DAY_READINGS} daily readings`)
      }
      label.days.add(localDay(reading.start, reading.offset))
      label.pending.push(reading)
      return
    }
    if (label.days) this.becomeMinutes(label)
    this.add(label.source, reading, MINUTE_MS)
  }

  /** A label with a reading that is not a day's total: what it held were minutes too. */
  private becomeMinutes(label: LabelState): void {
    for (const held of label.pending) this.add(label.source, held, MINUTE_MS)
    this.pendingDays -= label.pending.length
    label.pending = []
    label.days = undefined
  }

  private labelState(label: string | null): LabelState {
    const name = label?.trim() || UNNAMED_SOURCE
    let state = this.labels.get(name)
    if (!state) {
      state = { source: this.collector.sourceFor(name, kindOfLabel(name)), days: new Set(), pending: [] }
      this.labels.set(name, state)
    }
    return state
  }

  private add(source: number, reading: HealthAutoExportReading, span: number): void {
    this.collector.add(source, reading.start, reading.start + span, reading.offset, reading.value)
  }
}

/** At its day's 00:00:00, and the first of its label on that day. */
function isDayReading(reading: HealthAutoExportReading, days: ReadonlySet<number>): boolean {
  const local = reading.start + reading.offset * MINUTE_MS
  return local % DAY_MS === 0 && !days.has(localDay(reading.start, reading.offset))
}

/** A label naming a Watch is the watch's (`Apple Watch|iPhone` too), one naming an iPhone the phone's. */
export function kindOfLabel(label: string): SourceKind {
  if (/watch/i.test(label)) return 'watch'
  if (/iphone/i.test(label)) return 'phone'
  return 'app'
}

/** A reading's date as UTC ms and the offset (minutes) it was written in. */
export function parseReadingDate(text: string): { start: number; offset: number } | undefined {
  const match = READING_DATE.exec(text.trim())
  if (!match) return undefined
  const [, year, month, day, hour, minute, second, sign, offsetHours, offsetMinutes] = match
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes))
  const local = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second))
  return { start: local - offset * MINUTE_MS, offset }
}

type ReadingField = 'date' | 'qty' | 'source'
const READING_FIELDS = new Set<string>(['date', 'qty', 'source'])

/**
 * Picks the step readings out of the walk: the members of each object in a metric's `data`, and
 * the metric's `name`. The app writes the name before the data; readings of a metric whose name
 * is still unknown are held until its object closes.
 */
class StepReadingWalk implements JsonVisitor {
  private metricName: string | undefined
  private unnamed: HealthAutoExportReading[] = []
  private fields: Partial<Record<ReadingField, unknown>> | undefined

  constructor(private readonly onReading: (reading: HealthAutoExportReading) => void) {}

  open(frames: readonly JsonFrame[], array: boolean): void {
    if (frames.length === 0 && array) throw new ImportFileError('brokenFile', 'the JSON is not an object')
    if (!array && frames.length === 5 && inReadings(frames)) this.fields = {}
  }

  close(frames: readonly JsonFrame[]): void {
    if (frames.length === 5 && this.fields && inReadings(frames)) {
      this.reading(this.fields)
      this.fields = undefined
    } else if (frames.length === 3 && inMetrics(frames)) {
      if (this.metricName === 'step_count') for (const reading of this.unnamed) this.onReading(reading)
      this.unnamed = []
      this.metricName = undefined
    }
  }

  scalar(frames: readonly JsonFrame[], value: string | number | boolean | null): void {
    const key = frames.at(-1)?.key
    if (frames.length === 6 && this.fields && typeof key === 'string' && READING_FIELDS.has(key)) {
      if (inReadings(frames)) this.fields[key as ReadingField] = value
    } else if (frames.length === 4 && key === 'name' && inMetrics(frames)) {
      this.metricName = typeof value === 'string' ? value : undefined
    }
  }

  private reading(fields: Partial<Record<ReadingField, unknown>>): void {
    if (this.metricName !== undefined && this.metricName !== 'step_count') return
    if (typeof fields.qty !== 'number') return
    const date = typeof fields.date === 'string' ? parseReadingDate(fields.date) : undefined
    if (!date) throw new ImportFileError('brokenFile', `a reading's date reads "${String(fields.date)}"`)
    const label = typeof fields.source === 'string' ? fields.source : null
    const reading = { ...date, value: fields.qty, label }
    if (this.metricName === 'step_count') return this.onReading(reading)
    if (this.unnamed.length === MAX_UNNAMED_READINGS) {
      throw new ImportFileError('tooLarge', `more than ${MAX_UNNAMED_READINGS} readings before their metric's name`)
    }
    this.unnamed.push(reading)
  }
}

/** The first three frames are those around an item of `data.metrics` (`$.data.metrics[i]`). */
function inMetrics(frames: readonly JsonFrame[]): boolean {
  const [root, data, metrics] = frames
  return !root!.array && root!.key === 'data' && !data!.array && data!.key === 'metrics' && metrics!.array
}

/** The first five frames are those around an item of a metric's `data` (`$.data.metrics[i].data[j]`). */
function inReadings(frames: readonly JsonFrame[]): boolean {
  const [, , , metric, readings] = frames
  return inMetrics(frames) && !metric!.array && metric!.key === 'data' && readings!.array
}

/**
 * Steps per local day of the app's readings a push brought, counted as a file of them is: the same
 * spans, sources and order.
 */
export function countHealthAutoExportReadings(readings: Iterable<HealthAutoExportReading>): CountedDay[] {
  const collector = new StepRecordCollector()
  const reader = new HealthAutoExportReader(collector)
  for (const reading of readings) reader.take(reading)
  reader.finish()
  return countCollected(collector)
}
