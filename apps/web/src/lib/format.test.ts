import { describe, expect, it } from 'vitest'
import { formatDuration, formatTimeOfDay, formatWeekday, shiftDay } from './format.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatDuration', () => {
  it('writes the two largest units in the reader’s language', () => {
    expect(formatDuration(2 * DAY + 3 * HOUR + 4 * MINUTE, 'en')).toBe('2 days, 3 hours')
    expect(formatDuration(2 * DAY + 3 * HOUR + 4 * MINUTE, 'es')).toBe('2 días y 3 horas')
    expect(formatDuration(5 * HOUR + 30 * MINUTE + 10 * SECOND, 'en')).toBe('5 hours, 30 minutes')
  })

  it('leaves out a unit that is zero, and says one in the singular', () => {
    expect(formatDuration(1 * DAY + 20 * MINUTE, 'en')).toBe('1 day')
    expect(formatDuration(1 * HOUR, 'en')).toBe('1 hour')
  })

  it('counts seconds under a minute, and nothing once the time is up', () => {
    expect(formatDuration(42 * SECOND + 900, 'en')).toBe('42 seconds')
    expect(formatDuration(-3 * MINUTE, 'en')).toBe('0 seconds')
  })

  it('writes Hebrew in its own words', () => {
    expect(formatDuration(3 * DAY, 'he')).toBe('3 ימים')
  })
})

describe('shiftDay', () => {
  it('moves across months and years on the calendar', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('formatTimeOfDay', () => {
  it('writes a 24-hour time the way the reader’s language does', () => {
    expect(formatTimeOfDay('22:00', 'en')).toMatch(/^10:00\sPM$/)
    expect(formatTimeOfDay('07:05', 'es')).toBe('7:05')
    expect(formatTimeOfDay('22:30', 'he')).toBe('22:30')
  })
})

describe('formatWeekday', () => {
  it('names ISO weekdays, Monday first and Sunday seventh', () => {
    expect(formatWeekday(1, 'en')).toBe('Monday')
    expect(formatWeekday(7, 'en')).toBe('Sunday')
    expect(formatWeekday(1, 'es')).toBe('lunes')
    expect(formatWeekday(5, 'he')).toBe('יום שישי')
  })
})
