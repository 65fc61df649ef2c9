import { lowerThisProcessPriority } from '../../../lib/thread-priority.ts'
import { countDays } from './count-days.ts'
import { readExport } from './read-export.ts'
import { readRecordsFile } from './records-file.ts'
import type { TaskMessage, WorkerMessage, WorkerTask } from './worker-protocol.ts'

/**
 * The process that reads one export or counts one records file, so that neither the server's event
 * loop nor its memory is at stake: it is started for one task and ends with it.
 */
const PROGRESS_INTERVAL_MS = 200

async function run(task: WorkerTask): Promise<unknown> {
  if (task.kind === 'count') {
    const { sources, records } = await readRecordsFile(task.recordsFile)
    return { days: countDays(records, sources.length, task.order) }
  }
  let lastPost = 0
  return readExport(task.filePath, task.detected, task.recordsFile, {
    timeZone: task.timeZone,
    minFreeBytes: task.minFreeBytes,
    onBytes: (bytesRead) => {
      const now = Date.now()
      if (now - lastPost < PROGRESS_INTERVAL_MS) return
      lastPost = now
      post({ kind: 'progress', fraction: Math.min(1, bytesRead / Math.max(1, task.detected.bytesToRead)) })
    },
  })
}

function post(message: WorkerMessage): Promise<void> {
  return new Promise((resolve) => process.send!(message, undefined, {}, () => resolve()))
}

async function runAndReport(task: WorkerTask) {
  try {
    await post({ kind: 'done', result: await run(task) })
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error))
    await post({
      kind: 'failed',
      code: (failure as { code?: unknown }).code,
      message: failure.message,
      stack: failure.stack,
    })
  }
  process.disconnect()
}

// Members' requests come first: the reading takes the CPU the server leaves, unless the operator
// (or a test run beside other work) asks for the server's own priority: IMPORT_READ_PRIORITY,
// checked by the server's start and inherited from it.
if (process.env.IMPORT_READ_PRIORITY !== 'normal') lowerThisProcessPriority()
process.once('message', (message: TaskMessage) => void runAndReport(message.task))
process.once('disconnect', () => process.exit(0))
