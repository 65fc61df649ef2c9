import { DEFAULT_ACTIVITY_RATES, DEFAULT_STEP_CAPS, FairPlayConfigInputSchema } from '@stepup/contract'
import { describe, expect, it } from 'vitest'
import { fairPlayInput, fairPlayValues, fieldOfFairPlayError } from './fair-play-values.ts'

const config = {
  stepCaps: DEFAULT_STEP_CAPS,
  holdFlaggedDays: false,
  outlierMultiple: 3,
  outlierFloor: 25_000,
  activityEnabled: true,
  activityRates: DEFAULT_ACTIVITY_RATES,
}

describe('the fair-play form', () => {
  it('gives back the rules it was filled with, a cap left empty being no cap', () => {
    const values = fairPlayValues(config)
    expect(values.caps.wearable).toBe('')
    expect(values.caps.manual).toBe('20000')
    expect(FairPlayConfigInputSchema.parse(fairPlayInput(values))).toEqual(config)
  })

  it('names the field at fault, a rate by its activity and intensity', () => {
    const values = fairPlayValues(config)
    values.caps.push = '0'
    values.rates.swimming.vigorous = ''
    values.outlierMultiple = '2.25'
    const result = FairPlayConfigInputSchema.safeParse(fairPlayInput(values))
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'activityRates.swimming.vigorous',
      'outlierMultiple',
      'stepCaps.push',
    ])
  })

  it('puts a server error on the part of the form its key is about', () => {
    expect(fieldOfFairPlayError('outlierFloorInvalid')).toBe('outlierFloor')
    expect(fieldOfFairPlayError('capInvalid')).toBe('stepCaps')
    expect(fieldOfFairPlayError('nothingToUpdate')).toBeNull()
    expect(fieldOfFairPlayError(undefined)).toBeNull()
  })
})
