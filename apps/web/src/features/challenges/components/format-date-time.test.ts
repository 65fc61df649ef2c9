import { describe, expect, it } from 'vitest'
import { formatRelative } from './format-date-time.ts'

describe('formatRelative', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  it('picks the largest whole unit', () => {
    expect(formatRelative('2026-03-12T12:00:00Z', 'en', now)).toBe('in 2 days')
    expect(formatRelative('2026-03-10T15:00:00Z', 'en', now)).toBe('in 3 hours')
    expect(formatRelative('2026-03-10T11:30:00Z', 'en', now)).toBe('30 minutes ago')
    expect(formatRelative('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday')
    expect(formatRelative('2026-03-10T12:00:20Z', 'en', now)).toBe('this minute')
  })
})
