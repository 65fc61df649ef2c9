import type { DetectedFile } from './export-types.ts'

export type WorkerTask =
  | { kind: 'read'; filePath: string; detected: DetectedFile; recordsFile: string; timeZone: string }
  | { kind: 'count'; recordsFile: string; order: number[] }

export type WorkerMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; result: unknown }
  | { kind: 'failed'; code: unknown; message: string; stack?: string }
