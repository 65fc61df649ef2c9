export { importsRoutes } from './imports.routes.ts'
