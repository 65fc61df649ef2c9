// Money (US dollars: a dollar sign and two decimals), counts and days follow the chosen language.
export { formatCompact, formatCount, formatDay, formatMoney } from '../../../lib/format.ts'

/** Today as `YYYY-MM-DD` on the reader's clock. */
export function localToday(now = new Date()) {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

export function shiftDay(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
