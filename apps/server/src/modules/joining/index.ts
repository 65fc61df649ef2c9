export { joiningRoutes } from './joining.routes.ts'
export {
  admit,
  assertPasswordSignIn,
  deleteSpentConfirmations,
  forgetInvitationsTo,
  queueConfirmationMail,
} from './joining.service.ts'
export { joiningPlugin } from './joining.plugin.ts'
