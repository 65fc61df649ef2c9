import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IngestEntrySchema, MAX_DAILY_STEPS } from '@stepup/contract'
import { isPlainIngestEntry, parseIngestEntries } from './ingest.service.ts'

/** Sensor ids near the length limit, with and without space around them. */
const sensorIds = fc.oneof(
  fc.string({ minLength: 0, maxLength: 130 }),
  fc
    .tuple(fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\ufeff'), fc.string({ maxLength: 129 }))
    .map(([a, b]) => a + b),
  fc.string({ maxLength: 129 }).map((s) => `${s} `),
  fc.integer(),
  fc.constant(null),
)

/** Real and unreal dates, and strings that are almost dates. */
const dates = fc.oneof(
  fc
    .date({ min: new Date('1960-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.constantFrom('2024-02-29', '2023-02-29', '1970-01-01', '1969-12-31', '2026-01-01\n', ' 2026-01-01', '2026-1-01'),
  fc.string({ maxLength: 12 }),
  fc.integer(),
)

const steps = fc.oneof(
  fc.integer({ min: -10, max: MAX_DAILY_STEPS + 10 }),
  fc.double(),
  fc.constantFrom(-0, 0.5, MAX_DAILY_STEPS, MAX_DAILY_STEPS + 1, Number.NaN, Infinity, '12', null, true),
)

const entries = fc.oneof(
  fc.record({ sensorUserId: sensorIds, date: dates, steps }),
  fc.record({ sensorUserId: sensorIds, date: dates, steps }, { requiredKeys: [] }),
  fc.record({ sensorUserId: sensorIds, date: dates, steps, extra: fc.anything() }),
  fc
    .tuple(sensorIds, dates, steps)
    .map(([sensorUserId, date, count]) => Object.assign([], { sensorUserId, date, steps: count })),
  fc.anything(),
)

describe('isPlainIngestEntry', () => {
  it('passes only entries the schema takes, whose three fields it gives back the same', () => {
    fc.assert(
      fc.property(entries, (entry) => {
        if (!isPlainIngestEntry(entry)) return
        const result = IngestEntrySchema.safeParse(entry)
        expect(result.success).toBe(true)
        expect(result.data).toEqual({ sensorUserId: entry.sensorUserId, date: entry.date, steps: entry.steps })
      }),
      { numRuns: 20_000 },
    )
  })

  it('passes what a wearable sync sends, so the schema is left for the rest', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\w.:@-]{1,128}$/),
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: MAX_DAILY_STEPS }),
        (sensorUserId, day, count) => {
          expect(isPlainIngestEntry({ sensorUserId, date: day.toISOString().slice(0, 10), steps: count })).toBe(true)
        },
      ),
    )
  })

  it('leaves the messages to the schema: a call with both kinds names each bad entry', () => {
    const error = (() => {
      try {
        parseIngestEntries(
          [
            { sensorUserId: 'a', date: '2026-01-01', steps: 10 },
            { sensorUserId: ' b ', date: '2026-02-30', steps: 10 },
            { sensorUserId: 'c', date: '2026-01-01', steps: 1.5 },
          ],
          '2026-01-10',
        )
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error?.message).toMatch(/entries\[1\]: date: .*entries\[2\]: steps: /)
  })

  it('gives back the entries, trimmed by the schema where it judged them', () => {
    expect(
      parseIngestEntries(
        [
          { sensorUserId: 'a', date: '2026-01-01', steps: 10 },
          { sensorUserId: ' b ', date: '2026-01-02', steps: 20 },
        ],
        '2026-01-10',
      ),
    ).toEqual([
      { sensorUserId: 'a', date: '2026-01-01', steps: 10 },
      { sensorUserId: 'b', date: '2026-01-02', steps: 20 },
    ])
  })
})
