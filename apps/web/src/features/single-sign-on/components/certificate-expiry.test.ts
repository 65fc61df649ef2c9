import { describe, expect, it } from 'vitest'
import { certificateExpiry } from './certificate-expiry.ts'

const NOW = new Date('2031-05-20T12:00:00.000Z')

describe('how near a provider certificate’s end is', () => {
  it('is valid beyond 30 days', () => {
    expect(certificateExpiry('2031-06-20T12:00:00.000Z', NOW)).toEqual({ state: 'valid' })
  })

  it('counts the days left within 30, a part of a day as a day', () => {
    expect(certificateExpiry('2031-06-19T12:00:00.000Z', NOW)).toEqual({ state: 'soon', days: 30 })
    expect(certificateExpiry('2031-05-20T12:00:01.000Z', NOW)).toEqual({ state: 'soon', days: 1 })
  })

  it('is expired from its last instant on', () => {
    expect(certificateExpiry('2031-05-20T12:00:00.000Z', NOW)).toEqual({ state: 'expired' })
    expect(certificateExpiry('2020-01-01T00:00:00.000Z', NOW)).toEqual({ state: 'expired' })
  })
})
