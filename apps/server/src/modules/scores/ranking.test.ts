import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rankByTotal } from './ranking.ts'

const entries = fc.uniqueArray(
  fc.record({
    userId: fc.integer({ min: 1, max: 1_000_000 }),
    total: fc.integer({ min: 0, max: 20 }),
    username: fc.string({ maxLength: 6 }),
  }),
  { selector: (e) => e.userId, maxLength: 60 },
)

describe('rankByTotal', () => {
  it('example: 1, 2, 2, 4 with ties by username', () => {
    const ranked = rankByTotal([
      { userId: 1, total: 5, username: 'dana' },
      { userId: 2, total: 9, username: 'ann' },
      { userId: 3, total: 5, username: 'bob' },
      { userId: 4, total: 1, username: 'cid' },
    ])
    expect(ranked.map((e) => [e.username, e.rank])).toEqual([
      ['ann', 1],
      ['bob', 2],
      ['dana', 2],
      ['cid', 4],
    ])
  })

  it('orders by total descending, then username', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const ranked = rankByTotal(list)
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!]
          expect(a.total > b.total || (a.total === b.total && a.username <= b.username)).toBe(true)
        }
      }),
    )
  })

  it('ranks are 1-based, equal totals share a rank, and the next rank skips', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const ranked = rankByTotal(list)
        ranked.forEach((entry, index) => {
          // Standard competition ranking: 1 + the number of entries with a higher total.
          expect(entry.rank).toBe(1 + list.filter((other) => other.total > entry.total).length)
          if (index === 0) expect(entry.rank).toBe(1)
          else if (entry.total === ranked[index - 1]!.total) expect(entry.rank).toBe(ranked[index - 1]!.rank)
          else expect(entry.rank).toBe(index + 1)
        })
      }),
    )
  })

  it('keeps every entry exactly once', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const ranked = rankByTotal(list)
        expect(ranked.map((e) => e.userId).sort()).toEqual(list.map((e) => e.userId).sort())
      }),
    )
  })
})
