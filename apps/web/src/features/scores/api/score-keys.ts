import type { Period } from '@stepup/contract'
import { scoreHistoryKey } from './get-score-history.ts'

export const scoreKeys = {
  all: ['scores'] as const,
  history: scoreHistoryKey,
  board: (period: Period, limit: number) => ['scores', 'board', period, limit] as const,
  boardPages: (period: Period) => ['scores', 'board', period, 'pages'] as const,
  around: (period: Period) => ['scores', 'board', period, 'around'] as const,
  standing: (period: Period) => ['scores', 'standing', period] as const,
  teams: (period: Period) => ['scores', 'teams', period] as const,
  config: ['scores', 'config'] as const,
  /** Under `['scores']`, so whatever refreshes the member's days refreshes their activity entries too. */
  activities: ['scores', 'activities'] as const,
}
