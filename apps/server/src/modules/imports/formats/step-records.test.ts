import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_RECORDS, StepRecordCollector } from './step-records.ts'

const HOUR = 60 * 60 * 1000
const FIRST = Date.UTC(2020, 0, 1)

describe('StepRecordCollector', () => {
  it('gives back every record, sorted by source and then start, ties in the order they came, a repeat counted once', () => {
    const record = fc.record({
      source: fc.nat({ max: 4 }),
      start: fc.integer({ min: 0, max: 2000 }).map((hours) => FIRST + hours * HOUR),
      minutes: fc.integer({ min: 1, max: 120 }),
      value: fc.integer({ min: 1, max: 5000 }),
    })
    fc.assert(
      fc.property(fc.array(record, { maxLength: 300 }), (records) => {
        const collector = new StepRecordCollector()
        for (let s = 0; s < 5; s++) collector.sourceFor(`source ${s}`, 'device')
        records.forEach((r, i) =>
          collector.add(r.source, r.start, r.start + r.minutes * 60_000, 60, r.value * 1000 + i),
        )
        const sorted = collector.finish()
        const expected = records
          .map((r, i) => ({ ...r, value: r.value * 1000 + i }))
          .sort((a, b) => a.source - b.source || a.start - b.start)
        // A source's records of one span are a repeat: the first keeps the largest value, the rest 0.
        const firstOfSpan = new Map<string, { value: number }>()
        for (const r of expected) {
          const span = `${r.source} ${r.start} ${r.minutes}`
          const first = firstOfSpan.get(span)
          if (!first) firstOfSpan.set(span, r)
          else {
            first.value = Math.max(first.value, r.value)
            r.value = 0
          }
        }
        const got = Array.from({ length: sorted.count }, (_, i) => ({
          source: sorted.source[i],
          start: sorted.start[i],
          end: sorted.end[i],
          value: sorted.value[i],
        }))
        expect(got).toEqual(
          expected.map((r) => ({
            source: r.source,
            start: r.start,
            end: r.start + r.minutes * 60_000,
            value: r.value,
          })),
        )
      }),
    )
  })

  it('sorts records across blocks, and refuses one past the most an import holds as too large', () => {
    const collector = new StepRecordCollector()
    const source = collector.sourceFor('Watch', 'watch')
    // Backwards in time, so every block must move.
    for (let i = 0; i < 200_000; i++)
      collector.add(source, FIRST + (200_000 - i) * 60_000, FIRST + (200_001 - i) * 60_000, 0, 1)
    const sorted = collector.finish()
    expect(sorted.count).toBe(200_000)
    for (let i = 1; i < sorted.count; i++) expect(sorted.start[i]! > sorted.start[i - 1]!).toBe(true)

    const full = new StepRecordCollector()
    const watch = full.sourceFor('Watch', 'watch')
    for (let i = 0; i < MAX_RECORDS; i++) full.add(watch, FIRST + i * 1000, FIRST + i * 1000 + 1000, 0, 1)
    expect(() => full.add(watch, FIRST, FIRST + 1000, 0, 1)).toThrow(expect.objectContaining({ code: 'tooLarge' }))
  })
})
