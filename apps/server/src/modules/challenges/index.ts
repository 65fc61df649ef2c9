export { challengePageRoutes, challengeRoutes } from './challenges.routes.ts'
