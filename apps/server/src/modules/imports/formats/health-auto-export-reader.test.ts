import fs from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { writeZip } from '../../../../../../scripts/health-exports/zip-file.ts'
import { detectFormat } from './detect-format.ts'
import { HealthAutoExportReader, kindOfLabel, parseReadingDate } from './health-auto-export-reader.ts'
import { JSON_LIMITS } from './json-array.ts'
import { DAY_MS, MINUTE_MS } from './local-time.ts'
import { readExport } from './read-export.ts'
import { StepRecordCollector } from './step-records.ts'
import { testFolder } from './test-files.ts'

const file = testFolder()
const real = (name: string) =>
  fileURLToPath(new URL(`../../../../test/fixtures/real/health-auto-export/${name}`, import.meta.url))
const MINUTES = real('HealthAutoExport-2026-11-20-2026-11-21.json')
const DAYS = real('HealthAutoExport-2026-10-24-2026-10-26.json')

async function read(path: string) {
  return readExport(path, await detectFormat(path), file(`${basename(path)}.records`), { timeZone: 'Asia/Tokyo' })
}

/** A body written to a file and read as an upload is. */
async function readBody(text: string) {
  const path = file(`body-${Math.random().toString(36).slice(2)}.json`)
  fs.writeFileSync(path, text)
  return read(path)
}

async function* chunks(text: string, size = 7): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text)
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

/** Each source's records' spans, as the reader found them. */
async function spans(text: string) {
  const collector = new StepRecordCollector()
  const reader = new HealthAutoExportReader(collector)
  await reader.read(chunks(text))
  reader.finish()
  const records = collector.finish()
  const bySource = new Map<string, number[]>()
  for (let i = 0; i < records.count; i++) {
    const name = collector.sources[records.source[i]!]!.name
    bySource.set(name, [...(bySource.get(name) ?? []), records.end[i]! - records.start[i]!])
  }
  return bySource
}

function body(readings: object[], name = 'step_count'): string {
  return JSON.stringify({ data: { metrics: [{ name, units: 'count', data: readings }] } })
}

