export { membersRoutes } from './members.routes.ts'
export { deactivateByDirectory, lockActiveAdmins, reactivateByDirectory } from './members.service.ts'
