import { describe, expect, it } from 'vitest'
import { parseIngestEntries } from './ingest.service.ts'

describe('parseIngestEntries', () => {
  it('refuses a call with bad entries, naming each', () => {
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

  it('gives back the entries, trimmed by the schema', () => {
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
