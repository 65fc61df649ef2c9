import { describe, expect, it, vi } from 'vitest'
import { BoardCache, STALE_MS, TTL_MS } from './board-cache.ts'

/** The cached answer as text. */
async function cachedText(cache: BoardCache, key: string, load: () => Promise<unknown>) {
  return JSON.stringify(await cache.get(key, load))
}

describe('board cache', () => {
  it('concurrent readers of a cold key share one load', async () => {
    const cache = new BoardCache()
    let loads = 0
    const load = async () => {
      loads += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { n: loads }
    }
    const answers = await Promise.all(Array.from({ length: 16 }, () => cache.get('k', load)))
    expect(loads).toBe(1)
    // One answer, sent to every reader.
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toEqual({ n: 1 })
    expect(await cachedText(cache, 'k', load)).toBe('{"n":1}')
    expect(loads).toBe(1)
  })

  it('expires after the TTL and is cleared by a write', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const cache = new BoardCache()
      let loads = 0
      const load = async () => ({ n: ++loads })
      expect(await cachedText(cache, 'k', load)).toBe('{"n":1}')
      vi.setSystemTime(Date.now() + TTL_MS - 1)
      expect(await cachedText(cache, 'k', load)).toBe('{"n":1}')
      // Just past the TTL the old answer is served while one refresh runs behind it.
      vi.setSystemTime(Date.now() + 2)
      expect(await cachedText(cache, 'k', load)).toBe('{"n":1}')
      await Promise.resolve()
      await new Promise((resolve) => setImmediate(resolve))
      expect(loads).toBe(2)
      expect(await cachedText(cache, 'k', load)).toBe('{"n":2}')
      // Long past it, the reader waits for a fresh answer.
      vi.setSystemTime(Date.now() + TTL_MS + STALE_MS + 1)
      expect(await cachedText(cache, 'k', load)).toBe('{"n":3}')

      cache.invalidate()
      // Right after a write every read goes to the database, and nothing is kept.
      expect(await cachedText(cache, 'k', load)).toBe('{"n":4}')
      expect(await cachedText(cache, 'k', load)).toBe('{"n":5}')
      vi.setSystemTime(Date.now() + 1_001)
      expect(await cachedText(cache, 'k', load)).toBe('{"n":6}')
      expect(await cachedText(cache, 'k', load)).toBe('{"n":6}')
    } finally {
      vi.useRealTimers()
    }
  })

  it('right after a write, runs one load at a time and answers each reader from one that began after it came', async () => {
    const cache = new BoardCache()
    let loads = 0
    let running = 0
    let mostAtOnce = 0
    const release: (() => void)[] = []
    const load = async () => {
      const n = ++loads
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      await new Promise<void>((resolve) => release.push(resolve))
      running -= 1
      return { n }
    }
    cache.invalidate()
    const first = cache.get('k', load)
    // Sixteen readers come while the first load runs: they share the one that starts after it.
    const later = Array.from({ length: 16 }, () => cache.get('k', load))
    const settle = async () => {
      while (release.length > 0) {
        release.shift()!()
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    await settle()
    await settle()
    expect(await first).toEqual({ n: 1 })
    expect(new Set(await Promise.all(later)).size).toBe(1)
    expect(await later[0]).toEqual({ n: 2 })
    expect([loads, mostAtOnce]).toEqual([2, 1])
  })

  it('keeps a key for the lifetime it is given', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const cache = new BoardCache()
      let loads = 0
      const load = async () => ({ n: ++loads })
      const lifetime = { ttlMs: 5_000, staleMs: 30_000 }
      await cache.get('slow', load, lifetime)
      vi.setSystemTime(Date.now() + 4_999)
      expect(await cache.get('slow', load, lifetime)).toEqual({ n: 1 })
      vi.setSystemTime(Date.now() + 20_000)
      // Stale: answered at once while one refresh runs.
      expect(await cache.get('slow', load, lifetime)).toEqual({ n: 1 })
      expect(loads).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers a slow board stale after a write while one rebuild runs, until a rebuild that began after the write', async () => {
    vi.useFakeTimers({ now: new Date('2026-04-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const cache = new BoardCache()
      const lifetime = { ttlMs: 2_000, staleMs: 30_000, staleAfterWrite: true }
      let loads = 0
      const load = async () => ({ n: ++loads })
      const flush = () => new Promise((resolve) => setImmediate(resolve))
      expect(await cache.get('slow', load, lifetime)).toEqual({ n: 1 })
      cache.invalidate()
      // Answered at once from the last build; a rebuild starts behind it.
      expect(await cache.get('slow', load, lifetime)).toEqual({ n: 1 })
      await flush()
      expect(loads).toBe(2)
      // That rebuild began within a second of the write: answered, but rebuilt again once read.
      expect(await cache.get('slow', load, lifetime)).toEqual({ n: 2 })
      await flush()
      expect(loads).toBe(3)
      vi.setSystemTime(Date.now() + 1_001)
      expect(await cache.get('slow', load, lifetime)).toEqual({ n: 3 })
      await flush()
      // The first rebuild to begin a second after the write is kept for the lifetime.
      expect(await cache.get('slow', load, lifetime)).toEqual({ n: 4 })
      await flush()
      expect(await cache.get('slow', load, lifetime)).toEqual({ n: 4 })
      expect(loads).toBe(4)
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts the rebuild a write calls for beside the one under way, never more than two at a time', async () => {
    const cache = new BoardCache()
    const lifetime = { ttlMs: 2_000, staleMs: 30_000, staleAfterWrite: true }
    const release: (() => void)[] = []
    let loads = 0
    let running = 0
    let mostAtOnce = 0
    const load = async () => {
      const n = ++loads
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      if (n > 1) await new Promise<void>((resolve) => release.push(resolve))
      running -= 1
      return { n }
    }
    const flush = () => new Promise((resolve) => setImmediate(resolve))
    await cache.get('slow', load, lifetime)
    cache.invalidate()
    expect(await cache.get('slow', load, lifetime)).toEqual({ n: 1 })
    await flush()
    // A write while the rebuild runs: its answer will be old, so the next one starts now.
    cache.invalidate()
    expect(await cache.get('slow', load, lifetime)).toEqual({ n: 1 })
    await flush()
    expect(loads).toBe(3)
    // A third write waits for the latest rebuild rather than starting a third beside two.
    cache.invalidate()
    expect(await cache.get('slow', load, lifetime)).toEqual({ n: 1 })
    await flush()
    expect(loads).toBe(3)
    while (release.length > 0) {
      release.shift()!()
      await flush()
    }
    expect(loads).toBe(4)
    expect(mostAtOnce).toBe(2)
    release.shift()?.()
  })

  it('drops one key for good without clearing the others', async () => {
    const cache = new BoardCache()
    const lifetime = { ttlMs: 2_000, staleMs: 30_000, staleAfterWrite: true }
    let release: () => void = () => {}
    let version = 'old'
    const load = async () => {
      const seen = version
      if (seen === 'old') await new Promise<void>((resolve) => (release = resolve))
      return seen
    }
    const other = async () => 'other'
    await cache.get('other', other)
    // A load under way when the key is dropped is neither shared nor kept.
    const before = cache.get('dropped', load, lifetime)
    version = 'new'
    cache.forget('dropped')
    expect(await cache.get('dropped', load, lifetime)).toBe('new')
    release()
    expect(await before).toBe('old')
    expect(await cache.get('dropped', load, lifetime)).toBe('new')
    // The other board was not cleared.
    expect(await cache.get('other', async () => 'reloaded')).toBe('other')
  })

  it('keeps only answers recent enough to be served', async () => {
    vi.useFakeTimers({ now: new Date('2026-02-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const cache = new BoardCache()
      for (let page = 0; page < 5; page++) await cachedText(cache, `page ${page}`, async () => ({ page }))
      expect(cache.size).toBe(5)
      vi.setSystemTime(Date.now() + TTL_MS + STALE_MS)
      await cachedText(cache, 'page 5', async () => ({ page: 5 }))
      expect(cache.size).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it("keeps each app's answers apart", async () => {
    const a = await cachedText(new BoardCache(), 'same', async () => 'a')
    const b = await cachedText(new BoardCache(), 'same', async () => 'b')
    expect([a, b]).toEqual(['"a"', '"b"'])
  })
})
