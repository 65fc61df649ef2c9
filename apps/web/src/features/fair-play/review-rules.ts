import type { ReviewDay } from '@stepup/contract'
import { shiftDay } from '../../lib/format.ts'

/** The days before a flagged day that its chart shows, as the queue's `recent` covers them. */
export const RECENT_DAYS = 28

/** A bar of the review chart: a day before, or the flagged day itself, each in its own series. */
export interface ReviewBar {
  date: string
  before: number
  flagged: number
}

/**
 * The count the member's sources give the day, before any cap and whether or not it is held: an
 * admin's correction if there is one, else the highest-priority walking source plus the activity
 * converter's steps. While a day is held it counts 0, so this is the number the admin judges.
 */
export function recordedSteps(day: Pick<ReviewDay, 'sources'>) {
  const correction = day.sources.find((entry) => entry.source === 'correction')
  if (correction) return correction.steps
  const walked = day.sources.find((entry) => entry.source !== 'activity')?.steps ?? 0
  const moved = day.sources.find((entry) => entry.source === 'activity')?.steps ?? 0
  return walked + moved
}

/**
 * The member's usual day: the median of their counted days in the 28 before, days of 0 left out,
 * as the outlier rule reads them; null when they have none.
 */
export function typicalSteps(day: Pick<ReviewDay, 'recent'>) {
  const counts = day.recent
    .map((entry) => entry.steps)
    .filter((steps) => steps > 0)
    .sort((a, b) => a - b)
  if (counts.length === 0) return null
  const middle = Math.floor(counts.length / 2)
  return counts.length % 2 === 1 ? counts[middle]! : Math.round((counts[middle - 1]! + counts[middle]!) / 2)
}

/**
 * The 28 days before the flagged day, a missing day as 0 (the queue lists only counted days), then
 * the flagged day with its recorded count, so the chart shows it against the member's usual days.
 */
export function reviewBars(day: Pick<ReviewDay, 'date' | 'recent' | 'sources'>): ReviewBar[] {
  const counted = new Map(day.recent.map((entry) => [entry.date, entry.steps]))
  const bars: ReviewBar[] = []
  for (let back = RECENT_DAYS; back >= 1; back -= 1) {
    const date = shiftDay(day.date, -back)
    bars.push({ date, before: counted.get(date) ?? 0, flagged: 0 })
  }
  bars.push({ date: day.date, before: 0, flagged: recordedSteps(day) })
  return bars
}

/** Each member's flagged days among those listed, oldest first: what "Approve all N" decides. */
export function flaggedDatesByMember(days: Pick<ReviewDay, 'userId' | 'date'>[]) {
  const byMember = new Map<number, string[]>()
  for (const day of days) {
    const dates = byMember.get(day.userId) ?? []
    if (!dates.includes(day.date)) dates.push(day.date)
    byMember.set(day.userId, dates)
  }
  for (const dates of byMember.values()) dates.sort()
  return byMember
}
