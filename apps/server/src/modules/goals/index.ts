export { goalOfDaySql, goalsOf, type Goals } from './goals.service.ts'
export { goalsRoutes } from './goals.routes.ts'
