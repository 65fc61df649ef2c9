export { changedFields, recordAudit, type AuditRecord, type FieldChanges } from './audit.ts'
export { auditRoutes } from './audit.routes.ts'
