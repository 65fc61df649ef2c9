/** Teams: the member's team, invites, a team's page, and the admins' list of every team (/allTeams). */
export { teamConfigQuery, useTeamConfig } from './api/get-team-config.ts'
export { useAllTeams } from './api/get-all-teams.ts'
export { useMyInvites } from './api/get-my-invites.ts'
