import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const modulePath = fileURLToPath(new URL('./thread-priority.ts', import.meta.url))

/** Runs the function in a process of its own and reads back every thread's nice value. */
function niceValuesAfterLowering() {
  const script = `
    import fs from 'node:fs'
    import { lowerBackgroundThreadPriority } from ${JSON.stringify(modulePath)}
    const lowered = await lowerBackgroundThreadPriority()
    const nice = (id) => Number(fs.readFileSync('/proc/self/task/' + id + '/stat', 'utf8').split(') ')[1].split(' ')[16])
    const others = fs.readdirSync('/proc/self/task').filter((id) => Number(id) !== process.pid).map(nice)
    console.log(JSON.stringify({ lowered, main: nice(process.pid), others }))
  `
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  })
  return JSON.parse(output) as { lowered: number; main: number; others: number[] }
}

describe.runIf(process.platform === 'linux')('lowerBackgroundThreadPriority', () => {
  it('puts every thread but the event loop at the lowest priority, the thread pool included', () => {
    const { lowered, main, others } = niceValuesAfterLowering()
    expect(main).toBeLessThan(19)
    // libuv's pool alone has four threads.
    expect(lowered).toBeGreaterThanOrEqual(4)
    expect(others).toHaveLength(lowered)
    expect(new Set(others)).toEqual(new Set([19]))
  })
})
