export { membersRoutes } from './members.routes.ts'
export { lockActiveAdmins } from './members.service.ts'
