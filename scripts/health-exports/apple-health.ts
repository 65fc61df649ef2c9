import { PassThrough, type Writable } from 'node:stream'
import { expectedDays, isoDate, randomInt, seededRandom } from './random.ts'
import { writeZip } from './zip-file.ts'

/** The sources of a generated export, as Apple writes them (names and devices entity-encoded). */
export const APPLE_SOURCES = {
  watch: {
    sourceName: 'Jane&#x2019;s Apple Watch',
    name: 'Jane’s Apple Watch',
    version: '10.1',
    device:
      '&lt;&lt;HKDevice: 0x283b8c0a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;',
  },
  phone: {
    sourceName: 'Jane&#x2019;s iPhone',
    name: 'Jane’s iPhone',
    version: '17.1',
    device:
      '&lt;&lt;HKDevice: 0x283b8c370&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.1&gt;',
  },
  app: { sourceName: 'Steps &amp; More', name: 'Steps & More', version: '3.2', device: undefined },
} as const

export type AppleSource = keyof typeof APPLE_SOURCES

/** How a record is laid out: Apple's own order, attributes shuffled, one per line, or with children. */
export type AppleLayout = 'plain' | 'reordered' | 'multiline' | 'children'

export interface AppleStepRecord {
  source: AppleSource
  /** `2024-01-01 09:50:00 +0100` */
  start: string
  end: string
  value: number
  layout?: AppleLayout
}

export function appleStepRecordXml(record: AppleStepRecord): string {
  return appleRecordXml('HKQuantityTypeIdentifierStepCount', 'count', record)
}

function appleRecordXml(type: string, unit: string, record: AppleStepRecord): string {
  const source = APPLE_SOURCES[record.source]
  const attributes: [string, string][] = [
    ['type', type],
    ['sourceName', source.sourceName],
    ['sourceVersion', source.version],
    ...(source.device ? [['device', source.device] as [string, string]] : []),
    ['unit', unit],
    ['creationDate', record.end],
    ['startDate', record.start],
    ['endDate', record.end],
    ['value', String(record.value)],
  ]
  switch (record.layout ?? 'plain') {
    case 'plain':
      return ` <Record ${attributes.map(([k, v]) => `${k}="${v}"`).join(' ')}/>\n`
    case 'reordered':
      return ` <Record ${[...attributes]
        .reverse()
        .map(([k, v]) => `${k}='${v}'`)
        .join(' ')} />\n`
    case 'multiline':
      return ` <Record\n${attributes.map(([k, v]) => `   ${k} = "${v}"`).join('\n')}\n />\n`
    case 'children':
      return ` <Record ${attributes.map(([k, v]) => `${k}="${v}"`).join(' ')}>\n  <MetadataEntry key="HKMetadataKeyTimeZone" value="Europe/Paris"/>\n  <MetadataEntry key="HKWasUserEntered" value="0"/>\n </Record>\n`
  }
}

const APPLE_HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 13 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ELEMENT WorkoutStatistics EMPTY>
<!ELEMENT ActivitySummary EMPTY>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
]>
<HealthData locale="en_GB">
 <ExportDate value="2024-04-10 21:14:02 +0100"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-05-04" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
`

const APPLE_FOOTER = ` <ActivitySummary dateComponents="2024-01-01" activeEnergyBurned="412.5" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="31" appleExerciseTimeGoal="30" appleStandHours="11" appleStandHoursGoal="12"/>
</HealthData>
`

/** Records that are not steps, to surround the step records as in a real export. */
function otherRecordsXml(start: string, end: string): string {
  const watch = APPLE_SOURCES.watch
  return (
    ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="${watch.sourceName}" sourceVersion="10.1" device="${watch.device}" unit="count/min" creationDate="${end}" startDate="${start}" endDate="${start}" value="74">\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n </Record>\n` +
    ` <Record type="HKQuantityTypeIdentifierDistanceWalkingRunning" sourceName="${watch.sourceName}" sourceVersion="10.1" device="${watch.device}" unit="km" creationDate="${end}" startDate="${start}" endDate="${end}" value="0.0412"/>\n` +
    ` <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="31.5" durationUnit="min" sourceName="${watch.sourceName}" sourceVersion="10.1" device="${watch.device}" creationDate="${end}" startDate="${start}" endDate="${end}">\n  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="${start}" duration="9.9" durationUnit="min"/>\n  <WorkoutStatistics type="HKQuantityTypeIdentifierStepCount" startDate="${start}" endDate="${end}" sum="4321" unit="count"/>\n  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="${start}" endDate="${end}" sum="120.5" unit="kcal"/>\n </Workout>\n`
  )
}

