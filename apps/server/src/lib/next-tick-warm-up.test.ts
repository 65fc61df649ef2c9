import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpNextTick } from './next-tick-warm-up.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('warmUpNextTick', () => {
  it('calls process.nextTick the given number of times, one tick after another, then resolves', async () => {
    const nextTick = vi.spyOn(process, 'nextTick')
    let queuedAtOnce = 0
    let pending = 0
    nextTick.mockImplementation((callback) => {
      pending += 1
      queuedAtOnce = Math.max(queuedAtOnce, pending)
      queueMicrotask(() => {
        pending -= 1
        callback()
      })
    })
    await warmUpNextTick(1_000)
    expect(nextTick).toHaveBeenCalledTimes(1_000)
    expect(queuedAtOnce).toBe(1)
  })

  it('lets ticks queued by others meanwhile run', async () => {
    let ran = false
    const warmUp = warmUpNextTick(100)
    process.nextTick(() => (ran = true))
    await warmUp
    expect(ran).toBe(true)
  })
})
