import { describe, expect, it, vi } from 'vitest'
import { AnswerCache, STALE_MS, TTL_MS } from './answer-cache.ts'

const flush = () => new Promise((resolve) => setImmediate(resolve))

/** A load that counts its calls and answers `{ n }`, the call's number. */
function counting() {
  const counter = { loads: 0, load: async () => ({ n: ++counter.loads }) }
  return counter
}

/** A load that waits to be released, counting how many ran at once. */
function held() {
  const state = { loads: 0, running: 0, mostAtOnce: 0, release: [] as (() => void)[] }
  const load = async () => {
    const n = ++state.loads
    state.running += 1
    state.mostAtOnce = Math.max(state.mostAtOnce, state.running)
    await new Promise<void>((resolve) => state.release.push(resolve))
    state.running -= 1
    return { n }
  }
  const releaseAll = async () => {
    while (state.release.length > 0) {
      state.release.shift()!()
      await flush()
    }
  }
  return { state, load, releaseAll }
}

describe('answer cache', () => {
  it('concurrent readers of a cold key share one load, and its one answer', async () => {
    const cache = new AnswerCache()
    let loads = 0
    const load = async () => {
      loads += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { n: loads }
    }
    const answers = await Promise.all(Array.from({ length: 16 }, () => cache.get('k', load)))
    expect(loads).toBe(1)
    expect(new Set(answers).size).toBe(1)
    expect(await cache.get('k', load)).toEqual({ n: 1 })
    expect(loads).toBe(1)
  })

  it('expires after the TTL, answers stale while one refresh runs, and is cleared by a change', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const cache = new AnswerCache()
      const { load } = counting()
      expect(await cache.get('k', load)).toEqual({ n: 1 })
      vi.setSystemTime(Date.now() + TTL_MS - 1)
      expect(await cache.get('k', load)).toEqual({ n: 1 })
      vi.setSystemTime(Date.now() + 2)
      expect(await cache.get('k', load)).toEqual({ n: 1 })
      await flush()
      expect(await cache.get('k', load)).toEqual({ n: 2 })
      vi.setSystemTime(Date.now() + TTL_MS + STALE_MS + 1)
      expect(await cache.get('k', load)).toEqual({ n: 3 })
      // A committed change: the next reader waits for an answer that has seen it, which is kept.
      cache.changed()
      expect(await cache.get('k', load)).toEqual({ n: 4 })
      expect(await cache.get('k', load)).toEqual({ n: 4 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('after a change, answers every reader who came from one load begun after it', async () => {
    const cache = new AnswerCache()
    const { state, load, releaseAll } = held()
    const before = cache.get('k', load)
    cache.changed()
    // Sixteen readers come after the change while a load from before it runs: they share one.
    const after = Array.from({ length: 16 }, () => cache.get('k', load))
    await releaseAll()
    await releaseAll()
    expect(await before).toEqual({ n: 1 })
    expect(new Set(await Promise.all(after)).size).toBe(1)
    expect(await after[0]).toEqual({ n: 2 })
    expect(state.loads).toBe(2)
  })

  it('a member reads their own change at once; others keep the answer for its lifetime', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const cache = new AnswerCache()
      const { load } = counting()
      expect(await cache.get('board', load, { viewer: 1 })).toEqual({ n: 1 })
      cache.changedFor([2])
      expect(await cache.get('board', load, { viewer: 1 })).toEqual({ n: 1 })
      expect(await cache.get('board', load)).toEqual({ n: 1 })
      // The member who pushed: a load begun after their change, kept for everyone.
      expect(await cache.get('board', load, { viewer: 2 })).toEqual({ n: 2 })
      expect(await cache.get('board', load, { viewer: 1 })).toEqual({ n: 2 })
      expect(await cache.get('board', load, { viewer: 2 })).toEqual({ n: 2 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps a key for the lifetime it is given', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const cache = new AnswerCache()
      const counter = counting()
      const lifetime = { ttlMs: 5_000, staleMs: 30_000 }
      await cache.get('slow', counter.load, { lifetime })
      vi.setSystemTime(Date.now() + 4_999)
      expect(await cache.get('slow', counter.load, { lifetime })).toEqual({ n: 1 })
      vi.setSystemTime(Date.now() + 20_000)
      expect(await cache.get('slow', counter.load, { lifetime })).toEqual({ n: 1 })
      expect(counter.loads).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers a slow board stale after a change while one rebuild runs, but not to the member who made it', async () => {
    const cache = new AnswerCache()
    const lifetime = { ttlMs: 2_000, staleMs: 30_000, staleAfterChange: true }
    const counter = counting()
    expect(await cache.get('slow', counter.load, { lifetime })).toEqual({ n: 1 })
    cache.changedInBackground([])
    // Answered at once from the last build; a rebuild starts behind it and is kept.
    expect(await cache.get('slow', counter.load, { lifetime })).toEqual({ n: 1 })
    await flush()
    expect(counter.loads).toBe(2)
    expect(await cache.get('slow', counter.load, { lifetime })).toEqual({ n: 2 })
    expect(counter.loads).toBe(2)
    // The member whose write it was waits for a build begun after it.
    cache.changedInBackground([7])
    expect(await cache.get('slow', counter.load, { lifetime, viewer: 7 })).toEqual({ n: 3 })
    expect(await cache.get('slow', counter.load, { lifetime })).toEqual({ n: 3 })
    // A change every answer must show: nobody is answered the last build.
    cache.changed()
    expect(await cache.get('slow', counter.load, { lifetime })).toEqual({ n: 4 })
  })

  it('runs at most two builds of a key at once; a third change waits for the latest', async () => {
    const cache = new AnswerCache()
    const lifetime = { ttlMs: 2_000, staleMs: 30_000, staleAfterChange: true }
    let first = true
    const { state, load, releaseAll } = held()
    const firstLoad = async () => {
      if (!first) return load()
      first = false
      return { n: 0 }
    }
    await cache.get('slow', firstLoad, { lifetime })
    for (let change = 0; change < 3; change++) {
      cache.changedInBackground([])
      expect(await cache.get('slow', firstLoad, { lifetime })).toEqual({ n: 0 })
      await flush()
    }
    expect(state.loads).toBe(2)
    await releaseAll()
    await releaseAll()
    expect(state.loads).toBe(3)
    expect(state.mostAtOnce).toBe(2)
    expect(await cache.get('slow', firstLoad, { lifetime })).toEqual({ n: 3 })
  })

  it('forgets one key for good without clearing the others', async () => {
    const cache = new AnswerCache()
    const lifetime = { ttlMs: 2_000, staleMs: 30_000, staleAfterChange: true }
    let release: () => void = () => {}
    let version = 'old'
    const load = async () => {
      const seen = version
      if (seen === 'old') await new Promise<void>((resolve) => (release = resolve))
      return seen
    }
    await cache.get('other', async () => 'other')
    // A load under way when the key is forgotten is neither shared nor kept.
    const before = cache.get('forgotten', load, { lifetime })
    version = 'new'
    cache.forget('forgotten')
    expect(await cache.get('forgotten', load, { lifetime })).toBe('new')
    release()
    expect(await before).toBe('old')
    expect(await cache.get('forgotten', load, { lifetime })).toBe('new')
    expect(await cache.get('other', async () => 'reloaded')).toBe('other')
  })

  it('keeps only answers recent enough to be served', async () => {
    vi.useFakeTimers({ now: new Date('2026-02-01T00:00:00Z'), toFake: ['Date'] })
    try {
      const cache = new AnswerCache()
      for (let page = 0; page < 5; page++) await cache.get(`page ${page}`, async () => ({ page }))
      expect(cache.size).toBe(5)
      vi.setSystemTime(Date.now() + TTL_MS + STALE_MS)
      await cache.get('page 5', async () => ({ page: 5 }))
      expect(cache.size).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
