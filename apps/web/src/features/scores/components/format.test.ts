import { describe, expect, it } from 'vitest'
import { formatCount, formatDay, formatMoney, shiftDay } from './format.ts'

describe('score formatting', () => {
  it('shows money as $1,234.56', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(0.5)).toBe('$0.50')
    expect(formatMoney(7_300_000)).toBe('$7,300,000.00')
  })

  it('groups step counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567')
  })

  it('keeps a day on its calendar date whatever the time zone', () => {
    expect(formatDay('2026-01-01', 'en-US')).toBe('Jan 1, 2026')
    expect(formatDay('2026-12-31', 'en-US', 'short')).toBe('Dec 31')
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
  })
})
