export { membersRoutes } from './members.routes.ts'
