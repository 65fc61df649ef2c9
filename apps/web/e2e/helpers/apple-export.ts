import {
  APPLE_SOURCES,
  appleExportXml,
  type AppleSource,
  type AppleStepRecord,
} from '../../../../scripts/health-exports/apple-health.ts'

/** The names the import page lists the export's devices by. */
export const WATCH = APPLE_SOURCES.watch.name
export const PHONE_SOURCE = APPLE_SOURCES.phone.name

const isoDaysAgo = (days: number) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

const record = (source: AppleSource, day: string, from: string, to: string, value: number): AppleStepRecord => ({
  source,
  start: `${day} ${from}:00 +0000`,
  end: `${day} ${to}:00 +0000`,
  value,
})

/**
 * An Apple Health export.xml (the fixture generator's, with records of other kinds around the
 * steps) for days `fromDaysAgo`..`toDaysAgo` back. Each day has a walk at 08:00 that both the
 * watch (1,000 steps) and the phone (700) recorded, 400 steps at noon on the phone alone and 600
 * at 18:00 on the watch alone: with the watch first a day counts 2,000 steps, with the phone
 * first 1,700.
 */
export function overlappingAppleExport({ fromDaysAgo = 5, toDaysAgo = 1 } = {}) {
  const records: AppleStepRecord[] = []
  for (let ago = fromDaysAgo; ago >= toDaysAgo; ago -= 1) {
    const day = isoDaysAgo(ago)
    records.push(
      record('watch', day, '08:00', '08:30', 1000),
      record('phone', day, '08:00', '08:30', 700),
      record('phone', day, '12:00', '12:20', 400),
      record('watch', day, '18:00', '18:20', 600),
    )
  }
  return appleExportXml(records)
}
