import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import {
  HcWebhookPhone,
  localDate,
  localMidnight,
  nextDate,
  type HcWebhookBody,
  type HealthConnectRecord,
} from '../helpers/hc-webhook-phone.ts'
import { sourcesDrift, totalsDrift } from '../helpers/scores-fixtures.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** A seeded generator, so a failing sequence can be run again. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

const PIXEL = { manufacturer: 'Google', model: 'Pixel 8', type: 2 }
const GALAXY_WATCH = { manufacturer: 'Samsung', model: 'Galaxy Watch6', type: 1 }

/** Walks of whole minutes, one or two an hour, over the hours before `now`. */
function walks(now: number, hours: number, seed: number, length = 10 * MINUTE_MS): { start: number; count: number }[] {
  const next = random(seed)
  const firstHour = Math.floor(now / HOUR_MS) - hours
  const found = []
  for (let hour = firstHour; hour < firstHour + hours; hour += 1) {
    for (const minute of [Math.floor(next() * 10), 30 + Math.floor(next() * 10)]) {
      if (next() < 0.3) continue
      found.push({ start: hour * HOUR_MS + minute * MINUTE_MS, count: 50 + Math.floor(next() * 1500) })
    }
  }
  return found.filter((walk) => walk.start + length <= now)
}

function phoneRecords(now: number, hours: number, seed: number, length = 10 * MINUTE_MS): HealthConnectRecord[] {
  return walks(now, hours, seed, length).map((walk) => ({
    ...walk,
    end: walk.start + length,
    origin: 'com.google.android.apps.fitness',
    device: PIXEL,
  }))
}

/** Each local date's steps in a zone, counting each record on the date it starts. */
function truth(records: readonly HealthConnectRecord[], zone: string): Map<string, number> {
  const days = new Map<string, number>()
  for (const record of records) {
    const date = localDate(record.start, zone)
    days.set(date, (days.get(date) ?? 0) + record.count)
  }
  return days
}

