import { describe, expect, it } from 'vitest'
import { countDays, defaultOrder, summarizeSources } from './count-days.ts'
import { StepRecordCollector } from './step-records.ts'

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
    // watch 600; phone: the copy 0, half of the shifted record 100, its own walk 300; app 70
    expect(countDays(records, 3, [1, 0, 2])).toEqual([{ date: '2024-01-01', steps: 1070 }])
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
      [WATCH, '2024-01-01T10:00:00Z', '2024-01-01T10:03:00Z', 1],
      [PHONE, '2024-01-01T10:01:00Z', '2024-01-01T10:01:00Z', 40],
      [PHONE, '2024-01-01T11:00:00Z', '2024-01-01T11:00:00Z', 7],
      // 0.4 three times: rounded once to 1, not three times to 0
      [APP, '2024-01-01T08:00:00Z', '2024-01-01T08:01:00Z', 0.4],
      [APP, '2024-01-01T08:10:00Z', '2024-01-01T08:11:00Z', 0.4],
      [APP, '2024-01-01T08:20:00Z', '2024-01-01T08:21:00Z', 0.4],
    ])
    expect(countDays(instants.records, 3, [0, 1, 2])).toEqual([{ date: '2024-01-01', steps: 9 }])
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
    expect(days.reduce((sum, day) => sum + day.steps, 0)).toBe(350_000 * 150)
  })
})
