export { Scores } from './scores.ts'
export type { BonusChange, ImportedStepsEntry, SensorStepsEntry, StepsEntry } from './day-rows.ts'
export { countDay, DAY_COUNTS, daySources, isEmptyDay, type DayCounts, type DayRules } from './day-rule.ts'
export {
  countsOf,
  countedDaysOf,
  countedDaysWithin,
  membersWithSteps,
  getHistory,
  getHistoryDay,
  getMemberStanding,
  hasCountedSteps,
  lastWearableSyncSql,
  weeksOfMembers,
  allTimeTotals,
  type WeekOfMember,
  getTeamBoard,
  type SourceColumns,
} from './scores.queries.ts'
export {
  averagesBefore,
  communitySums,
  type GoalOfDay,
  dayRowsPage,
  decideDays,
  reopenDay,
  flaggedDays,
  memberSums,
  sumsOverDays,
  sumsOverStays,
  teamSteps,
  teamDaysAfter,
  type DaySums,
  type DecidedDay,
  type DayReview,
  type LedgerDay,
  type MemberSums,
  type TeamStay,
} from './ledger.queries.ts'
export { rank } from './ranking.ts'
export { scoresRoutes } from './scores.routes.ts'
export { ingestRoutes } from './ingest.routes.ts'
