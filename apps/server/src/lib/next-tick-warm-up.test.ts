import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpNextTick } from './next-tick-warm-up.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('warmUpNextTick', () => {
  it('calls process.nextTick one tick after another, then resolves', async () => {
    // Per callback: how often it was queued, and the most of it waiting at once. Others may queue
    // ticks meanwhile; the warm-up's own is the one queued most.
    const queued = new Map<unknown, { calls: number; pending: number; mostPending: number }>()
    vi.spyOn(process, 'nextTick').mockImplementation((callback, ...args) => {
      const counts = queued.get(callback) ?? { calls: 0, pending: 0, mostPending: 0 }
      queued.set(callback, counts)
      counts.calls += 1
      counts.pending += 1
      counts.mostPending = Math.max(counts.mostPending, counts.pending)
      queueMicrotask(() => {
        counts.pending -= 1
        callback(...args)
      })
    })
    await warmUpNextTick(1_000)
    const warmUp = [...queued.values()].sort((a, b) => b.calls - a.calls)[0]
    expect(warmUp?.calls).toBe(1_000)
    expect(warmUp?.mostPending).toBe(1)
  })
})
