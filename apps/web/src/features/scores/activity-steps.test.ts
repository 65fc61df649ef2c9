import { DEFAULT_ACTIVITY_RATES } from '@stepup/contract'
import { describe, expect, it } from 'vitest'
import { activitySteps } from './activity-steps.ts'

describe('activitySteps', () => {
  it("counts the minutes at the activity's rate for the intensity", () => {
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'cycling', 'moderate', 30)).toBe(3_000)
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'yoga', 'light', 45)).toBe(1_800)
  })

  it('counts nothing for minutes the form would refuse', () => {
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'cycling', 'moderate', Number.NaN)).toBe(0)
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'cycling', 'moderate', 0)).toBe(0)
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'cycling', 'moderate', 2.5)).toBe(0)
  })
})
