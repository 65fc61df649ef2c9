export { Scores } from './scores.ts'
export type { BonusChange, ImportedStepsEntry, SensorStepsEntry, StepsEntry } from './day-rows.ts'
export {
  daySources,
  getHistory,
  getHistoryDay,
  getMemberStanding,
  getTeamBoard,
  type SourceColumns,
} from './scores.queries.ts'
export { scoresRoutes } from './scores.routes.ts'
export { ingestRoutes } from './ingest.routes.ts'