/** A small export.xml holding exactly these step records, among records of other kinds. */
export function appleExportXml(records: AppleStepRecord[]): string {
  const first = records[0]
  const others = first ? otherRecordsXml(first.start, first.end) : ''
  return APPLE_HEADER + others + records.map(appleStepRecordXml).join('') + others + APPLE_FOOTER
}

export interface AppleExportOptions {
  days?: number
  /** Step records a day (watch, phone and app together); 640 over three years is about 700,000. */
  stepRecordsPerDay?: number
  /** Pads the file with heart rate, distance and energy records up to about this size. */
  sizeMb?: number
  firstDate?: string
  seed?: number
}

export interface GeneratedExport {
  /**
   * Steps per local day counted with the default order (watch, phone, app): the merge, held
   * between the largest source's day and the sum of each local hour's largest source.
   */
  expected: { date: string; steps: number }[]
  stepRecords: number
  bytes: number
}

/**
 * Streams a real-shaped export.xml: a watch and a phone recording the same walks (the phone's copy
 * counts nothing, or half where it is shifted half a record), walks only the phone recorded, a
 * phone record over every midnight (half to each day), an app's record early each morning, three
 * UTC offsets, entity-encoded names, reordered, multi-line and nested records, padded with other
 * record types to `sizeMb`. The expected days follow from that plan, not from the reader's code:
 * the merge as the plan lays it out, then held between the largest source's day (the phone's
 * copies and walks may outweigh the watch's) and the sum over local hours of the largest source's
 * steps in each (a shifted copy may lift an hour above what either device saw in it).
 */
export async function writeAppleExportXml(out: Writable, options: AppleExportOptions = {}): Promise<GeneratedExport> {
  const days = options.days ?? 30
  const perDay = Math.max(3, options.stepRecordsPerDay ?? 24)
  const targetBytes = (options.sizeMb ?? 0) * 1024 * 1024
  const random = seededRandom(options.seed ?? 1)
  const firstDay = Date.parse(`${options.firstDate ?? '2021-01-01'}T00:00:00Z`)
  const totals = new Map<string, number>()
  const count = (date: string, steps: number) => totals.set(date, (totals.get(date) ?? 0) + steps)
  // Each source's steps per local date and hour ("2021-01-01 9"), spread evenly over its records.
  const hours: Record<AppleSource, Map<string, number>> = { watch: new Map(), phone: new Map(), app: new Map() }
  let pending: string[] = []
  let pendingLength = 0
  let bytes = 0
  let stepRecords = 0
  const write = async (text: string) => {
    pending.push(text)
    pendingLength += text.length
    if (pendingLength < 1 << 20) return
    await flush()
  }
  const flush = async () => {
    const chunk = Buffer.from(pending.join(''))
    pending = []
    pendingLength = 0
    bytes += chunk.length
    if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve))
  }
  const layouts: AppleLayout[] = ['plain', 'plain', 'reordered', 'plain', 'multiline', 'plain', 'children']
  const step = async (source: AppleSource, start: string, end: string, value: number) => {
    stepRecords++
    await write(appleStepRecordXml({ source, start, end, value, layout: layouts[stepRecords % layouts.length] }))
  }
  /** Spreads a record, in seconds from `date`'s local midnight, over its local hours (from 24 h on, `nextDate`'s). */
  const spread = (source: AppleSource, date: string, nextDate: string, from: number, to: number, value: number) => {
    for (let x = from; x < to;) {
      const hour = Math.floor(x / 3600)
      const y = Math.min(to, (hour + 1) * 3600)
      const key = hour < 24 ? `${date} ${hour}` : `${nextDate} ${hour - 24}`
      hours[source].set(key, (hours[source].get(key) ?? 0) + (value * (y - x)) / (to - from))
      x = y
    }
  }

  await write(APPLE_HEADER)
  const groups = Math.max(1, Math.floor((perDay - 2) / 3))
  // Walks fill local 07:00–23:50; the app's record sits at 06:30; the midnight record 23:57–00:03.
  const slot = Math.floor((16 * 3600 + 50 * 60) / groups)
  const length = Math.max(2, Math.floor(slot / 4 / 2) * 2)
  for (let d = 0; d < days; d++) {
    const dayMs = firstDay + d * 86_400_000
    const date = isoDate(dayMs)
    const nextDate = isoDate(dayMs + 86_400_000)
    const offset = d % 60 < 40 ? '+0100' : d % 60 < 55 ? '+0200' : '-0500'
    const at = (second: number) =>
      second >= 86_400 ? `${nextDate} ${clock(second - 86_400)} ${offset}` : `${date} ${clock(second)} ${offset}`
    /** A record from `from` to `to`, seconds from local midnight. */
    const record = async (source: AppleSource, from: number, to: number, value: number) => {
      await step(source, at(from), at(to), value)
      spread(source, date, nextDate, from, to, value)
    }

    const appValue = randomInt(random, 100, 900)
    await record('app', 6 * 3600 + 1800, 6 * 3600 + 3000, appValue)
    count(date, appValue)
    for (let g = 0; g < groups; g++) {
      const t0 = 7 * 3600 + g * slot
      const walk = randomInt(random, 20, 400)
      await record('watch', t0, t0 + length, walk)
      count(date, walk)
      const phoneCopy = randomInt(random, 20, 400)
      const shifted = g % 4 === 3
      const copyStart = shifted ? t0 + length / 2 : t0
      await record('phone', copyStart, copyStart + length, phoneCopy)
      if (shifted) count(date, phoneCopy / 2)
      const alone = randomInt(random, 5, 300)
      const aloneStart = t0 + Math.floor(slot / 2)
      await record('phone', aloneStart, aloneStart + length, alone)
      count(date, alone)
    }
    const overnight = randomInt(random, 10, 200)
    await record('phone', 23 * 3600 + 57 * 60, 24 * 3600 + 3 * 60, overnight)
    count(date, overnight / 2)
    count(nextDate, overnight / 2)

    const dayTarget = (targetBytes * (d + 1)) / days
    for (let k = 0; bytes + pendingLength < dayTarget; k++) {
      const second = (k * 617) % 86_000
      await write(otherRecordsXml(at(second), at(second + 60)))
    }
  }
  await write(APPLE_FOOTER)
  await flush()
  return { expected: expectedDays(heldToBounds(totals, Object.values(hours))), stepRecords, bytes }
}

