import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  appleExportXml,
  writeAppleExportXml,
  writeAppleExportZip,
  type AppleStepRecord,
} from '../../../../../../scripts/health-exports/apple-health.ts'
import { AppleHealthReader, appleSourceKind } from './apple-health-reader.ts'
import { detectFormat } from './detect-format.ts'
import { ImportFileError } from './import-file-error.ts'
import { readExport } from './read-export.ts'
import { StepRecordCollector } from './step-records.ts'
import { testFolder } from './test-files.ts'

const file = testFolder()
const options = { timeZone: 'Europe/Paris' }
/** Exports as phones wrote them; their origins are listed in the folder's README. */
const realFile = (name: string) => path.join(import.meta.dirname, '../../../../test/fixtures/real/apple-health', name)

async function readRealExport(name: string) {
  const detected = await detectFormat(realFile(name))
  expect(detected.format).toBe('apple-health')
  return readExport(realFile(name), detected, file(`${name}.records`), options)
}

const walks: AppleStepRecord[] = [
  { source: 'watch', start: '2024-01-01 09:00:00 +0100', end: '2024-01-01 09:10:00 +0100', value: 600 },
  // the same walk on the phone, then a phone record half covered by the watch
  {
    source: 'phone',
    start: '2024-01-01 09:00:00 +0100',
    end: '2024-01-01 09:10:00 +0100',
    value: 580,
    layout: 'reordered',
  },
  {
    source: 'phone',
    start: '2024-01-01 09:05:00 +0100',
    end: '2024-01-01 09:15:00 +0100',
    value: 200,
    layout: 'multiline',
  },
  // a walk only the phone recorded
  {
    source: 'phone',
    start: '2024-01-01 12:00:00 +0100',
    end: '2024-01-01 12:10:00 +0100',
    value: 300,
    layout: 'children',
  },
  { source: 'app', start: '2024-01-01 09:00:00 +0100', end: '2024-01-01 09:10:00 +0100', value: 50 },
  { source: 'app', start: '2024-01-01 07:00:00 +0100', end: '2024-01-01 07:10:00 +0100', value: 70 },
  // across midnight: 200 on each day
  { source: 'watch', start: '2024-01-01 23:50:00 +0100', end: '2024-01-02 00:10:00 +0100', value: 400 },
  // another offset: 00:30 at -0500 is 05:30 UTC, on January 2nd of its own clock
  { source: 'phone', start: '2024-01-02 00:30:00 -0500', end: '2024-01-02 00:40:00 -0500', value: 90 },
]

