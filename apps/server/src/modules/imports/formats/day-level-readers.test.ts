import fs from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  fitbitDays,
  fitbitJson,
  garminJson,
  googleFitCsv,
  samsungCsv,
  writeFitbitZip,
  writeGarminZip,
  writeGoogleTakeoutZip,
  writeSamsungZip,
} from '../../../../../../scripts/health-exports/other-formats.ts'
import { writeZip } from '../../../../../../scripts/health-exports/zip-file.ts'
import { detectFormat } from './detect-format.ts'
import { readExport } from './read-export.ts'
import { testFolder } from './test-files.ts'

const file = testFolder()
const timeZone = 'Europe/Berlin'

async function read(path: string, zone = timeZone) {
  return readExport(path, await detectFormat(path), file(`${basename(path)}.records`), { timeZone: zone })
}

describe('the day-level readers', () => {
  it('read Google Fit daily metrics alone and in a Takeout zip, skipping empty cells', async () => {
    const daily = googleFitCsv({ days: 20 })
    fs.writeFileSync(file('daily.csv'), daily.content)
    const alone = await read(file('daily.csv'))
    expect(alone.days).toEqual(daily.expected)
    expect(alone.days).toHaveLength(16)
    expect(alone.sources).toEqual([{ name: 'Google Fit', kind: 'app', days: 16, steps: expect.any(Number) }])
    const zipped = await writeGoogleTakeoutZip(file('takeout.zip'), { days: 20 })
    expect((await read(file('takeout.zip'))).days).toEqual(zipped.expected)
  })

  it("read Takeout's Fit summary in the account's language: Spanish names, a German step column", async () => {
    const spanish = fs.readFileSync(
      new URL('../../../../test/fixtures/real/google-takeout/Métricas de actividad diaria.csv', import.meta.url),
    )
    const expected = [
      { date: '2024-03-01', steps: 6874 },
      { date: '2024-03-03', steps: 12480 },
      { date: '2024-03-04', steps: 3015 },
    ]
    fs.writeFileSync(file('resumen.csv'), spanish)
    expect((await read(file('resumen.csv'))).days).toEqual(expected)
    const folder = 'Takeout/Fit/Métricas de actividad diaria'
    await writeZip(file('takeout-es.zip'), [
      { name: 'Takeout/archive_browser.html', content: '<html></html>' },
      { name: `${folder}/2024-03-01.csv`, content: 'Hora de inicio,Hora de finalización,Recuento de pasos\n' },
      { name: `${folder}/Métricas de actividad diaria.csv`, content: spanish },
    ])
    const zipped = await read(file('takeout-es.zip'))
    expect(zipped.format).toBe('google-fit')
    expect(zipped.days).toEqual(expected)
    // Only the step column's German name was found in real exports; the date is the first column.
    const german = 'Date,Schrittzahl\n2024-03-01,4321\n2024-03-02,\n'
    await writeZip(file('takeout-de.zip'), [
      { name: 'Takeout/Google Fit/Tägliche Aktivitätswerte/Tägliche Aktivitätswerte.csv', content: german },
    ])
    expect((await read(file('takeout-de.zip'))).days).toEqual([{ date: '2024-03-01', steps: 4321 }])
  })

  it('read Samsung Health with merged rows as one source', async () => {
    const merged = samsungCsv({ merged: true, days: 20 })
    fs.writeFileSync(file('merged.csv'), merged.content)
    const counted = await read(file('merged.csv'))
    expect(counted.sources.map((s) => [s.name, s.kind])).toEqual([['Samsung Health', 'app']])
    expect(counted.days).toEqual(merged.expected)
    const zipped = await writeSamsungZip(file('samsung.zip'), { merged: true, days: 20 })
    expect((await read(file('samsung.zip'))).days).toEqual(zipped.expected)
  })

  it('read the Samsung Health files older and newer app versions wrote: dates as text, no device columns', async () => {
    const samsung = (name: string) =>
      new URL(
        `../../../../test/fixtures/real/samsung-health/com.samsung.shealth.step_daily_trend.${name}.csv`,
        import.meta.url,
      )
    // 2018: day_time as "2018-11-28 00:00:00.000", a row of a day without counts.
    const older = await read(fs.realpathSync(samsung('201812011200')))
    expect(older.format).toBe('samsung-health')
    expect(older.days).toEqual([
      { date: '2018-11-28', steps: 2803 },
      { date: '2018-11-30', steps: 7410 },
    ])
    // 2025: only binning_data, count and day_time (epoch ms).
    const newer = await read(fs.realpathSync(samsung('202509200900')))
    expect(newer.days).toEqual([
      { date: '2025-09-17', steps: 9092 },
      { date: '2025-09-18', steps: 4410 },
    ])
  })

  it('read Samsung Health with merged rows for some days only: those days merged, the others by device', async () => {
    const older = samsungCsv({ merged: false, days: 10, firstDate: '2024-01-01' })
    const newer = samsungCsv({ merged: true, days: 10, firstDate: '2024-01-11' })
    const newerRows = newer.content.split('\n').slice(2).join('\n')
    fs.writeFileSync(file('mixed.csv'), older.content + newerRows)
    const counted = await read(file('mixed.csv'))
    expect(counted.days).toEqual([...older.expected, ...newer.expected])
  })

  it('read Samsung Health without merged rows as one source per device, the busier one each day', async () => {
    const devices = samsungCsv({ merged: false, prefixed: true, days: 20 })
    fs.writeFileSync(file('devices.csv'), devices.content)
    const counted = await read(file('devices.csv'))
    expect(counted.sources.map((s) => s.kind)).toEqual(['device', 'device'])
    expect(counted.days).toEqual(devices.expected)
  })

  it('read a Garmin daily summary file with every field Garmin Connect writes, skipping days without steps', async () => {
    const uds = fileURLToPath(
      new URL('../../../../test/fixtures/real/garmin/UDSFile_2024-04-06_2024-07-15.json', import.meta.url),
    )
    const counted = await read(uds)
    expect(counted.format).toBe('garmin')
    expect(counted.days).toEqual([
      { date: '2024-04-06', steps: 203 },
      { date: '2024-04-07', steps: 11872 },
      { date: '2024-04-09', steps: 7415 },
    ])
  })

  it('read Garmin daily summaries, alone (either date shape) and from several files in a zip', async () => {
    for (const dateAsObject of [false, true]) {
      const garmin = garminJson({ days: 21, dateAsObject })
      fs.writeFileSync(file('uds.json'), garmin.content)
      const counted = await read(file('uds.json'))
      expect(counted.days).toEqual(garmin.expected)
      expect(counted.days).toHaveLength(18)
      expect(counted.sources).toMatchObject([{ name: 'Garmin', kind: 'device', days: 18 }])
    }
    const zipped = await writeGarminZip(file('garmin.zip'), { days: 30 })
    expect((await read(file('garmin.zip'))).days).toEqual(zipped.expected)
  })

  it('read Fitbit minutes as UTC and sum them per local day', async () => {
    fs.writeFileSync(
      file('steps.json'),
      fitbitJson([
        { dateTime: '01/15/24 08:01:00', value: 12 },
        { dateTime: '01/15/24 08:02:00', value: 30 },
        { dateTime: '01/15/24 23:30:00', value: 50 },
      ]),
    )
    // 23:30 UTC is 00:30 the next day in Berlin, and still the 15th in New York
    expect((await read(file('steps.json'))).days).toEqual([
      { date: '2024-01-15', steps: 42 },
      { date: '2024-01-16', steps: 50 },
    ])
    expect((await read(file('steps.json'), 'America/New_York')).days).toEqual([{ date: '2024-01-15', steps: 92 }])
    const zipped = await writeFitbitZip(file('fitbit.zip'), { days: 10, timeZone })
    const counted = await read(file('fitbit.zip'))
    expect(counted.days).toEqual(zipped.expected)
    expect(counted.days).toEqual(fitbitDays({ days: 10, timeZone }).expected)
  })

  it('call malformed CSV and JSON broken', async () => {
    fs.writeFileSync(file('bad.csv'), 'Date,Step count\n2024-01-01,"12\n')
    await expect(read(file('bad.csv'))).rejects.toMatchObject({ code: 'brokenFile' })
    fs.writeFileSync(file('cut.json'), garminJson({ days: 5 }).content.slice(0, 700))
    await expect(read(file('cut.json'))).rejects.toMatchObject({ code: 'brokenFile' })
  })
})
