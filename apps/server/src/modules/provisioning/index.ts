export { provisioningRoutes } from './provisioning.routes.ts'
