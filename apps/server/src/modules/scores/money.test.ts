import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { moneyEquivalent } from './money.ts'

describe('moneyEquivalent', () => {
  it('is steps / 100 × rate, rounded half-up to cents', () => {
    expect(moneyEquivalent(123_456, 1)).toBe(1234.56)
    expect(moneyEquivalent(150, 0.01)).toBe(0.02) // 0.015 rounds up
    expect(moneyEquivalent(149, 0.01)).toBe(0.01)
    expect(moneyEquivalent(0, 5)).toBe(0)
    expect(moneyEquivalent(100, 0.1)).toBe(0.1)
    expect(moneyEquivalent(7_300_000_000, 0.07)).toBe(5_110_000)
  })

  it('always has at most two decimals and is within half a cent of the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (steps, rateCents) => {
          const money = moneyEquivalent(steps, rateCents / 100)
          const cents = Math.round(money * 100)
          expect(Math.abs(cents - money * 100)).toBeLessThan(1e-3)
          // Exact value in cents is steps × rateCents / 100.
          const exactCents = (steps * rateCents) / 100
          expect(Math.abs(cents - exactCents)).toBeLessThanOrEqual(0.5 + 1e-6)
        },
      ),
    )
  })

  it('grows with steps', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e6), fc.integer({ min: 0, max: 10_000 }), (steps, more, rateCents) => {
        expect(moneyEquivalent(steps + more, rateCents / 100)).toBeGreaterThanOrEqual(
          moneyEquivalent(steps, rateCents / 100),
        )
      }),
    )
  })
})
