import { describe, expect, it } from 'vitest'
import { chartDays, splitPreview } from './preview-days.ts'

const days = [
  { date: '2026-11-27', steps: 300, counted: false, reason: 'future' as const },
  { date: '2026-10-01', steps: 5000, counted: false, reason: 'beforeWindow' as const },
  { date: '2026-11-20', steps: 8000, counted: true },
  { date: '2026-09-30', steps: 4000, counted: false, reason: 'beforeWindow' as const },
  { date: '2026-11-21', steps: 9100, counted: true },
]

describe('splitPreview', () => {
  it('adds up the days that count, and groups the rest by reason with their first and last day', () => {
    expect(splitPreview(days)).toEqual({
      counted: { days: 2, steps: 17_100 },
      skipped: [
        { reason: 'beforeWindow', days: 2, steps: 9000, first: '2026-09-30', last: '2026-10-01' },
        { reason: 'future', days: 1, steps: 300, first: '2026-11-27', last: '2026-11-27' },
      ],
    })
  })

  it('has nothing to list when every day counts, or when there are no days', () => {
    expect(splitPreview(days.filter((day) => day.counted)).skipped).toEqual([])
    expect(splitPreview([])).toEqual({ counted: { days: 0, steps: 0 }, skipped: [] })
  })
})

describe('chartDays', () => {
  it('puts each day in date order, its steps in the counted or the skipped series', () => {
    expect(chartDays(days).map((day) => [day.date, day.counted, day.skipped, day.reason])).toEqual([
      ['2026-09-30', null, 4000, 'beforeWindow'],
      ['2026-10-01', null, 5000, 'beforeWindow'],
      ['2026-11-20', 8000, null, undefined],
      ['2026-11-21', 9100, null, undefined],
      ['2026-11-27', null, 300, 'future'],
    ])
  })
})
