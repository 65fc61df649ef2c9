import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { garminJson } from '../../../../scripts/health-exports/other-formats.ts'
import { writeAppleExportZip } from '../../../../scripts/health-exports/apple-health.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'

/** The line of files waiting to be read: what a 202 promises, and who waits for whom. */

function multipartBody(content: string | Buffer, filename: string) {
  const boundary = `----stepup${Math.random().toString(16).slice(2)}`
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('the imports line', () => {
  let t: TestApp

  // A short line, so that filling it takes few uploads: the default is 50.
  const LINE = 5
  beforeAll(async () => {
    t = await createTestApp({ IMPORT_LINE_MAX: String(LINE) })
  })
  afterAll(async () => {
    await t.close()
  })

  const upload = (cookie: string, content: string | Buffer, filename = 'UDSFile_2024-01-01_2024-04-10.json') => {
    const { body, contentType } = multipartBody(content, filename)
    return t.request('POST', '/api/me/imports', { cookie, body, headers: { 'content-type': contentType } })
  }

  async function settled(cookie: string, id: number) {
    for (;;) {
      const detail = await t.request('GET', `/api/me/imports/${id}`, { cookie })
      if (detail.body.status !== 'processing') return detail.body as { status: string; sources: { name: string }[] }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  it(
    'reads every file it answered 202 for when three times as many members as the line holds upload at once, and refuses the rest as busy',
    { timeout: 300_000 },
    async () => {
      const members: Awaited<ReturnType<TestApp['signUp']>>[] = []
      for (let i = 0; i < 3 * (LINE + 1); i++) members.push(await t.signUp())
      const content = garminJson({ days: 20 }).content
      const answers = await Promise.all(members.map(({ cookie }) => upload(cookie, content)))
      const accepted = answers.flatMap((answer, i) =>
        answer.status === 202 ? [{ id: answer.body.id as number, i }] : [],
      )
      const refused = answers.filter((answer) => answer.status !== 202)
      // One file read and LINE waiting; a file read meanwhile frees its place.
      expect(accepted.length).toBeGreaterThanOrEqual(LINE + 1)
      expect(refused.length).toBeGreaterThan(0)
      for (const answer of refused) expect(answer).toMatchObject({ status: 429, body: { key: 'importServerBusy' } })
      const results = await Promise.all(accepted.map(({ id, i }) => settled(members[i]!.cookie, id)))
      expect(results.map((result) => result.status)).toEqual(accepted.map(() => 'ready'))
    },
  )

  it('keeps a member to three previews waiting to be applied', async () => {
    const { cookie } = await t.signUp()
    const content = garminJson({ days: 5 }).content
    for (let i = 0; i < 3; i++) {
      const created = await upload(cookie, content)
      expect(created.status, created.text).toBe(202)
      expect((await settled(cookie, created.body.id)).status).toBe('ready')
    }
    const fourth = await upload(cookie, content)
    expect(fourth).toMatchObject({ status: 409, body: { key: 'importPreviewsFull' } })
    const list = await t.request('GET', '/api/me/imports', { cookie })
    await t.request('DELETE', `/api/me/imports/${list.body[0].id}`, { cookie })
    expect((await upload(cookie, content)).status).toBe(202)
  })

  it('counts one reorder of a member at a time', async () => {
    const { cookie } = await t.signUp()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-line-'))
    await writeAppleExportZip(path.join(dir, 'export.zip'), { days: 10, stepRecordsPerDay: 20 })
    const zip = fs.readFileSync(path.join(dir, 'export.zip'))
    fs.rmSync(dir, { recursive: true })
    const created = await upload(cookie, zip, 'export.zip')
    expect(created.status, created.text).toBe(202)
    const preview = await settled(cookie, created.body.id)
    const names = preview.sources.map((source) => source.name)
    expect(names.length).toBeGreaterThan(1)
    const orders = [names.slice().reverse(), names.slice(1), names.slice(0, 1), [names.at(-1)!]]
    const answers = await Promise.all(
      orders.map((sources) =>
        t.request('PUT', `/api/me/imports/${created.body.id}/sources`, { cookie, body: { sources } }),
      ),
    )
    expect(answers.some((answer) => answer.status === 200)).toBe(true)
    const busy = answers.filter((answer) => answer.status !== 200)
    expect(busy.length).toBeGreaterThan(0)
    for (const answer of busy) expect(answer).toMatchObject({ status: 409, body: { key: 'importBusy' } })
  })
})
