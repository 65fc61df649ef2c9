import { DEFAULT_ACTIVITY_RATES } from '@stepup/contract'
import { describe, expect, it } from 'vitest'
import { activityOpen, activitySteps } from './activity-steps.ts'

describe('activitySteps', () => {
  it("counts the minutes at the activity's rate for the intensity", () => {
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'cycling', 'moderate', 30)).toBe(3_000)
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'yoga', 'light', 45)).toBe(1_800)
  })

  it('counts at most a day of steps, as the server does', () => {
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'swimming', 'vigorous', 600)).toBe(96_000)
    expect(
      activitySteps(
        { ...DEFAULT_ACTIVITY_RATES, rowing: { light: 70, moderate: 110, vigorous: 500 } },
        'rowing',
        'vigorous',
        600,
      ),
    ).toBe(100_000)
  })

  it('counts nothing for minutes the form would refuse', () => {
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'cycling', 'moderate', Number.NaN)).toBe(0)
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'cycling', 'moderate', 0)).toBe(0)
    expect(activitySteps(DEFAULT_ACTIVITY_RATES, 'cycling', 'moderate', 2.5)).toBe(0)
  })
})

describe('activityOpen', () => {
  it('lets a member take back an entry of today or up to 7 days back, not older', () => {
    expect(activityOpen('2026-03-10', '2026-03-10')).toBe(true)
    expect(activityOpen('2026-03-03', '2026-03-10')).toBe(true)
    expect(activityOpen('2026-03-02', '2026-03-10')).toBe(false)
    expect(activityOpen('2026-03-11', '2026-03-10')).toBe(false)
  })
})
