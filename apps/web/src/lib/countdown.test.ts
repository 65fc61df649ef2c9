import { describe, expect, it } from 'vitest'
import { countdownParts } from './countdown.ts'

const at = Date.parse('2026-03-01T00:00:00Z')

describe('countdownParts', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const until = at + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    expect(countdownParts(until, at)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })

  it('counts whole seconds only, so a tick never shows a second that has not started', () => {
    expect(countdownParts(at + 59_999, at)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 })
  })

  it('shows nothing left once the instant has passed', () => {
    expect(countdownParts(at - 5_000, at)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})
