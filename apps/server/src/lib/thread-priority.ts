import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'

/** The lowest priority there is (nice 19): these threads only get the CPU the event loop leaves. */
const BACKGROUND_PRIORITY = os.constants.priority.PRIORITY_LOW

/**
 * Lowers every thread of this process but the event loop's to the lowest CPU priority, see
 * docs/decisions/015. Password hashing runs on libuv's thread pool; at the same priority a burst
 * of logins took the cores from the event loop and every other request waited behind them. On
 * Linux a priority belongs to one thread, so the pool's threads can be lowered alone; elsewhere,
 * or where the thread list cannot be read, nothing changes. Answers how many threads were lowered.
 */
export async function lowerBackgroundThreadPriority(): Promise<number> {
  if (process.platform !== 'linux') return 0
  // The pool starts its threads with its first job: make sure they exist before lowering them.
  await new Promise((resolve) => crypto.pbkdf2('', '', 1, 1, 'sha256', resolve))
  let threads: string[]
  try {
    threads = fs.readdirSync('/proc/self/task')
  } catch {
    return 0
  }
  let lowered = 0
  for (const entry of threads) {
    const threadId = Number(entry)
    if (threadId === process.pid) continue
    try {
      os.setPriority(threadId, BACKGROUND_PRIORITY)
      lowered += 1
    } catch {
      // The thread ended in between, or the system refuses: it keeps its priority.
    }
  }
  return lowered
}

/**
 * Lowers every thread of this process, the event loop's included, to the lowest CPU priority: a
 * process doing background work (reading a member's health export) then only takes the CPU the
 * server leaves. Threads started later inherit it from the thread that starts them. On Linux a
 * priority belongs to one thread; elsewhere the process's own priority is lowered.
 */
export function lowerThisProcessPriority(): void {
  let threads: string[] = ['0']
  if (process.platform === 'linux') {
    try {
      threads = fs.readdirSync('/proc/self/task')
    } catch {
      // Without the thread list, the calling thread alone.
    }
  }
  for (const entry of threads) {
    try {
      os.setPriority(Number(entry), BACKGROUND_PRIORITY)
    } catch {
      // The thread ended in between, or the system refuses: it keeps its priority.
    }
  }
}
