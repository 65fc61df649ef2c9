export { importsRoutes } from './imports.routes.ts'
export { ImportFiles } from './import-files.ts'
export {
  countHealthAutoExportReadings,
  countRecordDays,
  zoneOffsetFinder,
  type HealthAutoExportReading,
  type LooseStepRecord,
} from './formats/index.ts'
export { lastAppliedImportSql } from './imports.queries.ts'
