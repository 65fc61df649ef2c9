export type { CountedExport, DetectedFile, ImportSourceSummary } from './export-types.ts'
export { ImportFileError } from './import-file-error.ts'
export { detectFormat } from './detect-format.ts'
export { countDaysInWorker, readExportInWorker } from './run-in-worker.ts'
