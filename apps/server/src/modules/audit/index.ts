export {
  changedFields,
  forgetMemberInTrail,
  latestDayEntry,
  type DayEntry,
  recordAudit,
  type AuditRecord,
  type AuditWord,
  type FieldChanges,
} from './audit.ts'
export { auditRoutes } from './audit.routes.ts'