describe('the Health Auto Export reader', () => {
  it("reads HealthKit's merged minutes as one source, in their own offset: other minutes add, a minute named twice counts once", async () => {
    const counted = await read(MINUTES)
    expect(counted.format).toBe('health-auto-export')
    // 12.5 + 30.25 + 7 + 40 + 10 on the 20th (08:01 and 12:30 are each named twice), and
    // 5 + 100.4 on the 21st, by the readings' +0100 and not by the community's Tokyo time.
    expect(counted.days).toEqual([
      { date: '2026-11-20', steps: 100 },
      { date: '2026-11-21', steps: 105 },
    ])
    // A label naming several devices makes the labels HealthKit's merge: one stream, one source.
    expect(counted.sources.map(({ name, kind }) => [name, kind])).toEqual([['Health (all devices)', 'watch']])
    // Energy, heart rate, sleep and the workout's own step list are not steps.
    expect(counted.sources.map((source) => source.steps)).toEqual([205])
  })

  it('ranks the labels of unaggregated readings as devices: the watch first', async () => {
    const counted = await readBody(
      body([
        { qty: 100, date: '2026-11-20 08:00:00 +0100', source: 'Ann’s Apple Watch' },
        { qty: 90, date: '2026-11-20 08:00:00 +0100', source: 'Ann’s iPhone' },
        { qty: 30, date: '2026-11-20 09:00:00 +0100', source: 'Ann’s iPhone' },
      ]),
    )
    expect(counted.sources.map(({ name, kind }) => [name, kind])).toEqual([
      ['Ann’s Apple Watch', 'watch'],
      ['Ann’s iPhone', 'phone'],
    ])
    expect(counted.days).toEqual([{ date: '2026-11-20', steps: 130 }])
  })

  it('takes readings at 00:00:00, one a day, as day totals, and any other label as minutes', async () => {
    const counted = await read(DAYS)
    expect(counted.days).toEqual([
      { date: '2026-10-24', steps: 8124 },
      { date: '2026-10-25', steps: 10234 },
      { date: '2026-10-26', steps: 6001 },
    ])
    const days = await spans(fs.readFileSync(DAYS, 'utf8'))
    expect(days.get('Health (all devices)')).toEqual([DAY_MS, DAY_MS, DAY_MS, DAY_MS])
    const minutes = await spans(fs.readFileSync(MINUTES, 'utf8'))
    for (const lengths of minutes.values()) expect(new Set(lengths)).toEqual(new Set([MINUTE_MS]))
    // Midnights first, then a minute that is not one: every reading of the label was a minute's.
    const late = await spans(
      body([
        { qty: 3, date: '2026-11-01 00:00:00 +0100', source: 'iPhone' },
        { qty: 4, date: '2026-11-02 00:00:00 +0100', source: 'iPhone' },
        { qty: 5, date: '2026-11-02 00:01:00 +0100', source: 'iPhone' },
      ]),
    )
    expect(late.get('iPhone')).toEqual([MINUTE_MS, MINUTE_MS, MINUTE_MS])
    // Two readings at the same midnight are not two days' totals.
    const twice = await spans(
      body([
        { qty: 3, date: '2026-11-01 00:00:00 +0100' },
        { qty: 4, date: '2026-11-01 00:00:00 +0100' },
      ]),
    )
    expect(twice.get('Health Auto Export')).toEqual([MINUTE_MS, MINUTE_MS])
  })

  it('finds the steps when a metric names itself after its data, and skips other metrics however written', async () => {
    const late = JSON.stringify({
      data: {
        metrics: [
          { units: 'count', data: [{ qty: 9, date: '2026-11-20 10:00:00 +0000' }], name: 'step_count' },
          { units: 'count', data: [{ qty: 70, date: '2026-11-20 10:00:00 +0000' }], name: 'flights_climbed' },
        ],
      },
    })
    expect(await spans(late)).toEqual(new Map([['Health Auto Export', [MINUTE_MS]]]))
  })

  it('reads every Health Auto Export file in a zip', async () => {
    await writeZip(file('exports.zip'), [
      { name: 'export/HealthAutoExport-2026-11-20-2026-11-21.json', content: fs.readFileSync(MINUTES) },
      { name: 'export/Outdoor Walk-20261120_0800.gpx', content: '<gpx/>' },
      { name: 'export/HealthAutoExport-2026-10-24-2026-10-26.json', content: fs.readFileSync(DAYS) },
    ])
    expect((await read(file('exports.zip'))).days.map((day) => day.date)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-11-20',
      '2026-11-21',
    ])
  })

  it('calls a body broken when its JSON or a step date does not read, and too large past the bounds', async () => {
    const cases: [string, string][] = [
      ['{"data":{"metrics":[{"name":"step_count","data":[{"qty":1,"date":"2026-11-20 10:00:00 +0000"}]}', 'brokenFile'],
      ['{"data":{"metrics":[{"name":"step_count","data":[{"qty":1 "date":"x"}]}]}}', 'brokenFile'],
      ['{"data":{"metrics":[{"name":"step_count","data":[1,]}]}}', 'brokenFile'],
      [body([{ qty: 1, date: 'yesterday' }]), 'brokenFile'],
      [`{"data":{"metrics":[],"x":"${'a'.repeat(JSON_LIMITS.tokenBytes + 1)}"}}`, 'tooLarge'],
      [`{"data":{"metrics":[${'['.repeat(JSON_LIMITS.depth)}${']'.repeat(JSON_LIMITS.depth)}]}}`, 'tooLarge'],
    ]
    for (const [index, [text, code]] of cases.entries()) {
      fs.writeFileSync(file(`bad-${index}.json`), text)
      await expect(read(file(`bad-${index}.json`)), text.slice(0, 80)).rejects.toMatchObject({ code })
    }
  })

  it('holds no more than a reading while it walks a long body', async () => {
    // A workout route of 300,000 points before a month of minutes: read without building either.
    const route = Array.from({ length: 300_000 }, (_, i) => `{"latitude":52.5,"longitude":13.3,"timestamp":"${i}"}`)
    const minutes = Array.from(
      { length: 43_200 },
      (_, i) =>
        `{"qty":1,"date":"${new Date(Date.UTC(2026, 9, 1) + i * MINUTE_MS).toISOString().slice(0, 19).replace('T', ' ')} +0000"}`,
    )
    const text = `{"data":{"metrics":[{"name":"step_count","units":"count","data":[${minutes.join(',')}]}],"workouts":[{"name":"Walk","route":[${route.join(',')}]}]}}`
    fs.writeFileSync(file('long.json'), text)
    const counted = await read(file('long.json'))
    expect(counted.days).toHaveLength(30)
    expect(counted.days.every((day) => day.steps === 1440)).toBe(true)
  })

  it('reads the dates and labels the app writes', () => {
    expect(parseReadingDate('2026-11-20 08:01:00 +0100')).toEqual({ start: Date.UTC(2026, 10, 20, 7, 1), offset: 60 })
    expect(parseReadingDate('2026-11-20T08:01:00-05:30')).toEqual({
      start: Date.UTC(2026, 10, 20, 13, 31),
      offset: -330,
    })
    expect(parseReadingDate('2026-11-20')).toBeUndefined()
    expect(kindOfLabel('Ann’s Apple Watch|iPhone')).toBe('watch')
    expect(kindOfLabel('iPhone')).toBe('phone')
    expect(kindOfLabel('Pedometer++')).toBe('app')
  })
})
