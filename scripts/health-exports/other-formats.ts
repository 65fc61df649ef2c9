import { expectedDays, isoDate, randomInt, seededRandom } from './random.ts'
import { writeZip } from './zip-file.ts'

export interface DayOptions {
  days?: number
  firstDate?: string
  seed?: number
}

export interface GeneratedDays {
  content: string
  expected: { date: string; steps: number }[]
}

function eachDay(options: DayOptions): { date: string; random: () => number }[] {
  const random = seededRandom(options.seed ?? 7)
  const first = Date.parse(`${options.firstDate ?? '2024-01-01'}T00:00:00Z`)
  return Array.from({ length: options.days ?? 30 }, (_, d) => ({ date: isoDate(first + d * 86_400_000), random }))
}

const GOOGLE_FIT_COLUMNS = [
  'Date',
  'Move Minutes count',
  'Calories (kcal)',
  'Distance (m)',
  'Heart Points',
  'Heart Minutes',
  'Average heart rate (bpm)',
  'Max heart rate (bpm)',
  'Min heart rate (bpm)',
  'Low latitude (deg)',
  'Low longitude (deg)',
  'High latitude (deg)',
  'High longitude (deg)',
  'Average speed (m/s)',
  'Max speed (m/s)',
  'Min speed (m/s)',
  'Step count',
  'Average weight (kg)',
  'Inactive duration (ms)',
  'Walking duration (ms)',
]

/** Takeout's `Daily activity metrics.csv`; every fifth day has no steps (an empty cell). */
export function googleFitCsv(options: DayOptions = {}): GeneratedDays {
  const totals = new Map<string, number>()
  const lines = [GOOGLE_FIT_COLUMNS.join(',')]
  eachDay(options).forEach(({ date, random }, d) => {
    const steps = d % 5 === 4 ? undefined : randomInt(random, 500, 15_000)
    if (steps) totals.set(date, steps)
    const cells = GOOGLE_FIT_COLUMNS.map((column) => {
      if (column === 'Date') return date
      if (column === 'Step count') return steps === undefined ? '' : String(steps)
      if (column === 'Calories (kcal)') return '1834.2155'
      if (column === 'Move Minutes count') return steps === undefined ? '' : '47'
      return ''
    })
    lines.push(cells.join(','))
  })
  return { content: lines.join('\n') + '\n', expected: expectedDays(totals) }
}

/** A Takeout zip: the daily metrics beside per-day detail files that must not be counted again. */
export async function writeGoogleTakeoutZip(filePath: string, options: DayOptions = {}): Promise<GeneratedDays> {
  const daily = googleFitCsv(options)
  const folder = 'Takeout/Fit/Daily activity metrics'
  await writeZip(filePath, [
    { name: 'Takeout/archive_browser.html', content: '<html><body>Takeout</body></html>' },
    { name: `${folder}/Daily activity metrics.csv`, content: daily.content },
    {
      name: `${folder}/2024-01-01.csv`,
      content:
        'Start time,End time,Move Minutes count,Calories (kcal),Step count\n00:00:00.000+01:00,00:15:00.000+01:00,,12.5,900\n',
    },
    {
      name: 'Takeout/Fit/All Sessions/2024-01-01T09_50_00+01_00_WALKING.json',
      content: '{"fitnessActivity":"walking"}',
    },
  ])
  return daily
}

const SAMSUNG_COLUMNS = [
  'binning_data',
  'update_time',
  'create_time',
  'source_pkg_name',
  'count',
  'speed',
  'distance',
  'calorie',
  'pkg_name',
  'deviceuuid',
  'datauuid',
  'source_type',
  'day_time',
]

export interface SamsungOptions extends DayOptions {
  /** Include Samsung's merged rows (source_type -2), which then are the only ones counted. */
  merged: boolean
  /** Prefix the columns with the data type's name, as some versions do. */
  prefixed?: boolean
}

/**
 * `com.samsung.shealth.step_daily_trend.<timestamp>.csv` with a phone and a watch. Without merged
 * rows each day counts whichever device has more steps that day: both rows span the whole day, so
 * the day is no less than either device alone and, hour by hour, no more than the busier one.
 */
