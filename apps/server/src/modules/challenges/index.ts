export { challengePageRoutes, challengeRoutes } from './challenges.routes.ts'
export { pendingProofs } from './pending-proofs.queries.ts'
