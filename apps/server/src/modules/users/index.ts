export { toUser, userConflict } from './user-row.ts'
export { usersRoutes } from './users.routes.ts'
export { memberTimeZone } from './time-zone.ts'
