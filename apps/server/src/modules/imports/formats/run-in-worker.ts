import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { CountedExport, DetectedFile } from './export-types.ts'
import { ImportFileError, isImportFileErrorCode } from './import-file-error.ts'
import type { TaskMessage, WorkerMessage, WorkerTask } from './worker-protocol.ts'

/**
 * The reading process's heap. Records live outside it, in typed arrays bounded by MAX_RECORDS, and
 * every piece of a file a reader holds is bounded (CSV lines, JSON values and items, XML tags), so
 * a real export needs a few tens of MB; a file that needs more ends that process alone, and its
 * import fails as too large.
 */
const HEAP_MB = 192
/** The reader makes short-lived strings a record at a time: a small young generation collects them often. */
const YOUNG_SEMI_SPACE_MB = 4
/** What V8 writes to the dying process's standard error when the heap is exhausted. */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Array buffer allocation failed|allocation failed/i
/** The tail of a reading process's standard error kept to tell why it ended. */
const STDERR_KEPT = 4096

/**
 * Starts a reading process: the bundle's sibling in production (build.mjs writes
 * dist/import-worker.js), the TypeScript source under tsx and vitest. A process of its own, not a
 * worker thread: a worker thread that exhausts its heap limit aborts the whole server process.
 */
function startWorker(heapMb: number): ChildProcess {
  const flags = [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${YOUNG_SEMI_SPACE_MB}`]
  const typescript = import.meta.url.endsWith('.ts')
  const entry = fileURLToPath(new URL(typescript ? './import-worker.ts' : './import-worker.js', import.meta.url))
  return fork(entry, [], {
    execArgv: typescript ? ['--import', 'tsx', ...flags] : flags,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  })
}

/**
 * How long a task may take before its process is stopped and the import fails: a real 2 GB export
 * reads in well under a minute even on a busy machine, and one member's file must not hold the
 * reading for everyone else's.
 */
const TASK_BUDGET_MS = { read: 10 * 60_000, count: 2 * 60_000 }

export interface RunOptions {
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** The reading process's heap, in MB; tests make it small to see one run out. */
  heapMb?: number
}

function runWorker<T>(task: WorkerTask, options: RunOptions = {}): Promise<T> {
  const { signal } = options
  if (signal?.aborted) return Promise.reject(signal.reason as Error)
  const child = startWorker(options.heapMb ?? HEAP_MB)
  let stderr = ''
  let outOfMemory = false
  child.stderr!.setEncoding('utf8')
  child.stderr!.on('data', (text: string) => {
    // V8's word comes first, then a long stack: it is looked for as it arrives.
    outOfMemory ||= OUT_OF_MEMORY.test(stderr.slice(-200) + text)
    stderr = (stderr + text).slice(-STDERR_KEPT)
  })
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(budget)
      signal?.removeEventListener('abort', onAbort)
      // Answers once the process has ended, so nothing it was writing lands after the caller has
      // cleaned up.
      if (child.exitCode !== null || child.signalCode !== null) return finish()
      child.once('exit', finish)
      child.kill('SIGKILL')
    }
    const budget = setTimeout(
      () => settle(() => reject(new ImportFileError('tooSlow', `over ${TASK_BUDGET_MS[task.kind] / 1000} s`))),
      TASK_BUDGET_MS[task.kind],
    )
    const onAbort = () => settle(() => reject(signal!.reason as Error))
    signal?.addEventListener('abort', onAbort, { once: true })
    child.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') options.onProgress?.(message.fraction)
      else if (message.kind === 'done') settle(() => resolve(message.result as T))
      else settle(() => reject(workerFailure(message)))
    })
    child.on('error', (error) => settle(() => reject(error)))
    // Its standard error is read to the end before its death is judged.
    child.on('close', (code, signalName) =>
      settle(() =>
        reject(
          outOfMemory
            ? new ImportFileError('tooLarge', 'the reading ran out of memory')
            : new Error(
                `The import reader stopped (${signalName ?? `exit code ${code}`}): ${stderr.trim().slice(-500)}`,
              ),
        ),
      ),
    )
    child.send({ kind: 'task', task } satisfies TaskMessage)
  })
}

function workerFailure(message: Extract<WorkerMessage, { kind: 'failed' }>): Error {
  if (isImportFileErrorCode(message.code)) {
    return new ImportFileError(message.code, message.message.replace(`${message.code}: `, '') || undefined)
  }
  if (OUT_OF_MEMORY.test(message.message)) return new ImportFileError('tooLarge', message.message)
  const error = new Error(message.message)
  if (message.stack) error.stack = message.stack
  return error
}

/** Reads the whole export in a process of its own; see index.ts. */
export function readExportInWorker(
  filePath: string,
  detected: DetectedFile,
  recordsFile: string,
  options: RunOptions & { timeZone: string; minFreeBytes?: number },
): Promise<CountedExport> {
  const { timeZone, minFreeBytes = 0, ...rest } = options
  return runWorker({ kind: 'read', filePath, detected, recordsFile, timeZone, minFreeBytes }, rest)
}

/** Counts the days again from a records file for another priority order, in a process of its own. */
export function countDaysInWorker(
  recordsFile: string,
  order: number[],
  options: Pick<RunOptions, 'signal'> = {},
): Promise<Pick<CountedExport, 'days'>> {
  return runWorker({ kind: 'count', recordsFile, order }, options)
}
