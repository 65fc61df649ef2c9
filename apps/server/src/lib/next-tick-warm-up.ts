/**
 * How many ticks the warm-up runs: enough for V8 to optimize `process.nextTick` (it did after
 * 5,000 to 20,000 in a bare process), about 20–30 ms in all.
 */
const WARM_UP_TICKS = 50_000

/**
 * Calls `process.nextTick` many times in a row so that V8 optimizes it while every tick object it
 * has made has the same shape (docs/decisions/038). Called at start, before the database and the
 * app make ticks of their own.
 */
export function warmUpNextTick(times = WARM_UP_TICKS): Promise<void> {
  return new Promise((resolve) => {
    let left = times
    const tick = () => {
      left -= 1
      if (left > 0) process.nextTick(tick)
      else resolve()
    }
    process.nextTick(tick)
  })
}
