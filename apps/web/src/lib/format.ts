import i18next from 'i18next'

/**
 * Numbers, money and dates for the reader's language, through `Intl`. Each function takes an
 * optional language that defaults to the one the interface shows, so a component that re-renders on
 * a language change (every `useTranslation` user does) formats in the new language.
 */
export const currentLanguage = () => i18next.resolvedLanguage ?? i18next.language ?? 'en'

/**
 * `Intl` formatters are slow to build and quick to use: each language and set of options builds
 * one, once. A month of history formats about a hundred dates and numbers per render.
 */
const formats = new Map<string, unknown>()
function cached<F>(kind: string, language: string, options: object, build: () => F): F {
  const key = `${kind}|${language}|${JSON.stringify(options)}`
  let format = formats.get(key) as F | undefined
  if (!format) {
    format = build()
    formats.set(key, format)
  }
  return format
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  cached('number', language, options, () => new Intl.NumberFormat(language, options))

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', language, options, () => new Intl.DateTimeFormat(language, options))

/** A whole count such as steps or points: `12,345` in English, `12.345` in Spanish. */
export const formatCount = (value: number, language = currentLanguage()) =>
  numberFormat(language, { maximumFractionDigits: 0 }).format(value)

/** A short count for chart scales: `12K` in English, `12 mil` in Spanish. */
export const formatCompact = (value: number, language = currentLanguage()) =>
  numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value)

/** A number with up to `digits` decimals. */
export const formatNumber = (value: number, digits = 2, language = currentLanguage()) =>
  numberFormat(language, { maximumFractionDigits: digits }).format(value)

/**
 * Every amount of money the app shows: in the currency the admin chose (ISO 4217, US dollars by
 * default) with two decimals, written the reader's way: `$1,234.56` in English,
 * `1234,56 €` in Spanish, `‏1,234.56 ₪` in Hebrew. A code `Intl` does not know falls back to dollars
 * rather than breaking the page.
 */
export function formatMoney(amount: number, currency = 'USD', language = currentLanguage()) {
  const options = {
    style: 'currency',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  } as const
  try {
    return numberFormat(language, { ...options, currency }).format(amount)
  } catch {
    return numberFormat(language, { ...options, currency: 'USD' }).format(amount)
  }
}

/** A `YYYY-MM-DD` day as a date in the reader's language, without shifting it through a time zone. */
export function formatDay(day: string, language = currentLanguage(), style: 'short' | 'medium' = 'medium') {
  const [year, month, date] = day.split('-').map(Number)
  return dateFormat(language, {
    timeZone: 'UTC',
    ...(style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }),
  }).format(new Date(Date.UTC(year!, month! - 1, date!)))
}

/** Today as `YYYY-MM-DD` on the reader's clock. */
export function localToday(now = new Date()) {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/** The `YYYY-MM-DD` day `days` after (or before) another. */
export function shiftDay(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** An instant as date and time in the reader's language and time zone, e.g. "Mar 10, 2026, 2:30 PM". */
export function formatDateTime(iso: string, language = currentLanguage()) {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
]

/** How far an instant is from now, e.g. "in 2 days" or "3 hours ago". */
export function formatRelative(iso: string, language = currentLanguage(), now: Date = new Date()) {
  const difference = Date.parse(iso) - now.getTime()
  const [unit, size] = RELATIVE_UNITS.find(([, ms]) => Math.abs(difference) >= ms) ?? RELATIVE_UNITS.at(-1)!
  const options = { numeric: 'auto' } as const
  return cached('relative', language, options, () => new Intl.RelativeTimeFormat(language, options)).format(
    Math.round(difference / size),
    unit,
  )
}

const DURATION_UNITS: [Intl.NumberFormatOptions['unit'], number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
]

/**
 * A span of time in its two largest units, in the reader's words: "2 days, 3 hours" in English,
 * "2 días y 3 horas" in Spanish; under a minute, the seconds. Negative spans count as none.
 */
export function formatDuration(ms: number, language = currentLanguage()) {
  let rest = Math.max(0, Math.floor(ms / 1000) * 1000)
  const amounts = DURATION_UNITS.map(([unit, size]) => {
    const amount = Math.floor(rest / size)
    rest -= amount * size
    return [unit, amount] as const
  })
  const first = amounts.findIndex(([, amount]) => amount > 0)
  const shown = first === -1 ? [amounts.at(-1)!] : amounts.slice(first, first + 2).filter(([, amount]) => amount > 0)
  const parts = shown.map(([unit, amount]) =>
    numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount),
  )
  const options = { type: 'unit', style: 'long' } as const
  return cached('list', language, options, () => new Intl.ListFormat(language, options)).format(parts)
}

/** A `HH:MM` time of day on a 24-hour clock as the reader's language writes it: `10:00 PM`, `22:00`. */
export function formatTimeOfDay(time: string, language = currentLanguage()) {
  const [hour, minute] = time.split(':').map(Number)
  return dateFormat(language, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    new Date(Date.UTC(2000, 0, 1, hour!, minute!)),
  )
}

/** An ISO weekday (1 Monday … 7 Sunday) as its name in the reader's language. */
export function formatWeekday(isoWeekday: number, language = currentLanguage()) {
  // 2024-01-01 was a Monday.
  return dateFormat(language, { timeZone: 'UTC', weekday: 'long' }).format(new Date(Date.UTC(2024, 0, isoWeekday)))
}
