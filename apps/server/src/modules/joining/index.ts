export { joiningRoutes } from './joining.routes.ts'
export { admit, deleteSpentConfirmations, queueConfirmationMail } from './joining.service.ts'
export { joiningPlugin } from './joining.plugin.ts'
