import { describe, expect, it } from 'vitest'
import { goalOn } from './goal-history.ts'

describe('goalOn', () => {
  const history = [
    { from: '2026-01-01', goal: 10_000 },
    { from: '2026-11-20', goal: 8_000 },
    { from: '2026-11-25', goal: 12_000 },
  ]

  it('gives each day the goal of the latest period starting on or before it', () => {
    expect(goalOn(history, '2026-11-19')).toBe(10_000)
    expect(goalOn(history, '2026-11-20')).toBe(8_000)
    expect(goalOn(history, '2026-11-24')).toBe(8_000)
    expect(goalOn(history, '2026-11-25')).toBe(12_000)
    expect(goalOn(history, '2026-12-31')).toBe(12_000)
  })

  it('gives a day before the history its first goal, and no goal without a history', () => {
    expect(goalOn(history, '2025-06-01')).toBe(10_000)
    expect(goalOn([], '2026-11-20')).toBeNull()
  })
})
