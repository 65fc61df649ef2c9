export { competitionsRoutes } from './competitions.routes.ts'
