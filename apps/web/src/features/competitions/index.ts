/**
 * Competitions: the list, one competition's boards, and the member's own standings, which Home
 * and My Scores show and which a day's new count moves.
 */
export { myCompetitionsKey, useMyCompetitions } from './api/get-my-competitions.ts'
export { MyCompetitionsCard } from './components/my-competitions-card.tsx'
export { useCompetitions } from './api/get-competitions.ts'
export { useContestInvitations } from './api/get-contest-invitations.ts'
