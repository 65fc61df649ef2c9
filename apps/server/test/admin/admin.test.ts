import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { totalsDrift, daysAgo, ingest, makeTeam, setSensorId } from '../helpers/scores-fixtures.ts'

function csv(t: TestApp, cookie: string, text: string, contentType = 'text/csv') {
  return t.request('POST', '/api/admin/steps/import', { cookie, body: text, headers: { 'content-type': contentType } })
}

describe('admin', () => {
  let t: TestApp
  let admin: string
  let member: { user: { id: number; email: string }; cookie: string }
  let other: { user: { id: number; email: string }; cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    admin = (await t.signUp({ username: 'Admin', admin: true })).cookie
    member = await t.signUp({ username: 'Mia', email: 'mia@example.com' })
    other = await t.signUp({ username: 'Ola', email: 'ola@example.com' })
    await setSensorId(t, other.user.id, 'band-ola')
  })
  afterAll(() => t.close())

  describe('GET /api/admin/summary', () => {
    it('is for admins only', async () => {
      expect((await t.request('GET', '/api/admin/summary')).status).toBe(401)
      expect((await t.request('GET', '/api/admin/summary', { cookie: member.cookie })).status).toBe(403)
    })

    it('counts members, teams, steps, today, bonus and pending judgments', async () => {
      await ingest(t, [
        { sensorUserId: 'band-ola', date: daysAgo(0), steps: 3000 },
        { sensorUserId: 'band-ola', date: daysAgo(2), steps: 1000 },
      ])
      await makeTeam(t, 'Solo', [other.user.id])
      const response = await t.request('GET', '/api/admin/summary', { cookie: admin })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        users: 3,
        teams: 1,
        steps: 4000,
        stepsToday: 3000,
        bonus: 0,
        pendingCompletions: 0,
        days: 2,
      })
    })
  })

  describe('POST /api/admin/steps/import', () => {
    it('is for admins only', async () => {
      expect((await csv(t, member.cookie, 'mia@example.com,2026-01-01,5')).status).toBe(403)
      const guest = await t.request('POST', '/api/admin/steps/import', {
        body: 'x',
        headers: { 'content-type': 'text/csv' },
      })
      expect(guest.status).toBe(401)
    })

    it('imports good lines and lists bad ones with line number and reason (header row)', async () => {
      const text = [
        'email,date,steps',
        'mia@example.com,2026-01-01,5000',
        'MIA@example.com,2026-01-02,6000',
        'nobody@example.com,2026-01-02,100',
        'mia@example.com,2026-13-01,100',
        'mia@example.com,2026-01-03,100001',
        '',
        'mia@example.com,2026-01-04,12.5',
        'mia@example.com,2026-01-05',
        'mia@example.com,2026-01-06,"7000"',
        'mia@example.com,2099-01-01,100',
      ].join('\n')
      const response = await csv(t, admin, text)
      expect(response.status).toBe(200)
      expect(response.body.imported).toBe(3)
      // Each reason in English, with its catalogue key and values so the page can translate it.
      expect(response.body.rejected).toEqual([
        {
          line: 4,
          error: 'No member with email "nobody@example.com"',
          key: 'csvNoMemberEmail',
          params: { identifier: 'nobody@example.com' },
        },
        { line: 5, error: 'Date is not a real calendar date: "2026-13-01"', key: 'dateNotReal', value: '2026-13-01' },
        {
          line: 6,
          error: 'Steps must be at most 100,000: "100001"',
          key: 'stepsTooHigh',
          params: { max: 100_000 },
          value: '100001',
        },
        { line: 8, error: 'Steps must be a whole number: "12.5"', key: 'stepsNotWhole', value: '12.5' },
        { line: 9, error: 'Expected three values: sensorUserId or email, date, steps', key: 'csvLineIncomplete' },
        {
          line: 11,
          error: 'Date is more than 2 days after today: "2099-01-01"',
          key: 'dateTooFarAhead',
          params: { days: 2 },
          value: '2099-01-01',
        },
      ])
      const history = await t.request('GET', '/api/scores/history', { cookie: member.cookie })
      expect(history.body.map((r: any) => [r.date, r.steps])).toEqual([
        ['2026-01-06', 7000],
        ['2026-01-02', 6000],
        ['2026-01-01', 5000],
      ])
      expect(await totalsDrift(t)).toEqual([])
    })

    it('takes the last line for a member and day, by email or sensor id alike', async () => {
      const day = '2026-01-20'
      const response = await csv(
        t,
        admin,
        `mia@example.com,${day},100\nmia@example.com,${day},300\nMIA@example.com,${day},200\n`,
      )
      expect(response.body).toEqual({ imported: 3, rejected: [] })
      const history = await t.request('GET', '/api/scores/history', { cookie: member.cookie })
      expect(history.body.find((r: any) => r.date === day)?.steps).toBe(200)
      expect(await totalsDrift(t)).toEqual([])
    })

    it('takes files without a header, mixing sensor ids and emails, and the board changes', async () => {
      const before = await t.request('GET', '/api/scores/users', { cookie: member.cookie })
      expect(before.body.users[0].user.username).toBe('Mia')
      const response = await csv(
        t,
        admin,
        `band-ola,${daysAgo(1)},40000\r\nmia@example.com,${daysAgo(1)},1\r\nband-x,${daysAgo(1)},5\r\n`,
      )
      expect(response.body).toEqual({
        imported: 2,
        rejected: [
          {
            line: 3,
            error: 'No member with sensor id "band-x"',
            key: 'csvNoMemberSensor',
            params: { identifier: 'band-x' },
          },
        ],
      })
      const after = await t.request('GET', '/api/scores/users', { cookie: member.cookie })
      expect(after.body.users[0]).toMatchObject({ rank: 1, user: { username: 'Ola' }, steps: 44_000 })
    })

    it('takes a multipart file upload', async () => {
      const boundary = '----stepupcsv'
      const body =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="steps.csv"\r\nContent-Type: text/csv\r\n\r\n` +
        `sensorUserId,date,steps\nband-ola,2026-02-01,123\n\r\n--${boundary}--\r\n`
      const response = await t.request('POST', '/api/admin/steps/import', {
        cookie: admin,
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ imported: 1, rejected: [] })
    })

    it('refuses a file of too many lines, or of one huge line, before parsing it', async () => {
      // 10 MB each: parsed, the first took 37 s and 2.6 GB of memory, the second 14 s.
      const started = performance.now()
      const emptyish = await csv(t, admin, 'a\n'.repeat(5 * 1024 * 1024))
      expect(emptyish.status).toBe(400)
      expect(emptyish.body).toMatchObject({ key: 'csvTooManyLines', params: { lines: 5 * 1024 * 1024 } })
      const commas = await csv(t, admin, ','.repeat(10 * 1024 * 1024 - 1))
      expect(commas.status).toBe(400)
      expect(commas.body).toMatchObject({ key: 'csvLineTooLong', params: { line: 1, max: 1000 } })
      // Far from the 51 s of parsing them, so that a busy machine passes too.
      expect(performance.now() - started).toBeLessThan(15_000)

      const header = 'sensorUserId,date,steps\n'
      const full = await csv(t, admin, header + 'nobody,2026-01-01,1\n'.repeat(200_000))
      expect(full.status).toBe(200)
      expect(full.body.rejected).toHaveLength(200_000)
      // Lines ended by a carriage return alone, as old spreadsheets write them, are lines too.
      const carriageReturns = await csv(t, admin, 'sensorUserId,date,steps\r' + 'nobody,2026-01-01,1\r'.repeat(2_000))
      expect(carriageReturns.status).toBe(200)
      expect(carriageReturns.body.rejected).toHaveLength(2_000)
    })

    it('answers 400, not 500, for a multipart body without a boundary or cut off mid-file', async () => {
      const cutOff =
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="steps.csv"\r\n\r\nband-ola,2026-02-01,1'
      for (const [contentType, body] of [
        ['multipart/form-data', 'sensorUserId,date,steps'],
        ['multipart/form-data; boundary=', '--\r\n'],
        ['multipart/form-data; boundary=xyz', cutOff],
      ] as const) {
        const response = await t.request('POST', '/api/admin/steps/import', {
          cookie: admin,
          body,
          headers: { 'content-type': contentType },
        })
        expect(response.status, contentType).toBe(400)
        expect(response.body.error).toMatch(/not valid multipart/)
      }
      const summary = await t.request('GET', '/api/admin/summary', { cookie: admin })
      expect(summary.status).toBe(200)
    })

    it('answers 400 for a file that is not CSV and for an empty body', async () => {
      const broken = await csv(t, admin, 'mia@example.com,"2026-01-01,5\nx,y')
      expect(broken.status).toBe(400)
      expect(broken.body.error).toMatch(/not valid CSV/)
      const empty = await csv(t, admin, '')
      expect(empty.status).toBe(200)
      expect(empty.body).toEqual({ imported: 0, rejected: [] })
      const json = await t.request('POST', '/api/admin/steps/import', { cookie: admin, body: { rows: [] } })
      expect(json.status).toBe(400)
    })
  })
})