describe('the Apple Health reader', () => {
  it('reads step records among other records, de-duplicating watch and phone', async () => {
    fs.writeFileSync(file('walks.xml'), appleExportXml(walks))
    const detected = await detectFormat(file('walks.xml'))
    expect(detected.format).toBe('apple-health')
    const counted = await readExport(file('walks.xml'), detected, file('walks.records'), options)
    expect(counted.sources).toEqual([
      { name: 'Jane’s Apple Watch', kind: 'watch', days: 2, steps: 1000 },
      { name: 'Jane’s iPhone', kind: 'phone', days: 2, steps: 1170 },
      { name: 'Steps & More', kind: 'app', days: 1, steps: 120 },
    ])
    expect(counted.order).toEqual([0, 1, 2])
    // day 1: watch 600 + 200; phone 0 + 100 + 300; app 70. Day 2: watch 200, phone 90, but both
    // in the 00:00 hour of their own clocks, where the watch's 200 is the most one source saw.
    expect(counted.days).toEqual([
      { date: '2024-01-01', steps: 1270 },
      { date: '2024-01-02', steps: 200 },
    ])
  })

  it('finds the same records whatever the chunk boundaries', () => {
    const xml = Buffer.from(appleExportXml(walks))
    const read = (size: number) => {
      const collector = new StepRecordCollector()
      const reader = new AppleHealthReader(collector)
      for (let at = 0; at < xml.length; at += size) reader.push(xml.subarray(at, at + size))
      reader.end()
      const records = collector.finish()
      return [records.count, [...records.value.subarray(0, records.count)], collector.sources.map((s) => s.name)]
    }
    const whole = read(xml.length)
    expect(whole[0]).toBe(walks.length)
    for (const size of [1, 7, 100, 333, 4096]) expect(read(size)).toEqual(whole)
  })

  it('matches a generated export with overlapping sources, offsets and midnights', async () => {
    const out = fs.createWriteStream(file('generated.xml'))
    const generated = await writeAppleExportXml(out, { days: 70, stepRecordsPerDay: 40, sizeMb: 2 })
    await new Promise((resolve) => out.end(resolve))
    const counted = await readExport(
      file('generated.xml'),
      await detectFormat(file('generated.xml')),
      file('generated.records'),
      options,
    )
    expect(counted.days).toEqual(generated.expected)
  })

  it('reads export.xml inside export.zip, not export_cda.xml', async () => {
    const generated = await writeAppleExportZip(file('export.zip'), { days: 5 })
    const detected = await detectFormat(file('export.zip'))
    expect(detected).toMatchObject({ format: 'apple-health', entries: ['apple_health_export/export.xml'] })
    const counted = await readExport(file('export.zip'), detected, file('zip.records'), options)
    expect(counted.days).toEqual(generated.expected)
  })

  it('calls a cut-short or garbled export.xml broken', async () => {
    const xml = appleExportXml(walks)
    fs.writeFileSync(file('cut.xml'), xml.slice(0, Math.floor(xml.length * 0.8)))
    const detected = await detectFormat(file('cut.xml'))
    await expect(readExport(file('cut.xml'), detected, file('cut.records'), options)).rejects.toMatchObject({
      code: 'brokenFile',
    })
    fs.writeFileSync(file('garbled.xml'), xml.replace('startDate="2024-01-01 12:00:00 +0100"', 'startDate="yesterday"'))
    await expect(readExport(file('garbled.xml'), detected, file('garbled.records'), options)).rejects.toBeInstanceOf(
      ImportFileError,
    )
  })

  it('reads a 2014 iPhone 5s export as the Health app wrote it', async () => {
    const counted = await readRealExport('iphone-5s-2014-tdda-sample.xml')
    expect(counted.sources).toEqual([{ name: 'Health', kind: 'app', days: 1, steps: 2517 }])
    expect(counted.days).toEqual([{ date: '2014-09-13', steps: 2517 }])
  })

  it('reads iOS 8/9-era exports: source= and dates written 20151029081900+0000', async () => {
    const counted = await readRealExport('ios9-era-export.xml')
    expect(counted.sources).toEqual([{ name: 'Jane’s iPhone', kind: 'phone', days: 3, steps: 22_685 }])
    expect(counted.days).toEqual([
      { date: '2015-10-29', steps: 7519 },
      { date: '2015-10-30', steps: 6795 },
      { date: '2015-10-31', steps: 8371 },
    ])
  })

  it('refuses a compact date that is not one', () => {
    const read = (date: string) => {
      const reader = new AppleHealthReader(new StepRecordCollector())
      reader.push(
        Buffer.from(
          `<HealthData><Record type="HKQuantityTypeIdentifierStepCount" source="x" startDate="${date}" endDate="${date}" value="1"/></HealthData>`,
        ),
      )
    }
    expect(() => read('20151029081900+0000')).not.toThrow()
    for (const bad of ['2015102908190+00000', '20151029081900 0000', '2015-10-29T08:19:00Z']) {
      expect(() => read(bad)).toThrow(ImportFileError)
    }
  })

  it('ranks Garmin Connect above the phone, so a walk both recorded counts once', async () => {
    const counted = await readRealExport('garmin-connect-with-iphone.xml')
    expect(counted.sources).toEqual([
      { name: 'iPhone von Jana', kind: 'phone', days: 1, steps: 16_020 },
      { name: 'Connect', kind: 'watch', days: 1, steps: 18_693 },
    ])
    expect(counted.order).toEqual([1, 0])
    // Garmin's day, and the phone's evening walks while the watch charged from 20:00
    expect(counted.days).toEqual([{ date: '2023-05-20', steps: 18_693 + 3649 }])
  })

  it('ranks the apps of wearables as watches, from the source name or the device', () => {
    const wearables = [
      'Connect',
      'Garmin Connect',
      'Fitbit',
      'Polar Flow',
      'Health Mate',
      'Withings',
      'Oura',
      'Zepp Life',
      'Zepp',
      'Amazfit',
      'Mi Fit',
      'Suunto',
      'COROS',
      'WHOOP',
      'Samsung Health',
      'Huawei Health',
    ]
    for (const name of wearables) expect([name, appleSourceKind(name, undefined)]).toEqual([name, 'watch'])
    const garminDevice = '<<HKDevice: 0x1>, name:Forerunner 255, manufacturer:Garmin, model:Forerunner 255>'
    expect(appleSourceKind('Some Sync App', garminDevice)).toBe('watch')
    for (const name of ['Connected Steps', 'Pedometer++', 'Tournament', 'Health', 'Strava']) {
      expect([name, appleSourceKind(name, undefined)]).toEqual([name, 'app'])
    }
  })

  it('keeps steps typed into Health as a source of their own, shown but left out by default', async () => {
    const counted = await readRealExport('steps-typed-into-health.xml')
    expect(counted.sources).toEqual([
      { name: 'Aoife’s iPhone', kind: 'phone', days: 2, steps: 14_686 },
      { name: 'Health (typed)', kind: 'app', days: 2, steps: 8500 },
    ])
    expect(counted.order).toEqual([0])
    expect(counted.days).toEqual([
      { date: '2023-03-04', steps: 6136 },
      { date: '2023-03-06', steps: 8550 },
    ])
  })

  it('tells typed records apart whatever the chunk boundaries', () => {
    const xml = fs.readFileSync(realFile('steps-typed-into-health.xml'))
    const read = (size: number) => {
      const collector = new StepRecordCollector()
      const reader = new AppleHealthReader(collector)
      for (let at = 0; at < xml.length; at += size) reader.push(xml.subarray(at, at + size))
      reader.end()
      const records = collector.finish()
      return [collector.sources, [...records.source.subarray(0, records.count)]]
    }
    const whole = read(xml.length)
    for (const size of [1, 5, 64, 1000]) expect(read(size)).toEqual(whole)
  })
})
