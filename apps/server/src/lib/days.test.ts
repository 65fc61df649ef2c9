import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isCalendarDate, monthStart, periodStart, todayIn, weekStart } from './days.ts'

const day = fc
  .date({ min: new Date('1970-01-05T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

describe('week and month boundaries', () => {
  it('a week starts on the Monday on or before the day, within 6 days', () => {
    fc.assert(
      fc.property(day, (d) => {
        const start = weekStart(d)
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1)
        expect(daysBetween(start, d)).toBeGreaterThanOrEqual(0)
        expect(daysBetween(start, d)).toBeLessThan(7)
      }),
    )
  })

  it('every day of a week maps to the same start, and the next week to start + 7', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 6 }), (d, shift) => {
        const start = weekStart(d)
        expect(weekStart(addDays(start, shift))).toBe(start)
        expect(weekStart(addDays(start, 7))).toBe(addDays(start, 7))
      }),
    )
  })

  it('a month starts on its first day, and the day before it is in the previous month', () => {
    fc.assert(
      fc.property(day, (d) => {
        const start = monthStart(d)
        expect(start.slice(0, 7)).toBe(d.slice(0, 7))
        expect(start.endsWith('-01')).toBe(true)
        expect(monthStart(addDays(start, -1))).not.toBe(start)
      }),
    )
  })

  it('all-time has one fixed start', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(periodStart('all', d)).toBe('1970-01-01')
      }),
    )
  })

  it('examples: a Sunday belongs to the week of the Monday before', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16')
    expect(weekStart('2026-11-23')).toBe('2026-11-23')
    expect(weekStart('2027-01-01')).toBe('2026-12-28')
    expect(monthStart('2024-02-29')).toBe('2024-02-01')
  })
})

describe('today in the server time zone', () => {
  it('Auckland is already on the next day, Los Angeles still on the previous one', () => {
    const instant = new Date('2026-03-31T22:30:00Z')
    expect(todayIn('UTC', instant)).toBe('2026-03-31')
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-04-01')
    expect(todayIn('America/Los_Angeles', new Date('2026-04-01T05:00:00Z'))).toBe('2026-03-31')
  })

  it('the month and week boundary follows the zone, not UTC', () => {
    // Monday 2026-11-23 00:30 in Tokyo is still Sunday in UTC.
    const instant = new Date('2026-11-22T15:30:00Z')
    expect(weekStart(todayIn('UTC', instant))).toBe('2026-11-16')
    expect(weekStart(todayIn('Asia/Tokyo', instant))).toBe('2026-11-23')
    // 1 December 00:30 in Berlin is still November in UTC.
    const december = new Date('2026-11-30T23:30:00Z')
    expect(monthStart(todayIn('UTC', december))).toBe('2026-11-01')
    expect(monthStart(todayIn('Europe/Berlin', december))).toBe('2026-12-01')
  })

  it('any instant is at most one day away from its UTC date in any zone', () => {
    const zones = [
      'UTC',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Kolkata',
      'America/St_Johns',
      'Europe/Berlin',
    ]
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const local = todayIn(zone, instant)
          expect(isCalendarDate(local)).toBe(true)
          expect(Math.abs(daysBetween(instant.toISOString().slice(0, 10), local))).toBeLessThanOrEqual(1)
        },
      ),
    )
  })
})

describe('calendar dates', () => {
  it('accepts real dates and refuses impossible ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-1-01')).toBe(false)
  })

  it('round-trips through addDays', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -1000, max: 1000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n)
      }),
    )
  })
})
