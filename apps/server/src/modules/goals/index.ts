export { goalOfDaySql, goalsOf, getMyGoal, type Goals } from './goals.service.ts'
export { goalsRoutes } from './goals.routes.ts'
