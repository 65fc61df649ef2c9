export { pushRoutes } from './push.routes.ts'
