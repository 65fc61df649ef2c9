import type { Activity, ActivityRates, Intensity } from '@stepup/contract'

/** How far back a member may record an activity, today included: a week, as for typed steps. */
export const ACTIVITY_DAYS_BACK = 7

/**
 * The steps minutes of an activity count as, by the admin's rates: steps a minute × minutes. The
 * server counts the same way when the entry is recorded; the form shows it before.
 */
export function activitySteps(rates: ActivityRates, activity: Activity, intensity: Intensity, minutes: number) {
  if (!Number.isInteger(minutes) || minutes <= 0) return 0
  return rates[activity][intensity] * minutes
}
