import { createHash } from 'node:crypto'
import { HcWebhookStepsSchema, type HcWebhookSteps, type SourceKind } from '@stepup/contract'
import type { Problems } from './push-problems.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * How far back HC Webhook reads on each sync (its rolling window). After a gap, the oldest day in
 * the window is summed from the window's start only, yet labelled from its midnight.
 */
const SYNC_WINDOW_MS = 48 * HOUR_MS
/** A record longer than this is no step record (a day's total spans 25 hours at most). */
const LONGEST_RECORD_MS = 2 * DAY_MS
/** Local midnights lie between UTC−12 and UTC+14. */
const WESTMOST_OFFSET = -12 * 60
const EASTMOST_OFFSET = 14 * 60
/** Distinct apps and devices one push may name: far more than one member's phone holds. */
export const MAX_PUSH_SOURCES = 200

/** How a pushed source ranks: as an import's source kinds, and `typed` for entries typed by hand. */
export type PushedSourceKind = SourceKind | 'typed'

/** A row of what a phone app pushed, as it is kept (see pushed-records.ts). */
export interface PushedRow {
  key: string
  kind: 'day' | 'record' | 'bucket'
  source: string
  sourceKind: PushedSourceKind
  start: Date
  end: Date
  /** The member's date of a day's total; null for records and buckets. */
  day: string | null
  steps: number
  /**
   * Whether the row may hold part of what an earlier push sent for the same key, so it may raise
   * the kept count but never lower it: a day summed from the sync window's start, or a bucket
   * re-sent with only the records that ended after the app's last sync.
   */
  partial: boolean
}

export interface HcWebhookPush {
  rows: PushedRow[]
  /** The phone the records name (`Google Pixel 8`), where they say. */
  device: string | null
  version: string | null
}

/** Apps that write a wearable's steps into Health Connect: their records rank as a watch's. */
const WEARABLE_APPS: Record<string, string> = {
  'com.garmin.android.apps.connectmobile': 'Garmin Connect',
  'com.fitbit.FitbitMobile': 'Fitbit',
  'fi.polar.polarflow': 'Polar Flow',
  'com.withings.wiscale2': 'Withings',
  'com.ouraring.oura': 'Oura',
  'com.huami.watch.hmwatchmanager': 'Zepp',
  'com.xiaomi.hm.health': 'Zepp Life',
  'com.mi.health': 'Mi Fitness',
  'com.huawei.health': 'Huawei Health',
  'com.stt.android.suunto': 'Suunto',
  'com.coros.coros': 'COROS',
  'com.whoop.android': 'WHOOP',
  'com.google.android.apps.fitness.wear': 'Google Fit (watch)',
}

/** Other apps members name, shown by name rather than package. */
const KNOWN_APPS: Record<string, string> = {
  'com.google.android.apps.fitness': 'Google Fit',
  'com.sec.android.app.shealth': 'Samsung Health',
  'com.google.android.apps.healthdata': 'Health Connect',
  'com.android.healthconnect.controller': 'Health Connect',
  'com.strava': 'Strava',
}

/**
 * Health Connect's device types: 1 watch, 2 phone, 3 scale, 4 ring, 5 head-mounted, 6 fitness
 * band, 7 chest strap, 8 smart display. What is worn all day ranks with watches.
 */
function kindOfDeviceType(type: number | undefined): SourceKind | undefined {
  if (type === 1 || type === 4 || type === 6 || type === 7) return 'watch'
  if (type === 2) return 'phone'
  if (type === 3 || type === 5 || type === 8) return 'device'
  return undefined
}

/**
 * The rows of HC Webhook's `steps`, in whichever resolution the member set in the app: records with
 * Health Connect's `metadata` (full), one total per local day (daily, the app's default), or
 * N-minute sums over every app (buckets, which carry no metadata and start on multiples of their
 * length). `offsetAt` gives the member's UTC offset at an instant, for the instants that alone
 * could be two dates.
 */
export function rowsOfHcWebhook(
  body: { timestamp: string; app_version?: string; steps?: readonly unknown[] },
  offsetAt: (utcMs: number) => number,
  problems: Problems,
): HcWebhookPush {
  const records: HcWebhookSteps[] = []
  const steps = body.steps ?? []
  for (let index = 0; index < steps.length && !problems.full; index += 1) {
    const record = HcWebhookStepsSchema.safeParse(steps[index])
    if (!record.success) problems.addIssues(`steps[${index}]`, record.error)
    else if (!spanIsPlausible(record.data)) problems.add(`steps[${index}]: end_time: ${SPAN_PROBLEM}`)
    else records.push(record.data)
  }
  const sent = Date.parse(body.timestamp)
  const loose = records.filter((record) => !record.metadata)
  const asBuckets = looksLikeBuckets(loose)
  const rows = records.map((record) =>
    record.metadata ? recordRow(record) : asBuckets ? bucketRow(record) : dayRow(record, sent, offsetAt),
  )
  if (new Set(rows.map((row) => row.source)).size > MAX_PUSH_SOURCES) {
    problems.add(`steps: more than ${MAX_PUSH_SOURCES} apps and devices`)
  }
  return { rows, device: phoneOf(records), version: body.app_version?.slice(0, 100) ?? null }
}

