export type {
  CountedDay,
  CountedExport,
  DetectedFile,
  ImportFormat,
  ImportSourceSummary,
  SourceKind,
} from './export-types.ts'
export { ImportFileError, type ImportFileErrorCode } from './import-file-error.ts'
export { detectFormat } from './detect-format.ts'
export { countDaysInWorker, readExportInWorker } from './run-in-worker.ts'
