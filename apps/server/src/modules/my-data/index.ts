export { myDataRoutes } from './my-data.routes.ts'
export { MEMBER_COLUMNS } from './export.service.ts'
