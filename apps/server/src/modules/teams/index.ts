export { teamsRoutes } from './teams.routes.ts'