export function samsungCsv(options: SamsungOptions): GeneratedDays {
  const prefix = options.prefixed ? 'com.samsung.health.step_daily_trend.' : ''
  const lines = ['com.samsung.shealth.step_daily_trend,6313003,13', SAMSUNG_COLUMNS.map((c) => prefix + c).join(',')]
  const row = (count: number, device: string, sourceType: number, dayMs: number) =>
    SAMSUNG_COLUMNS.map((column) => {
      switch (column) {
        case 'count':
          return String(count)
        case 'deviceuuid':
          return device
        case 'source_type':
          return String(sourceType)
        case 'day_time':
          return String(dayMs)
        case 'update_time':
        case 'create_time':
          return '2024-01-02 08:00:00.000'
        case 'pkg_name':
        case 'source_pkg_name':
          return 'com.sec.android.app.shealth'
        case 'speed':
          return '1.3888888'
        default:
          return ''
      }
    }).join(',') + ','
  const merged = new Map<string, number>()
  const watch = new Map<string, number>()
  const phone = new Map<string, number>()
  for (const { date, random } of eachDay(options)) {
    const dayMs = Date.parse(`${date}T00:00:00Z`)
    const watchSteps = random() < 0.8 ? randomInt(random, 4000, 16_000) : 0
    const phoneSteps = randomInt(random, 500, 6000)
    if (watchSteps) {
      lines.push(row(watchSteps, 'Wt7bJ3kQ9a', 0, dayMs))
      watch.set(date, watchSteps)
    }
    lines.push(row(phoneSteps, 'Ph0n3xYz12', 0, dayMs))
    phone.set(date, phoneSteps)
    const total = Math.max(watchSteps, phoneSteps) + 17
    merged.set(date, total)
    if (options.merged) lines.push(row(total, 'VfS0qUERdZ', -2, dayMs))
  }
  const deduplicated = new Map(phone)
  for (const [date, steps] of watch) deduplicated.set(date, Math.max(steps, phone.get(date) ?? 0))
  return {
    content: lines.join('\n') + '\n',
    expected: expectedDays(options.merged ? merged : deduplicated),
  }
}

export async function writeSamsungZip(filePath: string, options: SamsungOptions): Promise<GeneratedDays> {
  const generated = samsungCsv(options)
  const folder = 'samsunghealth_jane_20240410211402'
  await writeZip(filePath, [
    { name: `${folder}/com.samsung.shealth.step_daily_trend.20240410211402.csv`, content: generated.content },
    {
      name: `${folder}/com.samsung.shealth.tracker.pedometer_step_count.20240410211402.csv`,
      content: 'com.samsung.shealth.tracker.pedometer_step_count,6313003,2\ncount,start_time\n999,2024-01-01\n',
    },
  ])
  return generated
}

export interface GarminOptions extends DayOptions {
  /** `calendarDate` as `{ "date": … }`, as some exports write it. */
  dateAsObject?: boolean
}

/** A `UDSFile_*.json`: daily summaries with many fields; every seventh day's totalSteps is null. */
export function garminJson(options: GarminOptions = {}): GeneratedDays {
  const totals = new Map<string, number>()
  const items = eachDay(options).map(({ date, random }, d) => {
    const steps = d % 7 === 6 ? null : randomInt(random, 1000, 20_000)
    if (steps !== null) totals.set(date, steps)
    return {
      userProfilePK: 90123456,
      calendarDate: options.dateAsObject ? { date } : date,
      uuid: `a1b2c3d4-${String(d).padStart(4, '0')}`,
      durationInMilliseconds: 86_400_000,
      totalKilocalories: 2301.0,
      activeKilocalories: 412.0,
      totalSteps: steps,
      dailyStepGoal: 8000,
      totalDistanceMeters: steps === null ? null : Math.round(steps * 0.78),
      wellnessStartTimeGmt: `${date}T23:00:00.0`,
      wellnessStartTimeLocal: `${date}T00:00:00.0`,
      restingHeartRate: 54,
      allDayStress: { aggregatorList: [{ type: 'TOTAL', averageStressLevel: 31, maxStressLevel: 96 }] },
      bodyBattery: {
        chargedValue: 61,
        drainedValue: 58,
        bodyBatteryStatList: [{ bodyBatteryStatType: 'HIGHEST', statsValue: 88 }],
      },
      source: 'USER',
    }
  })
  return { content: JSON.stringify(items, null, 2), expected: expectedDays(totals) }
}

