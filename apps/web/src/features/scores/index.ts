/** Scores: the member's days (/myscores), the boards (/allScores, /TeamsScores). */
export { scoreHistoryKey, useScoreHistory } from './api/get-score-history.ts'
export { scoreConfigQuery, useScoreConfig } from './api/get-score-config.ts'
export { useWeekLeaders, WEEK_LEADERS } from './api/get-week-leaders.ts'
export { useStanding } from './api/get-standing.ts'