const SPAN_PROBLEM = 'A record must end when or after it starts, and within 48 hours.'

function spanIsPlausible(record: HcWebhookSteps): boolean {
  const length = Date.parse(record.end_time) - Date.parse(record.start_time)
  return length >= 0 && length <= LONGEST_RECORD_MS
}

/** N-minute buckets: every record as long as the others, starting on a multiple of that length. */
function looksLikeBuckets(records: readonly HcWebhookSteps[]): boolean {
  if (records.length === 0) return false
  const length = Date.parse(records[0]!.end_time) - Date.parse(records[0]!.start_time)
  if (length <= 0 || length % MINUTE_MS !== 0) return false
  return records.every((record) => {
    const start = Date.parse(record.start_time)
    return Date.parse(record.end_time) - start === length && start % length === 0
  })
}

/**
 * A record's key: what identifies it (app, device, recording method, start, end), hashed to 22
 * characters. The identity written out runs to some 130; with keys that long, writing a 48-hour
 * push of 2,600 records into the embedded database took 260 ms instead of 150.
 */
function recordRow(record: HcWebhookSteps): PushedRow {
  const metadata = record.metadata!
  const device = metadata.device
  const origin = metadata.data_origin
  const typed = metadata.recording_method === 'manual_entry'
  const deviceName = [device?.manufacturer, device?.model].filter(Boolean).join(' ')
  const app = WEARABLE_APPS[origin] ?? KNOWN_APPS[origin] ?? origin
  const kind = kindOfDeviceType(device?.type) ?? (origin in WEARABLE_APPS ? 'watch' : 'app')
  const source = `${app}${deviceName ? ` · ${deviceName}` : ''}${typed ? ' (typed)' : ''}`
  return {
    key: `r|${createHash('sha256')
      .update(
        [origin, device?.manufacturer, device?.model, device?.type, typed, record.start_time, record.end_time].join(
          '|',
        ),
      )
      .digest('base64url')
      .slice(0, 22)}`,
    kind: 'record',
    source,
    sourceKind: typed ? 'typed' : kind,
    start: new Date(record.start_time),
    end: new Date(record.end_time),
    day: null,
    steps: record.count,
    partial: false,
  }
}

function bucketRow(record: HcWebhookSteps): PushedRow {
  const start = new Date(record.start_time)
  const end = new Date(record.end_time)
  return {
    key: `b|${start.toISOString()}|${end.toISOString()}`,
    kind: 'bucket',
    source: '',
    sourceKind: 'app',
    start,
    end,
    day: null,
    steps: record.count,
    partial: true,
  }
}

function dayRow(record: HcWebhookSteps, sent: number, offsetAt: (utcMs: number) => number): PushedRow {
  const start = new Date(record.start_time)
  return {
    key: `d|${start.toISOString()}`,
    kind: 'day',
    source: '',
    sourceKind: 'app',
    start,
    end: new Date(record.end_time),
    day: dateOfLocalMidnight(start.getTime(), offsetAt),
    steps: record.count,
    partial: start.getTime() < sent - SYNC_WINDOW_MS,
  }
}

/**
 * The date whose local midnight the instant is. HC Webhook labels a day's total with the UTC
 * instant of the phone's midnight; offsets from −12 to +14 hours span 26, so an instant between
 * 10:00 and 12:00 UTC is the midnight of two dates (UTC−12…−10 or UTC+12…+14): the one whose
 * offset lies nearer the member's own at that instant is taken. An instant that is no quarter-hour
 * midnight anywhere is dated in the member's zone.
 */
export function dateOfLocalMidnight(utcMs: number, offsetAt: (utcMs: number) => number): string {
  const own = offsetAt(utcMs)
  const minuteOfDay = (((utcMs % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS
  if (!Number.isInteger(minuteOfDay) || minuteOfDay % 15 !== 0) return isoDate(utcMs + own * MINUTE_MS)
  const candidates = [-minuteOfDay, 24 * 60 - minuteOfDay].filter(
    (offset) => offset >= WESTMOST_OFFSET && offset <= EASTMOST_OFFSET,
  )
  const offset = candidates.reduce((best, next) => (Math.abs(next - own) < Math.abs(best - own) ? next : best))
  return isoDate(utcMs + offset * MINUTE_MS)
}

function isoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10)
}

/** The phone the records were written on, as `Google Pixel 8`; null when no record names one. */
function phoneOf(records: readonly HcWebhookSteps[]): string | null {
  for (const record of records) {
    const device = record.metadata?.device
    if (device?.type === 2 && device.model) return [device.manufacturer, device.model].filter(Boolean).join(' ')
  }
  return null
}
