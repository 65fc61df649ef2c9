import { describe, expect, it } from 'vitest'
import { formatCount, formatDay, formatMoney, shiftDay } from './format.ts'

describe('score formatting', () => {
  it('shows money as $1,234.56', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(0.5)).toBe('$0.50')
    expect(formatMoney(7_300_000)).toBe('$7,300,000.00')
  })

  it("shows money in the admin's currency, two decimals, written the reader's way", () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50')
    expect(formatMoney(25_285.08, 'USD', 'en')).toBe('$25,285.08')
    expect(formatMoney(1234.5, 'EUR', 'es')).toBe('1234,50\u00a0€')
    expect(formatMoney(1_234_567.5, 'EUR', 'es')).toBe('1.234.567,50\u00a0€')
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50')
    // Hebrew writes the shekel sign after the number, each part kept in order by marks.
    expect(formatMoney(1234.5, 'ILS', 'he')).toBe('\u200f1,234.50\u00a0\u200f₪')
    // A code the runtime cannot format shows dollars instead of breaking the page.
    expect(formatMoney(2, 'NOT A CODE', 'en')).toBe('$2.00')
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
