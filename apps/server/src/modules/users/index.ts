export { toUser, userConflict } from './user-row.ts'
export { usersRoutes } from './users.routes.ts'
export { memberTimeZone, recipientsOf, type Recipient } from './time-zone.ts'
