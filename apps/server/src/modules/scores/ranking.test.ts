import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rank } from './ranking.ts'

const scores = fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 60 })
const sortedDown = (list: number[]) => [...list].sort((a, b) => b - a).map((score, id) => ({ id, score }))

describe('rank', () => {
  it('example: 1, 2, 2, 4', () => {
    const ranked = rank(sortedDown([9, 5, 5, 1]), (row) => row.score)
    expect(ranked.map((row) => row.rank)).toEqual([1, 2, 2, 4])
  })

  it('a rank is 1 + the rows with a higher score, and keeps every row in its place', () => {
    fc.assert(
      fc.property(scores, (list) => {
        const rows = sortedDown(list)
        const ranked = rank(rows, (row) => row.score)
        expect(ranked.map(({ id, score }) => ({ id, score }))).toEqual(rows)
        for (const row of ranked) expect(row.rank).toBe(1 + list.filter((other) => other > row.score).length)
      }),
    )
  })

  it('a page ranks as the same rows do on the whole board', () => {
    fc.assert(
      fc.property(scores, fc.nat(60), fc.integer({ min: 1, max: 20 }), (list, offset, limit) => {
        const whole = rank(sortedDown(list), (row) => row.score)
        const rows = sortedDown(list).slice(offset, offset + limit)
        const firstRank = whole[offset]?.rank ?? offset + 1
        expect(rank(rows, (row) => row.score, { offset, firstRank })).toEqual(whole.slice(offset, offset + limit))
      }),
    )
  })
})
