/** Calendar days and leaderboard periods, as `YYYY-MM-DD` strings, in the server's time zone where it matters. */

import type { Period } from '@stepup/contract'

/** Where the all-time period starts. */
export const ALL_TIME_START = '1970-01-01'

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written `YYYY-MM-DD` (so 2025-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1970 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function toUtcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`)
}

function fromUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The calendar date it is at `now` in `timeZone` (the server's TZ). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(now)
}

/** Building a formatter costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

export function addDays(day: string, days: number): string {
  const date = toUtcDate(day)
  date.setUTCDate(date.getUTCDate() + days)
  return fromUtcDate(date)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000)
}

/** Weeks start on Monday (ISO 8601), as in most fitness apps outside North America. */
export function weekStart(day: string): string {
  const weekday = toUtcDate(day).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`
}

export function periodStart(period: Period, day: string): string {
  if (period === 'week') return weekStart(day)
  if (period === 'month') return monthStart(day)
  return ALL_TIME_START
}

/**
 * The days an import or a push from a phone may reach: the `daysBack` days that end on `today`,
 * whenever the member joined.
 */
export function reachWindow(today: string, daysBack: number): { from: string; to: string } {
  return { from: addDays(today, -(daysBack - 1)), to: today }
}
