export { meRoutes } from './me.routes.ts'
