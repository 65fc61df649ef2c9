import { describe, expect, it, vi } from 'vitest'
import { STALE_MS, TTL_MS, cachedBoard, cachedBoardCount, invalidateBoards } from './board-cache.ts'

/** The cached answer as text. */
async function cachedText(owner: object, key: string, load: () => Promise<unknown>) {
  return (await cachedBoard(owner, key, load)).bytes.toString()
}

describe('board cache', () => {
  it('concurrent readers of a cold key share one load', async () => {
    const owner = {}
    let loads = 0
    const load = async () => {
      loads += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { n: loads }
    }
    const answers = await Promise.all(Array.from({ length: 16 }, () => cachedBoard(owner, 'k', load)))
    expect(loads).toBe(1)
    // One answer, sent to every reader.
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]!.bytes.toString()).toBe('{"n":1}')
    expect(await cachedText(owner, 'k', load)).toBe('{"n":1}')
    expect(loads).toBe(1)
  })

  it('expires after the TTL and is cleared by a write', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const owner = {}
      let loads = 0
      const load = async () => ({ n: ++loads })
      expect(await cachedText(owner, 'k', load)).toBe('{"n":1}')
      vi.setSystemTime(Date.now() + TTL_MS - 1)
      expect(await cachedText(owner, 'k', load)).toBe('{"n":1}')
      // Just past the TTL the old answer is served while one refresh runs behind it.
      vi.setSystemTime(Date.now() + 2)
      expect(await cachedText(owner, 'k', load)).toBe('{"n":1}')
      await Promise.resolve()
      await new Promise((resolve) => setImmediate(resolve))
      expect(loads).toBe(2)
      expect(await cachedText(owner, 'k', load)).toBe('{"n":2}')
      // Long past it, the reader waits for a fresh answer.
      vi.setSystemTime(Date.now() + TTL_MS + STALE_MS + 1)
      expect(await cachedText(owner, 'k', load)).toBe('{"n":3}')

      invalidateBoards()
      // Right after a write every read goes to the database, and nothing is kept.
      expect(await cachedText(owner, 'k', load)).toBe('{"n":4}')
      expect(await cachedText(owner, 'k', load)).toBe('{"n":5}')
      vi.setSystemTime(Date.now() + 1_001)
      expect(await cachedText(owner, 'k', load)).toBe('{"n":6}')
      expect(await cachedText(owner, 'k', load)).toBe('{"n":6}')
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps only answers recent enough to be served', async () => {
    vi.useFakeTimers({ now: new Date('2026-02-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const owner = {}
      for (let page = 0; page < 5; page++) await cachedText(owner, `page ${page}`, async () => ({ page }))
      expect(cachedBoardCount(owner)).toBe(5)
      vi.setSystemTime(Date.now() + TTL_MS + STALE_MS)
      await cachedText(owner, 'page 5', async () => ({ page: 5 }))
      expect(cachedBoardCount(owner)).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps each owner (database) apart', async () => {
    const a = await cachedText({}, 'same', async () => 'a')
    const b = await cachedText({}, 'same', async () => 'b')
    expect([a, b]).toEqual(['"a"', '"b"'])
  })
})
