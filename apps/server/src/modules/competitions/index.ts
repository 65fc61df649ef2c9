export { competitionsRoutes } from './competitions.routes.ts'
export { forgetCompetitionBoards } from './competitions.service.ts'
