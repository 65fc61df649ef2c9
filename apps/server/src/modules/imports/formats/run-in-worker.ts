import { Worker } from 'node:worker_threads'
import type { CountedExport, DetectedFile } from './export-types.ts'
import { ImportFileError, isImportFileErrorCode } from './import-file-error.ts'
import type { WorkerMessage, WorkerTask } from './worker-protocol.ts'

const WORKER_YOUNG_GENERATION_MB = 8
const WORKER_OLD_GENERATION_MB = 64

/**
 * Starts the worker: the bundle's sibling in production (build.mjs writes dist/import-worker.js),
 * the TypeScript source under tsx and vitest. Node 20 does not apply tsx's `--import` hooks to a
 * worker's entry file, so the source is loaded by a two-line script that registers tsx first.
 */
function startWorker(task: WorkerTask): Worker {
  // The reader makes short-lived strings a record at a time: a small young generation collects
  // them as often as it needs to, instead of letting the server's larger one fill first. Records
  // live outside the heap, in typed arrays, so the heap itself stays small; its cap keeps it from
  // growing lazily, and a file that would need more fails its import, not the server.
  const resourceLimits = {
    maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
    maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB,
  }
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./import-worker.js', import.meta.url), { workerData: task, resourceLimits })
  const tsx = import.meta.resolve('tsx/esm/api')
  const entry = new URL('./import-worker.ts', import.meta.url).href
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`,
    { eval: true, workerData: task, resourceLimits },
  )
}

/**
 * How long a task may take before its worker is stopped and the import fails: a real 2 GB export
 * reads in well under a minute even on a busy machine, and one member's file must not hold the
 * reading for everyone else's.
 */
const TASK_BUDGET_MS = { read: 10 * 60_000, count: 2 * 60_000 }

function runWorker<T>(
  task: WorkerTask,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  const { signal } = options
  if (signal?.aborted) return Promise.reject(signal.reason as Error)
  const worker = startWorker(task)
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(budget)
      signal?.removeEventListener('abort', onAbort)
      // Answers once the thread has stopped, so nothing it was writing lands after the caller
      // has cleaned up.
      void worker.terminate().then(finish, finish)
    }
    const budget = setTimeout(
      () => settle(() => reject(new ImportFileError('tooSlow', `over ${TASK_BUDGET_MS[task.kind] / 1000} s`))),
      TASK_BUDGET_MS[task.kind],
    )
    const onAbort = () => settle(() => reject(signal!.reason as Error))
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') options.onProgress?.(message.fraction)
      else if (message.kind === 'done') settle(() => resolve(message.result as T))
      else settle(() => reject(workerFailure(message)))
    })
    worker.on('error', (error) => settle(() => reject(error)))
    worker.on('exit', (code) => settle(() => reject(new Error(`The import worker stopped (exit code ${code})`))))
  })
}

function workerFailure(message: Extract<WorkerMessage, { kind: 'failed' }>): Error {
  if (isImportFileErrorCode(message.code)) {
    return new ImportFileError(message.code, message.message.replace(`${message.code}: `, '') || undefined)
  }
  const error = new Error(message.message)
  if (message.stack) error.stack = message.stack
  return error
}

/** Reads the whole export in a worker thread; see index.ts. */
export function readExportInWorker(
  filePath: string,
  detected: DetectedFile,
  recordsFile: string,
  options: { timeZone: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<CountedExport> {
  const { timeZone, ...rest } = options
  return runWorker({ kind: 'read', filePath, detected, recordsFile, timeZone }, rest)
}

/** Counts the days again from a records file for another priority order, in a worker thread. */
export function countDaysInWorker(recordsFile: string, order: number[]): Promise<Pick<CountedExport, 'days'>> {
  return runWorker({ kind: 'count', recordsFile, order })
}
