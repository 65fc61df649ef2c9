import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { daysAgo } from '../helpers/scores-fixtures.ts'

/** Fitbit writes its minute series in UTC: `MM/DD/YY HH:MM:SS`. */
function fitbitMinute(date: string, time: string, steps: number) {
  const [year, month, day] = date.split('-')
  return { dateTime: `${month}/${day}/${year!.slice(2)} ${time}`, value: String(steps) }
}

function multipartBody(file: Buffer, filename: string) {
  const boundary = `----stepup${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  )
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

describe("files whose instants carry no offset are dated in the member's own zone", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function preview(cookie: string, file: Buffer) {
    const { body, contentType } = multipartBody(file, 'steps.json')
    const created = await t.request('POST', '/api/me/imports', {
      cookie,
      body,
      headers: { 'content-type': contentType },
    })
    expect(created.status, created.text).toBe(202)
    for (let i = 0; i < 400; i += 1) {
      const detail = await t.request('GET', `/api/me/imports/${created.body.id}`, { cookie })
      if (detail.body.status !== 'processing') return detail.body
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('the import never finished')
  }

  it("dates a Fitbit minute file's UTC minutes on the member's dates, and on the community's without a zone of their own", async () => {
    const before = daysAgo(3)
    const after = daysAgo(2)
    // 20:00 UTC is 09:00 the next morning in Auckland (UTC+13 in its summer), 02:00 UTC is 15:00.
    const file = Buffer.from(
      JSON.stringify([fitbitMinute(before, '20:00:00', 500), fitbitMinute(after, '02:00:00', 700)]),
    )
    const auckland = await t.signUp({})
    const saved = await t.request('PATCH', '/api/me', {
      cookie: auckland.cookie,
      body: { timeZone: 'Pacific/Auckland' },
    })
    expect(saved.body.timeZone).toBe('Pacific/Auckland')
    const lived = await preview(auckland.cookie, file)
    expect(lived.days.map(({ date, steps }: { date: string; steps: number }) => ({ date, steps }))).toEqual([
      { date: after, steps: 1200 },
    ])

    const community = await t.signUp({})
    const inUtc = await preview(community.cookie, file)
    expect(inUtc.days.map(({ date, steps }: { date: string; steps: number }) => ({ date, steps }))).toEqual([
      { date: before, steps: 500 },
      { date: after, steps: 700 },
    ])
  })

  it('refuses a time zone the server does not know, and takes the community zone back with null', async () => {
    const member = await t.signUp({})
    const wrong = await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { timeZone: 'Mars/Olympus' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.key).toBe('timeZoneUnknown')
    const cleared = await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { timeZone: null } })
    expect(cleared.body.timeZone).toBeNull()
  })
})