/**
 * Each date's merged total held between the largest source's total that date and the sum over
 * its hours of the largest source's steps in each; `hours` holds each source's steps per
 * "date hour". Sums are cut to a millionth of a step, so the rounding errors of the hour pieces
 * do not tip a day of exactly half a step.
 */
function heldToBounds(merged: Map<string, number>, hours: Map<string, number>[]): Map<string, number> {
  const largest = new Map<string, number>()
  const busiest = new Map<string, number>()
  for (const source of hours) {
    const days = new Map<string, number>()
    for (const [key, steps] of source) {
      const date = key.slice(0, 10)
      days.set(date, (days.get(date) ?? 0) + steps)
      busiest.set(key, Math.max(busiest.get(key) ?? 0, steps))
    }
    for (const [date, steps] of days) largest.set(date, Math.max(largest.get(date) ?? 0, steps))
  }
  const hourly = new Map<string, number>()
  for (const [key, steps] of busiest) hourly.set(key.slice(0, 10), (hourly.get(key.slice(0, 10)) ?? 0) + steps)
  const settle = (steps: number) => Math.round(steps * 1e6) / 1e6
  const held = new Map<string, number>()
  for (const [date, upper] of hourly) {
    const low = settle(largest.get(date)!)
    held.set(date, Math.min(Math.max(settle(merged.get(date) ?? 0), low), settle(upper)))
  }
  return held
}

function clock(second: number): string {
  const h = Math.floor(second / 3600)
  const m = Math.floor((second % 3600) / 60)
  const s = second % 60
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}:${s < 10 ? '0' : ''}${s}`
}

/** An export.zip as the Health app shares it: export.xml beside export_cda.xml and other files. */
export async function writeAppleExportZip(
  filePath: string,
  options: AppleExportOptions = {},
): Promise<GeneratedExport> {
  const xml = new PassThrough()
  const zipped = writeZip(filePath, [
    { name: 'apple_health_export/export_cda.xml', content: '<?xml version="1.0"?><ClinicalDocument/>' },
    { name: 'apple_health_export/export.xml', content: xml },
    { name: 'apple_health_export/workout-routes/route_2024-01-01_9.50am.gpx', content: '<gpx/>' },
  ])
  const generated = await writeAppleExportXml(xml, options)
  xml.end()
  await zipped
  return generated
}
