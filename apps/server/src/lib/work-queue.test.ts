import { describe, expect, it } from 'vitest'
import { WorkQueue, WorkRefused } from './work-queue.ts'

/** A job that runs until `finish()` is called. */
function heldJob() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { job: () => done, finish }
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in order as slots free', async () => {
    const queue = new WorkQueue(2, 5)
    const started: number[] = []
    const held = [heldJob(), heldJob(), heldJob()]
    const runs = held.map((h, i) =>
      queue.run(async () => {
        started.push(i)
        await h.job()
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    held[0]!.finish()
    await runs[0]
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual([0, 1, 2])
    held[1]!.finish()
    held[2]!.finish()
    await Promise.all(runs)
  })

  it('refuses a job at once when the waiting line is full', async () => {
    const queue = new WorkQueue(1, 1)
    const held = heldJob()
    const running = queue.run(held.job)
    const waiting = queue.run(async () => 'waited')
    await expect(queue.run(async () => 'never')).rejects.toEqual(new WorkRefused('full'))
    held.finish()
    await running
    await expect(waiting).resolves.toBe('waited')
  })

  it('drops a waiting job that is no longer wanted instead of running it', async () => {
    const queue = new WorkQueue(1, 5)
    const held = heldJob()
    const running = queue.run(held.job)
    let clientGone = false
    let ran = false
    const abandoned = queue.run(
      async () => {
        ran = true
      },
      () => !clientGone,
    )
    const next = queue.run(async () => 'next')
    clientGone = true
    held.finish()
    await running
    await expect(abandoned).rejects.toEqual(new WorkRefused('abandoned'))
    await expect(next).resolves.toBe('next')
    expect(ran).toBe(false)
  })
})
