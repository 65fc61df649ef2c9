import {
  ACTIVITIES,
  CAP_KEYS,
  INTENSITIES,
  type Activity,
  type ActivityRates,
  type CapKey,
  type FairPlayConfig,
  type Intensity,
} from '@stepup/contract'

/** The fair-play form as typed: every number field as its text, so a half-typed value stays on screen. */
export interface FairPlayValues {
  caps: Record<CapKey, string>
  holdFlaggedDays: boolean
  outlierMultiple: string
  outlierFloor: string
  activityEnabled: boolean
  rates: Record<Activity, Record<Intensity, string>>
}

export function ratesValues(rates: ActivityRates): FairPlayValues['rates'] {
  return Object.fromEntries(
    ACTIVITIES.map((activity) => [
      activity,
      Object.fromEntries(INTENSITIES.map((intensity) => [intensity, String(rates[activity][intensity])])),
    ]),
  ) as FairPlayValues['rates']
}

export function fairPlayValues(config: FairPlayConfig): FairPlayValues {
  return {
    caps: Object.fromEntries(
      CAP_KEYS.map((key) => [key, config.stepCaps[key] === null ? '' : String(config.stepCaps[key])]),
    ) as Record<CapKey, string>,
    holdFlaggedDays: config.holdFlaggedDays,
    outlierMultiple: String(config.outlierMultiple),
    outlierFloor: String(config.outlierFloor),
    activityEnabled: config.activityEnabled,
    rates: ratesValues(config.activityRates),
  }
}

/** A number field's text as a number; an empty one is no number, which the schema refuses. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text))

/**
 * The body of `PUT /api/admin/fair-play`, for the contract's schema to check: an empty cap is no
 * cap (null), every other empty field is missing.
 */
export function fairPlayInput(values: FairPlayValues) {
  return {
    stepCaps: Object.fromEntries(CAP_KEYS.map((key) => [key, numberOf(values.caps[key]) ?? null])),
    holdFlaggedDays: values.holdFlaggedDays,
    outlierMultiple: numberOf(values.outlierMultiple),
    outlierFloor: numberOf(values.outlierFloor),
    activityEnabled: values.activityEnabled,
    activityRates: Object.fromEntries(
      ACTIVITIES.map((activity) => [
        activity,
        Object.fromEntries(INTENSITIES.map((intensity) => [intensity, numberOf(values.rates[activity][intensity])])),
      ]),
    ),
  }
}

/**
 * Whether saving the form changes a rule that decides what a day counts or why it is flagged (a
 * cap, waiting for review, the outlier bounds): the server then counts every member's day again.
 * The activity converter only changes days members convert later.
 */
export function changesCounting(values: FairPlayValues, config: FairPlayConfig): boolean {
  const differs = (text: string, value: number | null) => (numberOf(text) ?? null) !== value
  return (
    CAP_KEYS.some((key) => differs(values.caps[key], config.stepCaps[key])) ||
    values.holdFlaggedDays !== config.holdFlaggedDays ||
    differs(values.outlierMultiple, config.outlierMultiple) ||
    differs(values.outlierFloor, config.outlierFloor)
  )
}

/** The part of the form a server error is about, by its key; null for one about the whole form. */
const fieldByErrorKey: Record<string, string> = {
  capInvalid: 'stepCaps',
  capsInvalid: 'stepCaps',
  stepsTooHigh: 'stepCaps',
  holdFlaggedDaysInvalid: 'holdFlaggedDays',
  outlierMultipleInvalid: 'outlierMultiple',
  outlierFloorInvalid: 'outlierFloor',
  activityEnabledInvalid: 'activityEnabled',
  activityRateInvalid: 'activityRates',
  activityRatesInvalid: 'activityRates',
}

export const fieldOfFairPlayError = (key: string | undefined) => (key && fieldByErrorKey[key]) || null
