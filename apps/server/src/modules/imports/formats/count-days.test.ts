import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countDays, defaultOrder, summarizeSources } from './count-days.ts'
import { StepRecordCollector, type StepRecords } from './step-records.ts'

const at = (iso: string) => Date.parse(iso)
const MIN = 60_000

function collect(
  sources: { name: string; kind: 'watch' | 'phone' | 'device' | 'app' }[],
  records: [source: number, start: string, end: string, value: number, offsetMinutes?: number][],
) {
  const collector = new StepRecordCollector()
  for (const { name, kind } of sources) collector.sourceFor(name, kind)
  for (const [source, start, end, value, offset = 0] of records) {
    collector.add(source, at(start), at(end), offset, value)
  }
  return { records: collector.finish(), sources: collector.sources }
}

const WATCH = 0
const PHONE = 1
const APP = 2
const sources = [
  { name: 'Phone', kind: 'phone' as const },
  { name: 'Watch', kind: 'watch' as const },
  { name: 'App', kind: 'app' as const },
]

describe('countDays', () => {
  // Source indexes: phone 0, watch 1, app 2 (the default order must still put the watch first).
  const { records } = collect(sources, [
    [1, '2024-01-01T09:00:00Z', '2024-01-01T09:10:00Z', 600],
    [0, '2024-01-01T09:00:00Z', '2024-01-01T09:10:00Z', 580],
    [0, '2024-01-01T09:05:00Z', '2024-01-01T09:15:00Z', 200],
    [0, '2024-01-01T12:00:00Z', '2024-01-01T12:10:00Z', 300],
    [2, '2024-01-01T09:00:00Z', '2024-01-01T09:10:00Z', 50],
    [2, '2024-01-01T07:00:00Z', '2024-01-01T07:10:00Z', 70],
  ])

  it('counts a walk that the watch and the phone both recorded once, and what only the phone saw', () => {
    // The merge: watch 600; phone: the copy 0, half of the shifted record 100, its own walk 300;
    // app 70, 1070 in all. The phone alone saw 1080 (580 + 200 + 300), and the day is never less
    // than one source's; the busiest hour is 09:00, the phone's 780, so the hours allow 1150.
    expect(countDays(records, 3, [1, 0, 2])).toEqual([{ date: '2024-01-01', steps: 1080 }])
  })

  it('follows another priority and leaves excluded sources out', () => {
    // phone 580 + 200 + 300; the watch's walk is the phone's copy; the app's 07:00 record
    expect(countDays(records, 3, [0, 1, 2])).toEqual([{ date: '2024-01-01', steps: 1150 }])
    expect(countDays(records, 3, [1, 2])).toEqual([{ date: '2024-01-01', steps: 670 }])
    expect(countDays(records, 3, [])).toEqual([])
  })

  it('adds up records of the same source even where they overlap', () => {
    expect(countDays(records, 3, [0])).toEqual([{ date: '2024-01-01', steps: 1080 }])
  })

  it('splits a record crossing local midnight pro rata, on its own offset', () => {
    const crossing = collect(sources, [
      // 23:50–00:10 at +01:00: half on each local day
      [WATCH, '2024-01-01T22:50:00Z', '2024-01-01T23:10:00Z', 400, 60],
      // 20:30–20:40 at -05:00 on Jan 1 is 01:30 UTC on Jan 2
      [PHONE, '2024-01-02T01:30:00Z', '2024-01-02T01:40:00Z', 90, -300],
      // a quarter of this one is before midnight UTC
      [APP, '2024-01-03T23:45:00Z', '2024-01-04T00:45:00Z', 100],
    ])
    expect(countDays(crossing.records, 3, [0, 1, 2])).toEqual([
      { date: '2024-01-01', steps: 290 },
      { date: '2024-01-02', steps: 200 },
      { date: '2024-01-03', steps: 25 },
      { date: '2024-01-04', steps: 75 },
    ])
  })

  it('counts a zero-length record unless its instant is covered, and rounds each day once', () => {
    const instants = collect(sources, [
      [WATCH, '2024-01-01T10:00:00Z', '2024-01-01T10:03:00Z', 50],
      [PHONE, '2024-01-01T10:01:00Z', '2024-01-01T10:01:00Z', 40],
      [PHONE, '2024-01-01T11:00:00Z', '2024-01-01T11:00:00Z', 7],
      // The app's covered walk at noon leaves the hours room, so a wrongly counted 40 would show.
      [WATCH, '2024-01-01T12:00:00Z', '2024-01-01T13:00:00Z', 10],
      [APP, '2024-01-01T12:00:00Z', '2024-01-01T12:10:00Z', 60],
      // 0.4 three times: rounded once to 1, not three times to 0
      [APP, '2024-01-01T08:00:00Z', '2024-01-01T08:01:00Z', 0.4],
      [APP, '2024-01-01T08:10:00Z', '2024-01-01T08:11:00Z', 0.4],
      [APP, '2024-01-01T08:20:00Z', '2024-01-01T08:21:00Z', 0.4],
    ])
    // 50 + 7 + 10 + 1.2 = 68.2: between the largest source (the app's 61.2) and the hours (118.2)
    expect(countDays(instants.records, 3, [0, 1, 2])).toEqual([{ date: '2024-01-01', steps: 68 }])
  })

  it('counts a walk two devices recorded at different lengths no more than the busier saw in the hour', () => {
    // A watch's 5 minutes inside a Garmin's quarter hour: the merge keeps 500 and the Garmin's
    // last 10 minutes (400), 900, but no device saw more than 600 in that hour.
    const walk = collect(
      [
        { name: 'Watch', kind: 'watch' },
        { name: 'Garmin', kind: 'device' },
      ],
      [
        [0, '2024-01-01T10:00:00Z', '2024-01-01T10:05:00Z', 500],
        [1, '2024-01-01T10:00:00Z', '2024-01-01T10:15:00Z', 600],
      ],
    )
    expect(countDays(walk.records, 2, [0, 1])).toEqual([{ date: '2024-01-01', steps: 600 }])
    expect(countDays(walk.records, 2, [1, 0])).toEqual([{ date: '2024-01-01', steps: 600 }])
  })

  it('counts a day no lower than one source alone saw', () => {
    // The watch was worn all morning but missed the walk the phone in a pocket recorded: the
    // merge keeps the watch's 120 and covers the phone's 2000, but the day is the phone's 2000.
    const walk = collect(sources, [
      [WATCH, '2024-01-01T09:00:00Z', '2024-01-01T12:00:00Z', 120],
      [PHONE, '2024-01-01T09:10:00Z', '2024-01-01T09:40:00Z', 2000],
      [PHONE, '2024-01-02T09:10:00Z', '2024-01-02T09:40:00Z', 300],
    ])
    expect(countDays(walk.records, 3, [WATCH, PHONE])).toEqual([
      { date: '2024-01-01', steps: 2000 },
      { date: '2024-01-02', steps: 300 },
    ])
  })

  it('holds every day between the largest source and the sum of each hour’s largest source', () => {
    const OFFSETS = [-300, 0, 60, 330]
    const BASE = at('2024-03-01T12:00:00Z')
    const record = fc.record({
      source: fc.nat({ max: 3 }),
      startMinute: fc.integer({ min: 0, max: 36 * 60 }),
      minutes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 240 })),
      offset: fc.constantFrom(...OFFSETS),
      value: fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.double({ min: 0.1, max: 50, noNaN: true })),
    })
    const order = fc.shuffledSubarray([0, 1, 2, 3])
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), order, (generated, included) => {
        const collector = new StepRecordCollector()
        for (let s = 0; s < 4; s++) collector.sourceFor(`source ${s}`, 'device')
        for (const r of generated) {
          const start = BASE + r.startMinute * MIN
          collector.add(r.source, start, start + r.minutes * MIN, r.offset, r.value)
        }
        const columns = collector.finish()
        const { largest, hourly } = boundsByMinute(columns, included)
        const counted = new Map(countDays(columns, 4, included).map((day) => [day.date, day.steps]))
        for (const date of new Set([...largest.keys(), ...counted.keys()])) {
          const steps = counted.get(date) ?? 0
          // The count is rounded once; the bounds are not.
          expect(steps, date).toBeGreaterThanOrEqual((largest.get(date) ?? 0) - 0.5 - 1e-6)
          expect(steps, date).toBeLessThanOrEqual((hourly.get(date) ?? 0) + 0.5 + 1e-6)
        }
      }),
      { seed: 20240301, numRuns: 500 },
    )
  })

  it('orders watches, phones, devices and apps, more steps first within a kind', () => {
    const summaries = summarizeSources(records, sources)
    expect(summaries).toEqual([
      { name: 'Phone', kind: 'phone', days: 1, steps: 1080 },
      { name: 'Watch', kind: 'watch', days: 1, steps: 600 },
      { name: 'App', kind: 'app', days: 1, steps: 120 },
    ])
    expect(defaultOrder(summaries)).toEqual([1, 0, 2])
    expect(
      defaultOrder([
        { name: 'a', kind: 'device', days: 1, steps: 5 },
        { name: 'b', kind: 'device', days: 1, steps: 9 },
        { name: 'c', kind: 'app', days: 1, steps: 99 },
      ]),
    ).toEqual([1, 0, 2])
  })

  it('counts 700,000 records in well under a second', () => {
    const collector = new StepRecordCollector()
    collector.sourceFor('Watch', 'watch')
    collector.sourceFor('Phone', 'phone')
    const start = at('2021-01-01T00:00:00Z')
    for (let i = 0; i < 350_000; i++) {
      const t = start + i * 4 * MIN
      collector.add(0, t, t + 2 * MIN, 60, 100)
      collector.add(1, t + MIN, t + 3 * MIN, 60, 100)
    }
    const many = collector.finish()
    const started = performance.now()
    const days = countDays(many, 2, [0, 1])
    expect(performance.now() - started).toBeLessThan(1000)
    // The merge keeps the watch's 100 and half the phone's shifted 100 every 4 minutes, but in
    // every hour each device saw 1500: the day is 100 every 4 minutes.
    expect(days.reduce((sum, day) => sum + day.steps, 0)).toBe(350_000 * 100)
  })
})

