/**
 * A phone running the HC Webhook Android app, as its source reads (HealthConnectManager's
 * readStepsData and its daily, raw and bucketed readers; SyncManager's performSync,
 * buildJsonPayload and updateSyncTimestamps): what Health Connect holds, and the bodies the app
 * builds from it at each sync.
 */

import { zoneOffsetFinder } from '../../src/modules/imports/index.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
/** The app's rolling read window (LOOKBACK_HOURS). */
const LOOKBACK_MS = 48 * HOUR_MS

/** A Health Connect step record. */
export interface HealthConnectRecord {
  count: number
  start: number
  end: number
  origin: string
  device?: { manufacturer?: string; model?: string; type?: number }
  recordingMethod?: 'actively_recorded' | 'automatically_recorded' | 'manual_entry' | 'unknown'
}

/** `daily` (the app's default for steps), `full`, or N-minute buckets. */
export type Resolution = 'daily' | 'full' | number

export interface HcWebhookBody {
  timestamp: string
  app_version: string
  steps?: { count: number; start_time: string; end_time: string; metadata?: object }[]
}

export class HcWebhookPhone {
  /** The steps type's watermark: the latest record end the app last sent and was answered for. */
  lastSync: number | undefined

  constructor(
    readonly records: HealthConnectRecord[],
    readonly zone: string,
    readonly resolution: Resolution,
  ) {}

  /**
   * The body of a sync at `now`, or undefined when there is nothing new (the app then posts
   * nothing). Health Connect shows a record once it has ended.
   */
  sync(now: number): HcWebhookBody | undefined {
    const from = now - LOOKBACK_MS
    const visible = this.records.filter((record) => record.end <= now && record.end > from && record.start < now)
    const steps =
      this.resolution === 'daily'
        ? this.daily(visible, from, now)
        : this.resolution === 'full'
          ? this.raw(visible)
          : this.buckets(visible, this.resolution)
    if (steps.length === 0) return undefined
    return { timestamp: new Date(now).toISOString(), app_version: '1.9.13', steps }
  }

  /** The server answered 2xx: the watermark moves to the latest record end not in the future. */
  answered(body: HcWebhookBody, now: number): void {
    const ends = (body.steps ?? []).map((step) => Date.parse(step.end_time)).filter((end) => end <= now)
    if (ends.length > 0) this.lastSync = Math.max(...ends)
  }

  private newer(records: HealthConnectRecord[]): HealthConnectRecord[] {
    return records.filter((record) => (this.lastSync === undefined || record.end >= this.lastSync) && record.count > 0)
  }

  private raw(records: HealthConnectRecord[]) {
    return this.newer(records).map((record) => ({
      count: record.count,
      start_time: new Date(record.start).toISOString(),
      end_time: new Date(record.end).toISOString(),
      metadata: {
        data_origin: record.origin,
        recording_method: record.recordingMethod ?? 'automatically_recorded',
        ...(record.device ? { device: record.device } : {}),
      },
    }))
  }

  private buckets(records: HealthConnectRecord[], minutes: number) {
    const length = minutes * MINUTE_MS
    const sums = new Map<number, number>()
    for (const record of this.newer(records)) {
      const bucket = Math.floor(record.start / length)
      sums.set(bucket, (sums.get(bucket) ?? 0) + record.count)
    }
    return [...sums]
      .sort((a, b) => a[0] - b[0])
      .map(([bucket, count]) => ({
        count,
        start_time: new Date(bucket * length).toISOString(),
        end_time: new Date((bucket + 1) * length).toISOString(),
      }))
  }

  /**
   * One total per local day of the phone's zone, labelled from its midnight but summed from the
   * window's start only; days that ended before the watermark are skipped. Health Connect's
   * aggregate is the records' sum here (one app writes them).
   */
  private daily(records: HealthConnectRecord[], from: number, now: number) {
    const steps = []
    for (let day = localDate(from, this.zone); day <= localDate(now, this.zone); day = nextDate(day)) {
      const dayStart = localMidnight(day, this.zone)
      const dayEnd = localMidnight(nextDate(day), this.zone)
      const queryStart = Math.max(dayStart, from)
      const queryEnd = Math.min(dayEnd, now)
      if (this.lastSync !== undefined && queryEnd < this.lastSync) continue
      const count = records
        .filter((record) => record.start >= queryStart && record.start < queryEnd)
        .reduce((sum, record) => sum + record.count, 0)
      if (count > 0) {
        steps.push({
          count,
          start_time: new Date(dayStart).toISOString(),
          end_time: new Date(queryEnd).toISOString(),
        })
      }
    }
    return steps
  }
}

/** The local date of an instant in a zone. */
export function localDate(utcMs: number, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    utcMs,
  )
}

function offsetMinutes(utcMs: number, zone: string): number {
  return zoneOffsetFinder(zone)(utcMs)
}

/** The instant of a date's midnight in a zone (`LocalDate.atStartOfDay(zone)`). */
export function localMidnight(date: string, zone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`)
  let guess = wall - offsetMinutes(wall, zone) * MINUTE_MS
  guess = wall - offsetMinutes(guess, zone) * MINUTE_MS
  return guess
}

export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10)
}