describe('steps from the HC Webhook Android app', () => {
  let t: TestApp
  const now = Date.now()

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** A new member living in `zone`, with a push token. */
  async function memberIn(zone: string | null) {
    const member = await t.signUp({})
    if (zone) {
      const saved = await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { timeZone: zone } })
      expect(saved.status).toBe(200)
    }
    const token = (await t.request('POST', '/api/me/push-tokens', { cookie: member.cookie })).body.token as string
    return { ...member, token }
  }

  const post = (token: string, body: unknown) =>
    t.request('POST', '/api/push/steps', { headers: { authorization: `Bearer ${token}` }, body, noOrigin: true })

  async function daysOf(cookie: string): Promise<Map<string, number>> {
    const history = await t.request('GET', '/api/scores/history', { cookie })
    return new Map(history.body.map((day: { date: string; steps: number }) => [day.date, day.steps]))
  }

  /**
   * Syncs the phone from `start` to now at uneven intervals, as Android's scheduler does: some
   * answers are lost after the server saved the body (the app sends it again at the next sync),
   * one body arrives again long after, and the phone is off for 40 hours from just after a
   * midnight, so the sync after it sums the day before from the window's start only.
   */
  async function syncThrough(phone: HcWebhookPhone, token: string, start: number, seed: number) {
    const next = random(seed)
    let late: HcWebhookBody | undefined
    let gap: 'ahead' | 'next' | 'done' = 'ahead'
    for (let at = start; ;) {
      const body = phone.sync(at)
      if (body) {
        const answer = await post(token, body)
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        if (next() < 0.8) phone.answered(body, at)
        if (!late && next() < 0.1) late = body
      }
      if (at === now) break
      let step = (15 + next() * 180) * MINUTE_MS
      if (gap === 'ahead' && at - start > 30 * HOUR_MS) {
        step = localMidnight(nextDate(localDate(at, phone.zone)), phone.zone) + 5 * MINUTE_MS - at
        gap = 'next'
      } else if (gap === 'next') {
        step = 40 * HOUR_MS
        gap = 'done'
      }
      at = Math.min(now, at + step)
    }
    if (late) expect((await post(token, late)).status).toBe(200)
    const final = phone.sync(now + MINUTE_MS)
    if (final) expect((await post(token, final)).status).toBe(200)
  }

  /** The member's days from the phone's records equal each local date's steps. */
  async function expectDays(cookie: string, records: readonly HealthConnectRecord[], zone: string) {
    const counted = await daysOf(cookie)
    const expected = truth(records, zone)
    for (const [date, steps] of expected) expect({ date, steps: counted.get(date) }).toEqual({ date, steps })
    for (const date of counted.keys()) expect(expected.has(date), date).toBe(true)
  }

  describe("day totals, the app's default: each lands on the date the member lived it", () => {
    const zones = [
      'Etc/GMT+12',
      'Pacific/Pago_Pago',
      'Pacific/Marquesas',
      'America/New_York',
      'Europe/Madrid',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'Pacific/Tongatapu',
      'Pacific/Kiritimati',
    ]
    for (const [index, zone] of zones.entries()) {
      it(`in ${zone}, over syncs split, lost, resent, out of order and after a 40-hour gap`, async () => {
        const member = await memberIn(zone)
        const records = phoneRecords(now, 96, 100 + index)
        const phone = new HcWebhookPhone(records, zone, 'daily')
        await syncThrough(phone, member.token, now - 95 * HOUR_MS, 200 + index)
        await expectDays(member.cookie, records, zone)
      })
    }
  })

  it('dates a day total on its midnight in the daylight-saving changes of spring and autumn', async () => {
    const admin = await t.signUp({ admin: true })
    const reach = await t.request('PATCH', '/api/settings', { cookie: admin.cookie, body: { importDaysBack: 3660 } })
    expect(reach.status).toBe(200)
    for (const [zone, date] of [
      ['America/New_York', '2026-03-08'],
      ['America/New_York', '2026-11-01'],
      ['Australia/Lord_Howe', '2026-04-05'],
      ['Europe/London', '2026-03-29'],
    ] as const) {
      const member = await memberIn(zone)
      const start = localMidnight(date, zone)
      const end = localMidnight(nextDate(date), zone)
      expect([23, 24.5, 25]).toContain((end - start) / HOUR_MS)
      const answer = await post(member.token, {
        timestamp: new Date(end + HOUR_MS).toISOString(),
        app_version: '1.9.13',
        steps: [{ count: 7777, start_time: new Date(start).toISOString(), end_time: new Date(end).toISOString() }],
      })
      expect(answer.body).toEqual({ accepted: 1 })
      expect((await daysOf(member.cookie)).get(date)).toBe(7777)
    }
  })

  it('merges a watch and a phone recording the same walks by moment: the watch first, the phone where only it walked', async () => {
    const zone = 'Europe/Berlin'
    const member = await memberIn(zone)
    const next = random(7)
    const records: HealthConnectRecord[] = []
    const expected: HealthConnectRecord[] = []
    // Within an hour, either both recorded the walks, or only one was worn or carried.
    const rolls = new Map<number, number>()
    for (const walk of walks(now, 46, 11)) {
      const span = { start: walk.start, end: walk.start + 10 * MINUTE_MS }
      const hour = Math.floor(walk.start / HOUR_MS)
      if (!rolls.has(hour)) rolls.set(hour, next())
      const roll = rolls.get(hour)!
      const watch = { ...span, count: walk.count, origin: 'com.sec.android.app.shealth', device: GALAXY_WATCH }
      const phone = {
        ...span,
        count: Math.round(walk.count * 0.9),
        origin: 'com.sec.android.app.shealth',
        device: PIXEL,
      }
      if (roll < 0.6) {
        records.push(watch, phone)
        expected.push(watch)
      } else if (roll < 0.8) {
        records.push(phone)
        expected.push(phone)
      } else {
        records.push(watch)
        expected.push(watch)
      }
    }
    // A walk typed into Samsung Health by hand: kept, shown, and not counted as walked.
    records.push({
      count: 5000,
      start: now - 5 * HOUR_MS,
      end: now - 4 * HOUR_MS,
      origin: 'com.sec.android.app.shealth',
      recordingMethod: 'manual_entry',
    })
    const phone = new HcWebhookPhone(records, zone, 'full')
    await syncThrough(phone, member.token, now - 47 * HOUR_MS, 12)
    const counted = await daysOf(member.cookie)
    for (const [date, steps] of truth(expected, zone))
      expect({ date, steps: counted.get(date) }).toEqual({ date, steps })

    const tokens = await t.request('GET', '/api/me/push-tokens', { cookie: member.cookie })
    expect(tokens.body[0]).toMatchObject({
      client: 'hc-webhook',
      clientVersion: '1.9.13',
      device: 'Google Pixel 8',
      lastSyncAt: expect.any(String),
    })
  })

  it('counts 15-minute buckets, each once however often it is sent again', async () => {
    const zone = 'America/Sao_Paulo'
    const member = await memberIn(zone)
    // Five-minute walks that end within the bucket they start in.
    const records = phoneRecords(now, 40, 21, 5 * MINUTE_MS).filter(
      (record) => Math.floor(record.start / (15 * MINUTE_MS)) === Math.floor((record.end - 1) / (15 * MINUTE_MS)),
    )
    const phone = new HcWebhookPhone(records, zone, 15)
    await syncThrough(phone, member.token, now - 39 * HOUR_MS, 22)
    await expectDays(member.cookie, records, zone)
  })

  it('answers and counts a day whose records name more apps and devices over several pushes than one count keeps', async () => {
    const member = await memberIn(null)
    const hour = Math.floor(now / HOUR_MS) * HOUR_MS - 6 * HOUR_MS
    for (let push = 0; push < 3; push += 1) {
      const steps = Array.from({ length: 150 }, (_, i) => ({
        count: 10,
        start_time: new Date(hour + (push * 150 + i) * 1000).toISOString(),
        end_time: new Date(hour + (push * 150 + i + 1) * 1000).toISOString(),
        metadata: { data_origin: `com.example.app${push}.n${i}`, recording_method: 'automatically_recorded' },
      }))
      const answer = await post(member.token, { timestamp: new Date(now).toISOString(), app_version: '1.9.13', steps })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    }
    // Each app's 10 steps a second are disjoint, but the day is held to the hour's busiest source.
    expect((await daysOf(member.cookie)).get(localDate(hour, 'UTC'))).toBeGreaterThanOrEqual(10)
  })

  it('answers a body of other data types alone with nothing accepted, and names a bad record and its field', async () => {
    const member = await memberIn(null)
    const timestamp = new Date(now).toISOString()
    const heartOnly = await post(member.token, {
      timestamp,
      app_version: '1.9.13',
      heart_rate: [{ bpm: 70, time: timestamp }],
    })
    expect(heartOnly.status).toBe(200)
    expect(heartOnly.body).toEqual({ accepted: 0 })

    const bad = await post(member.token, {
      timestamp,
      app_version: '1.9.13',
      steps: [
        { count: 10, start_time: timestamp, end_time: timestamp },
        { count: 'ten', start_time: timestamp, end_time: timestamp },
        { count: 10, start_time: 'yesterday', end_time: timestamp },
        { count: 10, start_time: timestamp, end_time: new Date(now - HOUR_MS).toISOString() },
      ],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain('steps[1]: count:')
    expect(bad.body.error).toContain('steps[2]: start_time:')
    expect(bad.body.error).toContain('steps[3]: end_time:')
    expect(bad.body.error).not.toContain('steps[0]')
    expect((await daysOf(member.cookie)).size).toBe(0)
    expect(await totalsDrift(t)).toEqual([])
    expect(await sourcesDrift(t)).toEqual([])
  })
})