/**
 * The rule's bounds per local date, worked out minute by minute apart from the code under test:
 * each record of a whole number of minutes puts an equal share into each of its minutes, and an
 * instant all of its value into its minute; a minute belongs to the local hour and day of the
 * record's offset.
 */
function boundsByMinute(records: StepRecords, included: readonly number[]) {
  const HOUR = 60 * MIN
  const perSource = included.map(() => new Map<number, number>())
  for (let i = 0; i < records.count; i++) {
    const k = included.indexOf(records.source[i]!)
    if (k < 0) continue
    const hours = perSource[k]!
    const start = records.start[i]!
    const minutes = Math.round((records.end[i]! - start) / MIN)
    const shift = records.offset[i]! * MIN
    for (let m = 0; m < Math.max(1, minutes); m++) {
      const hour = Math.floor((start + m * MIN + shift) / HOUR)
      hours.set(hour, (hours.get(hour) ?? 0) + records.value[i]! / Math.max(1, minutes))
    }
  }
  const date = (hour: number) => new Date(Math.floor(hour / 24) * 24 * HOUR).toISOString().slice(0, 10)
  const largest = new Map<string, number>()
  const hourly = new Map<string, number>()
  const busiest = new Map<number, number>()
  for (const hours of perSource) {
    const days = new Map<string, number>()
    for (const [hour, steps] of hours) {
      days.set(date(hour), (days.get(date(hour)) ?? 0) + steps)
      busiest.set(hour, Math.max(busiest.get(hour) ?? 0, steps))
    }
    for (const [day, steps] of days) largest.set(day, Math.max(largest.get(day) ?? 0, steps))
  }
  for (const [hour, steps] of busiest) hourly.set(date(hour), (hourly.get(date(hour)) ?? 0) + steps)
  return { largest, hourly }
}
