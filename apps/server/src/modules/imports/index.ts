export { importsRoutes } from './imports.routes.ts'
export { ImportFiles } from './import-files.ts'
