export { authPlugin } from './auth.plugin.ts'
export { authRoutes } from './auth.routes.ts'
export { queueResetMail, voidResetTokens } from './password-reset.service.ts'
export { verifyPassword } from './passwords.ts'
export {
  createSession,
  deleteOtherSessions,
  deleteSession,
  forgetSessionLookups,
  sessionExists,
  sessionProvider,
  sessionStore,
  SESSION_COOKIE,
} from './sessions.ts'
