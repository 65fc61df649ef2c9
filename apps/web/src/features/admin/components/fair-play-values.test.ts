import { DEFAULT_ACTIVITY_RATES, DEFAULT_STEP_CAPS, FairPlayConfigInputSchema } from '@stepup/contract'
import { describe, expect, it } from 'vitest'
import { changesCounting, fairPlayInput, fairPlayValues, fieldOfFairPlayError } from './fair-play-values.ts'

const config = {
  stepCaps: DEFAULT_STEP_CAPS,
  holdFlaggedDays: false,
  outlierMultiple: 3,
  outlierFloor: 25_000,
  activityEnabled: true,
  activityRates: DEFAULT_ACTIVITY_RATES,
}

describe('the fair-play form', () => {
  it('knows when a save counts every day again: a cap, waiting for review or the outlier bounds, not the converter', () => {
    const values = fairPlayValues(config)
    expect(changesCounting(values, config)).toBe(false)
    expect(changesCounting({ ...values, caps: { ...values.caps, manual: '15000' } }, config)).toBe(true)
    expect(changesCounting({ ...values, caps: { ...values.caps, wearable: '50000' } }, config)).toBe(true)
    expect(changesCounting({ ...values, caps: { ...values.caps, manual: '' } }, config)).toBe(true)
    expect(changesCounting({ ...values, holdFlaggedDays: true }, config)).toBe(true)
    expect(changesCounting({ ...values, outlierMultiple: '4' }, config)).toBe(true)
    expect(changesCounting({ ...values, outlierFloor: '25000 ' }, config)).toBe(false)
    expect(changesCounting({ ...values, activityEnabled: false }, config)).toBe(false)
    expect(
      changesCounting(
        { ...values, rates: { ...values.rates, cycling: { ...values.rates.cycling, light: '1' } } },
        config,
      ),
    ).toBe(false)
  })

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
