/**
 * Calls `process.nextTick` enough times in a row for V8 to optimize it while every tick object it
 * has made has the same shape (docs/decisions/038). Called first thing at start, before the
 * database and the app make ticks of their own.
 */
export function warmUpNextTick(times = 50_000): Promise<void> {
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