/** A Garmin export zip: two UDS files (halves of the days) among other kinds of JSON. */
export async function writeGarminZip(filePath: string, options: GarminOptions = {}): Promise<GeneratedDays> {
  const days = options.days ?? 30
  const half = Math.floor(days / 2)
  const first = garminJson({ ...options, days: half })
  const secondStart = isoDate(Date.parse(`${options.firstDate ?? '2024-01-01'}T00:00:00Z`) + half * 86_400_000)
  const second = garminJson({ ...options, days: days - half, firstDate: secondStart, seed: (options.seed ?? 7) + 1 })
  const folder = 'DI_CONNECT/DI-Connect-Aggregator'
  await writeZip(filePath, [
    { name: 'DI_CONNECT/DI-Connect-User/user_profile.json', content: '{"userName":"jane"}' },
    { name: `${folder}/UDSFile_2024-01-01_2024-04-10.json`, content: first.content },
    { name: `${folder}/UDSFile_2024-04-11_2024-07-20.json`, content: second.content },
    {
      name: 'DI_CONNECT/DI-Connect-Wellness/2024-01-01_2024-04-10_90123456_sleepData.json',
      content: '[{"calendarDate":"2024-01-01","deepSleepSeconds":4200}]',
    },
  ])
  return { content: '', expected: [...first.expected, ...second.expected] }
}

/** Sleep summaries: Garmin JSON of another kind, with calendarDate but no steps. */
export function garminSleepJson(): string {
  return JSON.stringify([{ calendarDate: '2024-01-01', deepSleepSeconds: 4200, lightSleepSeconds: 12000 }])
}

export interface FitbitMinute {
  /** `MM/DD/YY HH:MM:SS`, UTC */
  dateTime: string
  value: number
}

export function fitbitJson(minutes: FitbitMinute[]): string {
  return JSON.stringify(minutes.map(({ dateTime, value }) => ({ dateTime, value: String(value) })))
}

/**
 * Minute files for `days` UTC days: walks across the day, including 22:00–23:59 UTC, which is the
 * next local day east of Greenwich. Expected days are for `timeZone`.
 */
export function fitbitDays(options: DayOptions & { timeZone: string }): {
  files: Map<string, string>
  expected: GeneratedDays['expected']
} {
  const files = new Map<string, string>()
  const totals = new Map<string, number>()
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone, dateStyle: 'short' })
  for (const { date, random } of eachDay(options)) {
    const dayMs = Date.parse(`${date}T00:00:00Z`)
    const minutes: FitbitMinute[] = []
    for (let minute = 0; minute < 1440; minute += randomInt(random, 1, 9)) {
      const at = dayMs + minute * 60_000
      const value = random() < 0.3 ? 0 : randomInt(random, 1, 140)
      const [y, m, d] = date.split('-')
      const hh = String(Math.floor(minute / 60)).padStart(2, '0')
      const mm = String(minute % 60).padStart(2, '0')
      minutes.push({ dateTime: `${m}/${d}/${y!.slice(2)} ${hh}:${mm}:00`, value })
      const local = localDate.format(at)
      totals.set(local, (totals.get(local) ?? 0) + value)
    }
    files.set(date, fitbitJson(minutes))
  }
  return { files, expected: expectedDays(totals) }
}

/** A Fitbit data export zip: a steps file per day beside calories and heart rate files. */
export async function writeFitbitZip(
  filePath: string,
  options: DayOptions & { timeZone: string },
): Promise<GeneratedDays> {
  const { files, expected } = fitbitDays(options)
  const folder = 'Jane/Physical Activity'
  await writeZip(filePath, [
    ...[...files].map(([date, content]) => ({ name: `${folder}/steps-${date}.json`, content })),
    { name: `${folder}/calories-2024-01-01.json`, content: '[{"dateTime":"01/01/24 00:00:00","value":"1.23"}]' },
    {
      name: `${folder}/heart_rate-2024-01-01.json`,
      content: '[{"dateTime":"01/01/24 00:00:05","value":{"bpm":61,"confidence":2}}]',
    },
    { name: 'Jane/Sleep/sleep-2024-01-01.json', content: '[]' },
  ])
  return { content: '', expected }
}
