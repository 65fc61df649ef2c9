export { teamsRoutes } from './teams.routes.ts'
export { joinTeamByDirectory } from './teams.service.ts'
