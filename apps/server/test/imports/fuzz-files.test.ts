import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeZip } from '../../../../scripts/health-exports/zip-file.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { zipBytes } from '../helpers/zip-bytes.ts'

/**
 * Hostile exports, made here rather than kept as files: each is uploaded as a member would, and
 * whatever it holds, the server stays up, answers others, and tells the member why the file was
 * not read. Each shape once ended or stalled the server: numbers, strings, items and nesting that
 * a parser holds whole, and more records than any export has.
 */

const FITBIT_ENTRY = 'MyFitbitData/Member/Physical Activity/steps-2024-01-01.json'
const GARMIN_DAY = '{"calendarDate":"2024-01-01","totalSteps":4000}'

/** A zip of one Fitbit minute file whose value is a number of almost 16 MiB: some 16 KB zipped. */
async function fitbitLongNumber(dir: string) {
  const file = path.join(dir, 'long-number.zip')
  const prefix = '[{"dateTime":"01/01/24 00:00:00","value":'
  const digits = Buffer.alloc(16 * 1024 * 1024 - 1024, '1')
  await writeZip(file, [
    { name: FITBIT_ENTRY, content: Buffer.concat([Buffer.from(prefix), digits, Buffer.from('}]')]) },
  ])
  return file
}

/** Rows of Google Fit's daily CSV, streamed: far more rows than a life has days. */
function googleFitRows(rows: number): Readable {
  let written = 0
  return new Readable({
    read() {
      if (written === 0) this.push('Date,Step count\n')
      const batch = Math.min(100_000, rows - written)
      if (batch <= 0) return this.push(null)
      this.push('2024-01-01,1\n'.repeat(batch))
      written += batch
    },
  })
}

/** A multipart body around a file, streamed from disk or a generator. */
function multipart(file: Readable, filename: string) {
  const boundary = `----stepup${Math.random().toString(16).slice(2)}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  async function* parts() {
    yield Buffer.from(head)
    for await (const chunk of file) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    yield Buffer.from(`\r\n--${boundary}--\r\n`)
  }
  return { payload: Readable.from(parts()), contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('hostile health exports', () => {
  let t: TestApp
  let dir: string

  beforeAll(async () => {
    t = await createTestApp()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-hostile-files-'))
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  async function upload(file: Readable, filename: string) {
    const { cookie } = await t.signUp()
    const { payload, contentType } = multipart(file, filename)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/me/imports',
      headers: { cookie, origin: t.config.appOrigin, 'content-type': contentType },
      payload,
    })
    return { cookie, created }
  }

  async function uploadAndSettle(file: Readable, filename: string) {
    const { cookie, created } = await upload(file, filename)
    expect(created.statusCode, created.body).toBe(202)
    const { id } = created.json() as { id: number }
    for (;;) {
      const detail = await t.request('GET', `/api/me/imports/${id}`, { cookie })
      if (detail.body.status !== 'processing') {
        // The server answers everyone else all along, and after.
        expect((await t.request('GET', '/api/health')).status).toBe(200)
        return detail.body as { status: string; error: { key: string } | null }
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  const fromText = (text: string) => Readable.from([Buffer.from(text)])

  it('tells the member a 16 KB zip of one endless number is too large, and stays up', async () => {
    const zip = await fitbitLongNumber(dir)
    expect(fs.statSync(zip).size).toBeLessThan(64 * 1024)
    const detail = await uploadAndSettle(fs.createReadStream(zip), 'fitbit.zip')
    expect(detail).toMatchObject({ status: 'failed', error: { key: 'importContentTooLarge' } })
  })

  it('tells the member a 10-million-row Google Fit CSV is too large, and stays up', { timeout: 240_000 }, async () => {
    const detail = await uploadAndSettle(googleFitRows(10_000_000), 'Daily activity metrics.csv')
    expect(detail).toMatchObject({ status: 'failed', error: { key: 'importContentTooLarge' } })
  })

  it.each([
    ['an endless string', `[${GARMIN_DAY},{"calendarDate":"${'x'.repeat(2 * 1024 * 1024)}"}]`],
    ['deep nesting', `[${GARMIN_DAY},${'['.repeat(1_000_000)}`],
    ['an endless item', `[${GARMIN_DAY},{"values":[${'1,'.repeat(1024 * 1024)}1]}]`],
  ])('tells the member a Garmin file with %s is too large', async (_shape, content) => {
    const detail = await uploadAndSettle(fromText(content), 'UDSFile_2024-01-01_2024-04-10.json')
    expect(detail).toMatchObject({ status: 'failed', error: { key: 'importContentTooLarge' } })
  })

  it('tells the member a Samsung file of more daily rows than fifty years of ten devices is too large', async () => {
    const header =
      'com.samsung.shealth.step_daily_trend,6313001,5\nbinning_data,count,speed,distance,calorie,source_type,create_time,deviceuuid,day_time\n'
    const row = (i: number) =>
      `,100,1.0,70.0,3.0,0,2024-01-01 10:00:00.000,device${i % 10},${1704067200000 + (i % 3000) * 86_400_000}\n`
    const rows = Array.from({ length: 200_001 }, (_, i) => row(i)).join('')
    const detail = await uploadAndSettle(fromText(header + rows), 'com.samsung.shealth.step_daily_trend.20240101.csv')
    expect(detail).toMatchObject({ status: 'failed', error: { key: 'importContentTooLarge' } })
  })

  it.each([
    ['30 entries sharing one 16 MB Fitbit file', 30],
    ['999 entries sharing one 16 MB Fitbit file', 999],
  ])('refuses a zip of %s before inflating any, and stays up', async (_shape, count) => {
    const content = Buffer.alloc(16 * 1024 * 1024 - 1024, '0')
    const zip = zipBytes({
      parts: [{ name: FITBIT_ENTRY, content }],
      records: Array.from({ length: count }, (_, i) => ({
        part: 0,
        name: FITBIT_ENTRY.replace('2024-01-01', `2024-01-${String((i % 28) + 1).padStart(2, '0')}-${i}`),
      })),
    })
    expect(zip.length).toBeLessThan(256 * 1024)
    const { created } = await upload(Readable.from([zip]), 'fitbit.zip')
    expect(created.statusCode, created.body).toBe(400)
    expect(created.json()).toMatchObject({ key: 'importZipBomb' })
    expect((await t.request('GET', '/api/health')).status).toBe(200)
  })
})
