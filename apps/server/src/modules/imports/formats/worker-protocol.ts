import type { DetectedFile } from './export-types.ts'

export type WorkerTask =
  | {
      kind: 'read'
      filePath: string
      detected: DetectedFile
      recordsFile: string
      timeZone: string
      /** Free space the records file must leave on its disk. */
      minFreeBytes: number
    }
  | { kind: 'count'; recordsFile: string; order: number[] }

/** From the server to the reading process: its one task. */
export interface TaskMessage {
  kind: 'task'
  task: WorkerTask
}

/** From the reading process to the server. */
export type WorkerMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; result: unknown }
  | { kind: 'failed'; code: unknown; message: string; stack?: string }
