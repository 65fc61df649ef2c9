import crypto from 'node:crypto'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appleExportXml } from '../../../../../../scripts/health-exports/apple-health.ts'
import {
  fitbitDays,
  garminJson,
  garminSleepJson,
  googleFitCsv,
  samsungCsv,
  writeGarminZip,
  writeGoogleTakeoutZip,
  writeSamsungZip,
} from '../../../../../../scripts/health-exports/other-formats.ts'
import { patchDeclaredSize, writeZip } from '../../../../../../scripts/health-exports/zip-file.ts'
import { detectFormat } from './detect-format.ts'
import { testFolder } from './test-files.ts'

const file = testFolder()
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')

function written(name: string, content: string | Buffer): string {
  fs.writeFileSync(file(name), content)
  return file(name)
}

describe('detectFormat', () => {
  it('knows every plain format by its content, whatever the file is called', async () => {
    const fitbit = [...fitbitDays({ days: 1, timeZone: 'UTC' }).files.values()][0]!
    const plain: [string, string][] = [
      ['apple-health', appleExportXml([])],
      ['google-fit', googleFitCsv().content],
      ['samsung-health', samsungCsv({ merged: true }).content],
      ['samsung-health', samsungCsv({ merged: false, prefixed: true }).content],
      ['garmin', garminJson().content],
      ['garmin', garminJson({ dateAsObject: true }).content],
      ['fitbit', fitbit],
    ]
    for (const [index, [format, content]] of plain.entries()) {
      await expect(detectFormat(written(`upload-${index}.bin`, content))).resolves.toMatchObject({
        format,
        container: 'plain',
      })
    }
  })

  it('knows a zip by the entries it holds', async () => {
    await writeGoogleTakeoutZip(file('takeout.zip'))
    await expect(detectFormat(file('takeout.zip'))).resolves.toMatchObject({
      format: 'google-fit',
      entries: ['Takeout/Fit/Daily activity metrics/Daily activity metrics.csv'],
    })
    await writeSamsungZip(file('samsung.zip'), { merged: true })
    await expect(detectFormat(file('samsung.zip'))).resolves.toMatchObject({ format: 'samsung-health' })
    await writeGarminZip(file('garmin.zip'))
    const garmin = await detectFormat(file('garmin.zip'))
    expect(garmin.format).toBe('garmin')
    expect(garmin.entries).toHaveLength(2)
  })

  it("finds Apple's export XML in a zip by its content, under the name the phone's language gave it", async () => {
    const xml = appleExportXml([])
    const cda = '<?xml version="1.0" encoding="UTF-8"?>\n<ClinicalDocument xmlns="urn:hl7-org:v3"></ClinicalDocument>\n'
    const route = '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Apple Health Export"></gpx>\n'
    for (const name of ['导出.xml', 'exportar.xml', 'Export.xml', 'exporter.xml']) {
      await writeZip(file('localized.zip'), [
        { name: 'apple_health_export/export_cda.xml', content: cda },
        { name: 'apple_health_export/workout-routes/route_2024-01-01_8.30am.gpx', content: route },
        { name: `apple_health_export/${name}`, content: xml },
      ])
      await expect(detectFormat(file('localized.zip'))).resolves.toMatchObject({
        format: 'apple-health',
        entries: [`apple_health_export/${name}`],
      })
    }
    await writeZip(file('several.zip'), [
      { name: 'copy/exportar.xml', content: xml },
      { name: 'apple_health_export/exportar.xml', content: xml },
    ])
    await expect(detectFormat(file('several.zip'))).resolves.toMatchObject({
      entries: ['apple_health_export/exportar.xml'],
    })
    await writeZip(file('clinical.zip'), [{ name: 'apple_health_export/export_cda.xml', content: xml }])
    await expect(detectFormat(file('clinical.zip'))).rejects.toMatchObject({ code: 'unknownFormat' })
    await writeZip(file('other-xml.zip'), [{ name: 'apple_health_export/导出.xml', content: cda }])
    await expect(detectFormat(file('other-xml.zip'))).rejects.toMatchObject({ code: 'unknownFormat' })
  })

  it("finds Apple's export XML behind a DTD as long as a real export's", async () => {
    const xml = appleExportXml([])
    const at = xml.indexOf(']>')
    const padded = xml.slice(0, at) + '<!-- a long list of elements -->\n'.repeat(400) + xml.slice(at)
    expect(padded.indexOf('<HealthData')).toBeGreaterThan(12_000)
    await writeZip(file('long-dtd.zip'), [{ name: 'apple_health_export/导出.xml', content: padded }])
    await expect(detectFormat(file('long-dtd.zip'))).resolves.toMatchObject({ format: 'apple-health' })
  })

  it('keeps the bomb checks for the XML it peeks into', async () => {
    // Past deflate's own limit the listing refuses a zip already; this entry declares 300× its
    // compressed bytes, which only the check before reading an entry refuses.
    const name = 'apple_health_export/导出.xml'
    const noise = crypto.randomBytes(512 * 1024).toString('hex')
    const xml = appleExportXml([]).replace('<HealthData', `<!-- ${noise} -->\n<HealthData`)
    await writeZip(file('padded.zip'), [
      { name, content: xml },
      { name: 'apple_health_export/photo.png', content: crypto.randomBytes(1024 * 1024) },
    ])
    const zip = fs.readFileSync(file('padded.zip'))
    const compressed = zip.readUInt32LE(zip.lastIndexOf(Buffer.from(name)) - 46 + 20)
    const bomb = patchDeclaredSize(zip, name, 300 * compressed)
    await expect(detectFormat(written('bomb-localized.zip', bomb))).rejects.toMatchObject({ code: 'zipBomb' })
  })

  it("knows the Health Auto Export app's JSON by its content, alone or in a zip", async () => {
    const body = fs.readFileSync(
      new URL(
        '../../../../test/fixtures/real/health-auto-export/HealthAutoExport-2026-11-20-2026-11-21.json',
        import.meta.url,
      ),
    )
    await expect(detectFormat(written('upload.bin', body))).resolves.toMatchObject({
      format: 'health-auto-export',
      container: 'plain',
    })
    const compact = JSON.stringify(JSON.parse(body.toString()))
    await expect(detectFormat(written('compact.json', compact))).resolves.toMatchObject({
      format: 'health-auto-export',
    })
    await writeZip(file('hae.zip'), [
      { name: 'export/HealthAutoExport-2026-11-20-2026-11-21.json', content: body },
      { name: 'export/Outdoor Walk-20261120_0800.gpx', content: '<gpx/>' },
    ])
    await expect(detectFormat(file('hae.zip'))).resolves.toMatchObject({
      format: 'health-auto-export',
      entries: ['export/HealthAutoExport-2026-11-20-2026-11-21.json'],
    })
    await expect(detectFormat(written('other.json', '{"data":{"items":[]}}'))).rejects.toMatchObject({
      code: 'unknownFormat',
    })
  })

  it('refuses empty, unknown and other kinds of files', async () => {
    await expect(detectFormat(written('empty.xml', ''))).rejects.toMatchObject({ code: 'emptyFile' })
    await expect(detectFormat(written('export.xml', PNG))).rejects.toMatchObject({ code: 'unknownFormat' })
    await expect(detectFormat(written('other.csv', 'start_time,heart_rate\n2024-01-01,61\n'))).rejects.toMatchObject({
      code: 'unknownFormat',
    })
    await expect(
      detectFormat(written('pedometer.csv', 'com.samsung.shealth.tracker.pedometer_step_count,1,2\ncount\n1\n')),
    ).rejects.toMatchObject({ code: 'unknownFormat' })
    await expect(detectFormat(written('sleep.json', garminSleepJson()))).rejects.toMatchObject({
      code: 'unknownFormat',
    })
    await expect(
      detectFormat(written('heart.json', '[{"dateTime":"01/01/24 00:00:05","value":{"bpm":61,"confidence":2}}]')),
    ).rejects.toMatchObject({ code: 'unknownFormat' })
    await writeZip(file('photos.zip'), [{ name: 'photo.png', content: PNG }])
    await expect(detectFormat(file('photos.zip'))).rejects.toMatchObject({ code: 'unknownFormat' })
  })

  it('calls a truncated zip broken', async () => {
    await writeGarminZip(file('whole.zip'))
    const whole = fs.readFileSync(file('whole.zip'))
    await expect(detectFormat(written('cut.zip', whole.subarray(0, whole.length - 200)))).rejects.toMatchObject({
      code: 'brokenFile',
    })
  })

  it('refuses a zip whose entry declares a bomb of a size', async () => {
    const name = 'apple_health_export/export.xml'
    await writeZip(file('small.zip'), [{ name, content: appleExportXml([]) }])
    const bomb = patchDeclaredSize(fs.readFileSync(file('small.zip')), name, 0xfffffff0)
    await expect(detectFormat(written('bomb.zip', bomb))).rejects.toMatchObject({ code: 'zipBomb' })
  })
})
