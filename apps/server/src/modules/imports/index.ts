export { importsRoutes } from './imports.routes.ts'
export { ImportFiles } from './import-files.ts'
export { countRecordDays, zoneOffsetFinder, type LooseStepRecord } from './formats/index.ts'
export { lastAppliedImportSql } from './imports.queries.ts'
