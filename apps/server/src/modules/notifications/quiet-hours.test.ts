import { describe, expect, it } from 'vitest'
import { quietUntil } from './quiet-hours.ts'

const NIGHT = { from: 22 * 60, to: 7 * 60 }

describe('quietUntil', () => {
  it('holds a message sent at night until the morning, in the member zone', () => {
    // 23:30 in Madrid (UTC+1 in winter) is 22:30 UTC; quiet ends at 07:00 Madrid, 06:00 UTC.
    expect(quietUntil(new Date('2026-11-30T22:30:00Z'), NIGHT, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    )
    // 05:15 the next morning is still quiet.
    expect(quietUntil(new Date('2026-12-01T04:15:42Z'), NIGHT, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    )
  })

  it('lets a message through outside the quiet hours, and with none', () => {
    expect(quietUntil(new Date('2026-12-01T06:00:00Z'), NIGHT, 'Europe/Madrid')).toBeUndefined()
    expect(quietUntil(new Date('2026-11-30T20:59:00Z'), NIGHT, 'Europe/Madrid')).toBeUndefined()
    expect(quietUntil(new Date('2026-11-30T22:30:00Z'), null, 'Europe/Madrid')).toBeUndefined()
  })

  it('reads hours that do not pass midnight', () => {
    const lunch = { from: 12 * 60, to: 13 * 60 + 30 }
    expect(quietUntil(new Date('2026-11-30T12:10:00Z'), lunch, 'UTC')?.toISOString()).toBe('2026-11-30T13:30:00.000Z')
    expect(quietUntil(new Date('2026-11-30T13:30:00Z'), lunch, 'UTC')).toBeUndefined()
  })

  it('ends at 07:00 on the member clock across the change to summer time', () => {
    // Europe/Madrid moves from UTC+1 to UTC+2 at 02:00 on 29 March 2026: 07:00 is 05:00 UTC.
    expect(quietUntil(new Date('2026-03-28T23:00:00Z'), NIGHT, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-03-29T05:00:00.000Z',
    )
    // And back to UTC+1 on 25 October 2026: 07:00 is 06:00 UTC.
    expect(quietUntil(new Date('2026-10-24T22:00:00Z'), NIGHT, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-10-25T06:00:00.000Z',
    )
  })
})
