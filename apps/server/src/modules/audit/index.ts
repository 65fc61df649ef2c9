export {
  changedFields,
  forgetMemberInTrail,
  recordAudit,
  type AuditRecord,
  type AuditWord,
  type FieldChanges,
} from './audit.ts'
export { auditRoutes } from './audit.routes.ts'
