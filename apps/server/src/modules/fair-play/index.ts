export { fairPlayRoutes } from './fair-play.routes.ts'
