import { describe, expect, it } from 'vitest'
import { flaggedDatesByMember, recordedSteps, reviewBars, typicalSteps } from './review-rules.ts'

describe('recordedSteps', () => {
  it('is the walking source that counts plus the activity converter, however the sources are ordered', () => {
    expect(
      recordedSteps({
        sources: [
          { source: 'activity', steps: 3_000 },
          { source: 'manual', steps: 45_000 },
        ],
      }),
    ).toBe(48_000)
    expect(
      recordedSteps({
        sources: [
          { source: 'wearable', steps: 9_000 },
          { source: 'manual', steps: 45_000 },
        ],
      }),
    ).toBe(9_000)
  })

  it("is an admin's correction over everything else", () => {
    expect(
      recordedSteps({
        sources: [
          { source: 'correction', steps: 7_000 },
          { source: 'manual', steps: 45_000 },
          { source: 'activity', steps: 3_000 },
        ],
      }),
    ).toBe(7_000)
  })
})

describe('typicalSteps', () => {
  it('is the median of the counted days, days of 0 left out', () => {
    expect(typicalSteps({ recent: [5, 0, 9, 7].map((steps, i) => ({ date: `2026-03-0${i + 1}`, steps })) })).toBe(7)
    expect(typicalSteps({ recent: [4_000, 6_001].map((steps, i) => ({ date: `2026-03-0${i + 1}`, steps })) })).toBe(
      5_001,
    )
    expect(typicalSteps({ recent: [{ date: '2026-03-01', steps: 0 }] })).toBeNull()
  })
})

describe('reviewBars', () => {
  it('gives each of the 28 days before a bar, 0 where the member has none, then the flagged day apart', () => {
    const bars = reviewBars({
      date: '2026-03-01',
      recent: [
        { date: '2026-02-01', steps: 4_000 },
        { date: '2026-02-28', steps: 6_000 },
      ],
      sources: [{ source: 'manual', steps: 50_000 }],
    })
    expect(bars).toHaveLength(29)
    expect(bars[0]).toEqual({ date: '2026-02-01', before: 4_000, flagged: 0 })
    expect(bars[1]).toEqual({ date: '2026-02-02', before: 0, flagged: 0 })
    expect(bars[27]).toEqual({ date: '2026-02-28', before: 6_000, flagged: 0 })
    expect(bars[28]).toEqual({ date: '2026-03-01', before: 0, flagged: 50_000 })
  })
})

describe('flaggedDatesByMember', () => {
  it("lists each member's listed days once, oldest first", () => {
    const byMember = flaggedDatesByMember([
      { userId: 2, date: '2026-03-04' },
      { userId: 1, date: '2026-03-02' },
      { userId: 2, date: '2026-03-01' },
      { userId: 2, date: '2026-03-04' },
    ])
    expect(byMember.get(2)).toEqual(['2026-03-01', '2026-03-04'])
    expect(byMember.get(1)).toEqual(['2026-03-02'])
  })
})
