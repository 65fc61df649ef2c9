import type { CompetitionStatus } from '@stepup/contract'

/**
 * Everything under `['competitions']`, the member's own standings on Home and My Scores included
 * (`['competitions', 'mine']`), so a join, a leave or an admin's edit refreshes them all. A board's
 * key holds the competition's status: when the status moves on, the board is fetched anew.
 */
export const competitionKeys = {
  all: ['competitions'] as const,
  list: ['competitions', 'list'] as const,
  /** Whom the viewer may challenge, and whether they may start another contest. */
  contestsInfo: ['competitions', 'contests'] as const,
  invitations: ['competitions', 'invitations'] as const,
  detail: (id: number) => ['competitions', id] as const,
  board: (id: number, status: CompetitionStatus, limit: number) =>
    ['competitions', id, 'board', status, limit] as const,
  boardPages: (id: number, status: CompetitionStatus) => ['competitions', id, 'board', status, 'pages'] as const,
  teams: (id: number, status: CompetitionStatus) => ['competitions', id, 'teams', status] as const,
  prizes: (id: number, status: CompetitionStatus) => ['competitions', id, 'prizes', status] as const,
}
