export { fairPlayRoutes } from './fair-play.routes.ts'
export { openDayRequestCount } from './requests.service.ts'
