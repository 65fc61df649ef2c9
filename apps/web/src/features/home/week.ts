import type { HistoryDay } from '@stepup/contract'
import { shiftDay } from '../../lib/format.ts'

/** One weekday of this week beside the same weekday of last week. */
export interface WeekdayPair {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number
  date: string
  thisWeek: number
  lastWeek: number
  /** A day of this week still to come: it has nothing yet, and is drawn as such. */
  future: boolean
}

/** Monday of the week `day` falls in: weeks start on Monday, as the week board's do. */
export function mondayOf(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7
  return shiftDay(day, 1 - weekday)
}

/**
 * This week's days beside last week's, from the member's day rows: the steps that counted, days
 * without a row as zero. Totals compare the week so far with the same days of last week, so a
 * Tuesday is not measured against a whole week.
 */
export function weekAgainstLast(history: Pick<HistoryDay, 'date' | 'steps'>[], today: string) {
  const steps = new Map(history.map((day) => [day.date, day.steps]))
  const monday = mondayOf(today)
  const days: WeekdayPair[] = Array.from({ length: 7 }, (_, index) => {
    const date = shiftDay(monday, index)
    return {
      weekday: index + 1,
      date,
      thisWeek: steps.get(date) ?? 0,
      lastWeek: steps.get(shiftDay(date, -7)) ?? 0,
      future: date > today,
    }
  })
  const sofar = days.filter((day) => !day.future)
  return {
    days,
    thisWeek: sofar.reduce((sum, day) => sum + day.thisWeek, 0),
    lastWeekSameDays: sofar.reduce((sum, day) => sum + day.lastWeek, 0),
    lastWeek: days.reduce((sum, day) => sum + day.lastWeek, 0),
  }
}

/** The latest day that counted steps: when steps last arrived, and from where. */
export function latestCountedDay<Day extends Pick<HistoryDay, 'date' | 'steps' | 'source'>>(history: Day[]) {
  let latest: Day | undefined
  for (const day of history) if (day.steps > 0 && day.source && (!latest || day.date > latest.date)) latest = day
  return latest
}
