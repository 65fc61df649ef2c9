import { shiftDay } from '../../lib/format.ts'
import {
  MANUAL_ENTRY_DAYS_BACK,
  MAX_DAILY_STEPS,
  type Activity,
  type ActivityRates,
  type Intensity,
} from '@stepup/contract'

/** Activities are recorded, and taken back, for the days a member may type steps for. */
export const ACTIVITY_DAYS_BACK = MANUAL_ENTRY_DAYS_BACK

/**
 * The steps minutes of an activity count as, by the admin's rates: steps a minute × minutes, at
 * most a day's maximum. The server counts the same way when the entry is recorded; the form shows
 * it before.
 */
export function activitySteps(rates: ActivityRates, activity: Activity, intensity: Intensity, minutes: number) {
  if (!Number.isInteger(minutes) || minutes <= 0) return 0
  return Math.min(rates[activity][intensity] * minutes, MAX_DAILY_STEPS)
}

/** Whether an entry of `date` may still be taken back on `today`. */
export const activityOpen = (date: string, today: string) =>
  date <= today && date >= shiftDay(today, -ACTIVITY_DAYS_BACK)
