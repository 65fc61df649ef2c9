import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appleExportXml, writeAppleExportZip } from '../../../../scripts/health-exports/apple-health.ts'
import {
  garminJson,
  googleFitCsv,
  samsungCsv,
  writeFitbitZip,
  writeGoogleTakeoutZip,
} from '../../../../scripts/health-exports/other-formats.ts'
import { patchDeclaredSize, writeZip } from '../../../../scripts/health-exports/zip-file.ts'
import { sql } from 'drizzle-orm'
import { ImportFiles } from '../../src/modules/imports/import-files.ts'
import { ImportReader } from '../../src/modules/imports/import-reader.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { daysAgo, sourcesDrift, totalsDrift } from '../helpers/scores-fixtures.ts'

function multipartBody(file: Buffer, filename: string) {
  const boundary = `----stepup${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { body: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}

type Day = { date: string; steps: number }

describe('importing health exports', () => {
  let t: TestApp
  let dir: string
  let ann: { user: { id: number }; cookie: string }
  let bob: { user: { id: number }; cookie: string }
  let appleZip: Buffer
  let appleExpected: Day[]
  const today = daysAgo(0)
  const countsFrom = daysAgo(29)

  beforeAll(async () => {
    t = await createTestApp({ IMPORT_MAX_MB: '4' })
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-imports-test-'))
    ann = await t.signUp({ username: 'Ann' })
    bob = await t.signUp({ username: 'Bob' })
    const file = path.join(dir, 'export.zip')
    // From 34 days ago to tomorrow: a few days before the reach, one after today.
    const generated = await writeAppleExportZip(file, { firstDate: daysAgo(34), days: 36, stepRecordsPerDay: 12 })
    appleZip = fs.readFileSync(file)
    appleExpected = generated.expected
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const upload = (cookie: string, file: Buffer, filename = 'export.zip') => {
    const { body, contentType } = multipartBody(file, filename)
    return t.request('POST', '/api/me/imports', { cookie, body, headers: { 'content-type': contentType } })
  }

  async function settled(cookie: string, id: number) {
    for (let i = 0; i < 400; i += 1) {
      const detail = await t.request('GET', `/api/me/imports/${id}`, { cookie })
      if (detail.body.status !== 'processing') return detail.body
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('the import never finished')
  }

  async function importReady(cookie: string, file: Buffer, filename?: string) {
    const created = await upload(cookie, file, filename)
    expect(created.status, created.text).toBe(202)
    expect(created.body.status).toBe('processing')
    return settled(cookie, created.body.id)
  }

  const history = async (cookie: string) =>
    (await t.request('GET', '/api/scores/history', { cookie })).body as (Day & { source: string | null })[]
  const allTime = async (cookie: string) => (await t.request('GET', '/api/scores/me', { cookie })).body.steps

  const within = (days: Day[]) => days.filter((day) => day.date >= countsFrom && day.date <= today)

  it('reads an Apple export into a preview: days once each, devices in order, days outside the reach marked', async () => {
    const preview = await importReady(ann.cookie, appleZip)
    expect(preview).toMatchObject({ format: 'apple-health', status: 'ready', progress: 1, error: null, countsFrom })
    expect(preview.sources.map((s: { kind: string; included: boolean }) => [s.kind, s.included])).toEqual([
      ['watch', true],
      ['phone', true],
      ['app', true],
    ])
    expect(preview.days.map(({ date, steps }: Day) => ({ date, steps }))).toEqual(appleExpected)
    expect(preview.days.filter((day: { counted: boolean }) => day.counted).map((day: Day) => day.date)).toEqual(
      within(appleExpected).map((day) => day.date),
    )
    expect(preview.days.find((day: Day) => day.date === daysAgo(33))).toMatchObject({
      counted: false,
      reason: 'beforeWindow',
    })
    expect(preview.days.find((day: Day) => day.date === daysAgo(-1))).toMatchObject({
      counted: false,
      reason: 'future',
    })
    expect(preview.steps).toBe(within(appleExpected).reduce((sum, day) => sum + day.steps, 0))
    // Nothing counts until the member confirms.
    expect(await history(ann.cookie)).toEqual([])
  })

  it('counts again for another order of devices, or without one, and applies the chosen order', async () => {
    const manual = await t.request('POST', '/api/scores', {
      cookie: ann.cookie,
      body: { date: daysAgo(3), steps: 444 },
    })
    expect(manual.status).toBe(200)
    const preview = await importReady(ann.cookie, appleZip)
    const [watch, phone, app] = preview.sources.map((source: { name: string }) => source.name)
    const phoneFirst = await t.request('PUT', `/api/me/imports/${preview.id}/sources`, {
      cookie: ann.cookie,
      body: { sources: [phone, watch, app] },
    })
    expect(phoneFirst.status).toBe(200)
    expect(phoneFirst.body.sources.map((s: { name: string }) => s.name)).toEqual([phone, watch, app])
    const watchOnly = await t.request('PUT', `/api/me/imports/${preview.id}/sources`, {
      cookie: ann.cookie,
      body: { sources: [watch] },
    })
    expect(watchOnly.body.sources.map((s: { included: boolean }) => s.included)).toEqual([true, false, false])
    expect(watchOnly.body.steps).toBeLessThan(preview.steps)
    const unknown = await t.request('PUT', `/api/me/imports/${preview.id}/sources`, {
      cookie: ann.cookie,
      body: { sources: ['Somebody’s Phone'] },
    })
    expect(unknown.status).toBe(400)

    const applied = await t.request('POST', `/api/me/imports/${preview.id}/apply`, {
      cookie: ann.cookie,
      body: { sources: [watch, phone, app] },
    })
    expect(applied.status).toBe(200)
    expect(applied.body).toMatchObject({ status: 'applied', steps: preview.steps })
    expect(applied.body.days.filter((day: { counted: boolean }) => day.counted)).toHaveLength(
      within(appleExpected).length,
    )

    const days = await history(ann.cookie)
    expect(days.map(({ date, steps }) => ({ date, steps }))).toEqual(within(appleExpected).reverse())
    expect(days[0]).toMatchObject({ source: 'import', importFormat: 'apple-health' })
    // An import outranks a manual entry, whose count stays on the day.
    expect(days.find((day) => day.date === daysAgo(3))).toMatchObject({
      source: 'import',
      sources: [expect.objectContaining({ source: 'import' }), { source: 'manual', steps: 444 }],
    })
    expect(await allTime(ann.cookie)).toBe(preview.steps)
    expect(await totalsDrift(t)).toEqual([])
    expect(await sourcesDrift(t)).toEqual([])

    const again = await t.request('POST', `/api/me/imports/${preview.id}/apply`, { cookie: ann.cookie })
    expect(again.status).toBe(409)
  })

  it('changes nothing when the same file is imported again, and removing either takes back only its own', async () => {
    const before = await history(ann.cookie)
    const first = (await t.request('GET', '/api/me/imports', { cookie: ann.cookie })).body.find(
      (i: { status: string }) => i.status === 'applied',
    )
    const second = await importReady(ann.cookie, appleZip)
    await t.request('POST', `/api/me/imports/${second.id}/apply`, { cookie: ann.cookie })
    const steps = (days: Day[]) => days.map(({ date, steps }) => ({ date, steps }))
    expect(steps(await history(ann.cookie))).toEqual(steps(before))

    expect((await t.request('DELETE', `/api/me/imports/${second.id}`, { cookie: ann.cookie })).status).toBe(204)
    expect(steps(await history(ann.cookie))).toEqual(steps(before))
    expect((await t.request('DELETE', `/api/me/imports/${first.id}`, { cookie: ann.cookie })).status).toBe(204)
    // Back to the one manual day, as before anything was imported.
    expect(await history(ann.cookie)).toEqual([
      expect.objectContaining({ date: daysAgo(3), steps: 444, source: 'manual', importFormat: null }),
    ])
    expect(await allTime(ann.cookie)).toBe(444)
    expect(await totalsDrift(t)).toEqual([])
    expect(await sourcesDrift(t)).toEqual([])
    const listed = (await t.request('GET', '/api/me/imports', { cookie: ann.cookie })).body
    expect(listed.filter((i: { status: string }) => i.status === 'removed').map((i: { id: number }) => i.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    )
  })

  it("never lets a member see, apply or remove another member's import, nor touch their days", async () => {
    const preview = await importReady(bob.cookie, appleZip)
    for (const [method, url] of [
      ['GET', `/api/me/imports/${preview.id}`],
      ['POST', `/api/me/imports/${preview.id}/apply`],
      ['DELETE', `/api/me/imports/${preview.id}`],
    ] as const) {
      expect((await t.request(method, url, { cookie: ann.cookie })).status).toBe(404)
    }
    const annBefore = await history(ann.cookie)
    await t.request('POST', `/api/me/imports/${preview.id}/apply`, { cookie: bob.cookie })
    expect(await history(ann.cookie)).toEqual(annBefore)
    expect((await t.request('GET', '/api/me/imports')).status).toBe(401)
  })

  it('reads each other format, alone or zipped, from its content whatever the file is called', async () => {
    const { cookie } = await t.signUp()
    const first = daysAgo(9)
    const takeout = path.join(dir, 'takeout.zip')
    const fitbit = path.join(dir, 'fitbit.zip')
    const cases: [format: string, file: Buffer, expected: Day[]][] = []
    const fit = googleFitCsv({ firstDate: first, days: 8 })
    cases.push(['google-fit', Buffer.from(fit.content), fit.expected])
    const takeoutDays = await writeGoogleTakeoutZip(takeout, { firstDate: first, days: 8 })
    cases.push(['google-fit', fs.readFileSync(takeout), takeoutDays.expected])
    for (const merged of [true, false]) {
      const samsung = samsungCsv({ firstDate: first, days: 8, merged })
      cases.push(['samsung-health', Buffer.from(samsung.content), samsung.expected])
    }
    const garmin = garminJson({ firstDate: first, days: 8 })
    cases.push(['garmin', Buffer.from(garmin.content), garmin.expected])
    const fitbitDays = await writeFitbitZip(fitbit, { firstDate: first, days: 8, timeZone: 'UTC' })
    cases.push(['fitbit', fs.readFileSync(fitbit), fitbitDays.expected])

    for (const [format, file, expected] of cases) {
      const preview = await importReady(cookie, file, 'upload.bin')
      expect(preview.format, format).toBe(format)
      const counted = preview.days.filter((day: { counted: boolean }) => day.counted)
      expect(
        counted.map(({ date, steps }: Day) => ({ date, steps })),
        format,
      ).toEqual(within(expected))
      await t.request('DELETE', `/api/me/imports/${preview.id}`, { cookie })
    }
  })

  it('refuses an empty, unknown, broken or bombing file with a reason, and keeps serving', async () => {
    const { cookie } = await t.signUp()
    const empty = await upload(cookie, Buffer.alloc(0))
    expect(empty.status).toBe(400)
    expect(empty.body.key).toBe('importEmptyFile')

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')
    const renamed = await upload(cookie, png, 'export.xml')
    expect(renamed.status).toBe(415)
    expect(renamed.body.error).toMatch(/Apple Health .*Garmin.*Fitbit/)
    const otherCsv = await upload(cookie, Buffer.from('name,amount\nrent,900\n'), 'Daily activity metrics.csv')
    expect(otherCsv.status).toBe(415)

    const truncated = await upload(cookie, appleZip.subarray(0, Math.floor(appleZip.length / 2)))
    // A zip cut in half has no directory to read: refused at once, or failed once read.
    if (truncated.status === 202) {
      expect(await settled(cookie, truncated.body.id)).toMatchObject({
        status: 'failed',
        error: { key: 'importBrokenFile' },
      })
    } else {
      expect(truncated.status).toBe(400)
      expect(truncated.body.key).toBe('importBrokenFile')
    }

    const bombFile = path.join(dir, 'bomb.zip')
    await writeZip(bombFile, [
      { name: 'apple_health_export/export.xml', content: Buffer.alloc(20 * 1024 * 1024, 0x20) },
    ])
    const bomb = await upload(
      cookie,
      patchDeclaredSize(fs.readFileSync(bombFile), 'apple_health_export/export.xml', 0xfffffff0),
    )
    expect(bomb.status).toBe(400)
    expect(bomb.body.key).toBe('importZipBomb')

    // Declares a little and inflates to much more: stopped while read.
    const liar = await upload(
      cookie,
      patchDeclaredSize(fs.readFileSync(bombFile), 'apple_health_export/export.xml', 1000),
    )
    if (liar.status === 202) {
      expect((await settled(cookie, liar.body.id)).status).toBe('failed')
    } else {
      expect(liar.status).toBe(400)
    }
    expect((await t.request('GET', '/api/health')).status).toBe(200)
  })

  it('refuses a file over the size limit with 413 and keeps none of it', async () => {
    const { cookie } = await t.signUp()
    const big = await upload(cookie, Buffer.alloc(5 * 1024 * 1024, 0x41))
    expect(big.status).toBe(413)
    expect(big.body.error).toMatch(/at most 4 MB/)
    // Just over: announced within the form's slack, so it is cut off while it streams to disk.
    const justOver = await upload(cookie, Buffer.alloc(4 * 1024 * 1024 + 10_000, 0x41))
    expect(justOver.status).toBe(413)
    const left = fs.readdirSync(t.config.importsDir).filter((name) => name.includes('incoming'))
    expect(left).toEqual([])
  })

  it('removes previews nobody applied within a week, and what a stopped process left, but not what another holds', async () => {
    const { cookie } = await t.signUp()
    const fresh = await importReady(cookie, appleZip)
    const stale = await importReady(cookie, appleZip)
    await t.db.execute(sql`update step_imports set created_at = now() - interval '8 days' where id = ${stale.id}`)
    const files = new ImportFiles(t.config.importsDir)
    const cutOff = files.incoming('left-by-a-stop')
    fs.writeFileSync(cutOff, 'half an upload')
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000)
    fs.utimesSync(cutOff, old, old)
    const arriving = files.incoming('still-arriving')
    fs.writeFileSync(arriving, 'the first bytes')
    expect(fs.existsSync(files.records(stale.id))).toBe(true)
    // Imports in the middle of being read: one by a process that stopped, one by a live one.
    const [left, held] = await Promise.all([t.signUp(), t.signUp()])
    const reading = async (userId: number, heartbeat: string) => {
      const result = await t.db.execute(sql`
        insert into step_imports (user_id, file_name, file_bytes, format, heartbeat_at)
        values (${userId}, 'export.zip', 1, 'apple-health', now() - ${heartbeat}::interval)
        returning id
      `)
      return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id)
    }
    const leftId = await reading(left.user.id, '10 minutes')
    const heldId = await reading(held.user.id, '10 seconds')

    const reader = new ImportReader(t.db, files, { minFreeBytes: 0, lineMax: 50 }, { error: () => undefined })
    await reader.removeStalePreviews()
    await reader.failInterrupted()
    expect((await t.request('GET', `/api/me/imports/${stale.id}`, { cookie })).body.status).toBe('removed')
    expect((await t.request('GET', `/api/me/imports/${fresh.id}`, { cookie })).body.status).toBe('ready')
    expect(fs.existsSync(files.records(stale.id))).toBe(false)
    expect(fs.existsSync(files.records(fresh.id))).toBe(true)
    expect((await t.request('GET', `/api/me/imports/${leftId}`, { cookie: left.cookie })).body).toMatchObject({
      status: 'failed',
      error: { key: 'importInterrupted' },
    })
    expect((await t.request('GET', `/api/me/imports/${heldId}`, { cookie: held.cookie })).body.status).toBe(
      'processing',
    )
    expect(fs.existsSync(cutOff)).toBe(false)
    expect(fs.existsSync(arriving)).toBe(true)
    fs.rmSync(arriving)
  })

  it('applies an import once when it is confirmed twice at once, and a removal racing it leaves no trace', async () => {
    const { cookie } = await t.signUp()
    const preview = await importReady(cookie, appleZip)
    const answers = await Promise.all([
      t.request('POST', `/api/me/imports/${preview.id}/apply`, { cookie }),
      t.request('POST', `/api/me/imports/${preview.id}/apply`, { cookie }),
      t.request('POST', `/api/me/imports/${preview.id}/apply`, { cookie }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    expect(await allTime(cookie)).toBe(preview.steps)

    const second = await importReady(cookie, appleZip)
    const [applied, removed] = await Promise.all([
      t.request('POST', `/api/me/imports/${second.id}/apply`, { cookie }),
      t.request('DELETE', `/api/me/imports/${second.id}`, { cookie }),
    ])
    expect(removed.status).toBe(204)
    expect([200, 409]).toContain(applied.status)
    // Whichever came first, the second import is gone and the first one's days stand.
    expect((await t.request('GET', `/api/me/imports/${second.id}`, { cookie })).body.status).toBe('removed')
    expect(await allTime(cookie)).toBe(preview.steps)
    expect((await history(cookie)).every((day) => day.source === 'import')).toBe(true)
    expect(await totalsDrift(t)).toEqual([])
    expect(await sourcesDrift(t)).toEqual([])
  })

  it("keeps an admin's correction of a day when an import of that day is removed", async () => {
    const admin = await t.signUp({ admin: true })
    const { user, cookie } = await t.signUp()
    const corrected = daysAgo(2)
    const correction = await t.request('PUT', `/api/admin/members/${user.id}/days/${corrected}`, {
      cookie: admin.cookie,
      body: { steps: 0, reason: 'The phone rode in the car' },
    })
    expect(correction.status, correction.text).toBe(200)
    const preview = await importReady(
      cookie,
      Buffer.from(garminJson({ firstDate: daysAgo(4), days: 4 }).content),
      'UDSFile_1.json',
    )
    expect((await t.request('POST', `/api/me/imports/${preview.id}/apply`, { cookie })).status).toBe(200)
    expect((await t.request('DELETE', `/api/me/imports/${preview.id}`, { cookie })).status).toBe(204)
    const days = await history(cookie)
    expect(days.map(({ date, steps, source }) => ({ date, steps, source }))).toEqual([
      { date: corrected, steps: 0, source: 'correction' },
    ])
    expect(await totalsDrift(t)).toEqual([])
  })

  it('shows a day over 100,000 steps as not counting and applies the rest', async () => {
    const { cookie } = await t.signUp()
    const at = (daysBack: number, time: string) => `${daysAgo(daysBack)} ${time} +0000`
    const xml = appleExportXml([
      { source: 'watch', start: at(2, '09:00:00'), end: at(2, '09:50:00'), value: 150_000 },
      { source: 'watch', start: at(1, '09:00:00'), end: at(1, '09:50:00'), value: 4_000 },
    ])
    const preview = await importReady(cookie, Buffer.from(xml), 'export.xml')
    expect(preview.days).toEqual([
      { date: daysAgo(2), steps: 150_000, counted: false, reason: 'overDailyMax' },
      { date: daysAgo(1), steps: 4_000, counted: true },
    ])
    const applied = await t.request('POST', `/api/me/imports/${preview.id}/apply`, { cookie })
    expect(applied.status).toBe(200)
    expect((await history(cookie)).map(({ date, steps }) => ({ date, steps }))).toEqual([
      { date: daysAgo(1), steps: 4_000 },
    ])
  })

  it('refuses a zip of too many files, and a file naming too many devices, without harm', async () => {
    const { cookie } = await t.signUp()
    const crowded = path.join(dir, 'crowded.zip')
    await writeZip(
      crowded,
      Array.from({ length: 20_001 }, (_, i) => ({
        name: `apple_health_export/workout-routes/route-${i}.gpx`,
        content: '',
      })),
    )
    const zipped = await upload(cookie, fs.readFileSync(crowded))
    expect(zipped.status).toBe(400)
    expect(zipped.body.key).toBe('importZipBomb')

    const at = `${daysAgo(1)} 09:00:00 +0000`
    const xml = appleExportXml(
      Array.from({ length: 201 }, () => ({ source: 'app' as const, start: at, end: at, value: 1 })),
    ).replaceAll(/sourceName="[^"]*"/g, () => `sourceName="App ${Math.random()}"`)
    const crowdedFile = await importReady(cookie, Buffer.from(xml), 'export.xml')
    expect(crowdedFile).toMatchObject({ status: 'failed', error: { key: 'importBrokenFile' } })
    expect((await t.request('GET', '/api/health')).status).toBe(200)
  })
})
