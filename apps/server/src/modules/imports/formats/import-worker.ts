import { parentPort, workerData } from 'node:worker_threads'
import { lowerThisThreadPriority } from '../../../lib/thread-priority.ts'
import { countDays } from './count-days.ts'
import { readExport } from './read-export.ts'
import { readRecordsFile } from './records-file.ts'
import type { WorkerMessage, WorkerTask } from './worker-protocol.ts'

/** The thread that reads exports and counts records files, so the server's event loop does not. */
const PROGRESS_INTERVAL_MS = 200

async function run(task: WorkerTask): Promise<unknown> {
  if (task.kind === 'count') {
    const { sources, records } = await readRecordsFile(task.recordsFile)
    return { days: countDays(records, sources.length, task.order) }
  }
  let lastPost = 0
  return readExport(task.filePath, task.detected, task.recordsFile, {
    timeZone: task.timeZone,
    onBytes: (bytesRead) => {
      const now = Date.now()
      if (now - lastPost < PROGRESS_INTERVAL_MS) return
      lastPost = now
      post({ kind: 'progress', fraction: Math.min(1, bytesRead / Math.max(1, task.detected.bytesToRead)) })
    },
  })
}

function post(message: WorkerMessage) {
  parentPort!.postMessage(message)
}

// Members' requests come first: the reading takes the CPU they leave.
lowerThisThreadPriority()
run(workerData as WorkerTask).then(
  (result) => post({ kind: 'done', result }),
  (error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error))
    post({
      kind: 'failed',
      code: (failure as { code?: unknown }).code,
      message: failure.message,
      stack: failure.stack,
    })
  },
)
