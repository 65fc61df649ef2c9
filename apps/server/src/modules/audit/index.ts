export { recordAudit, type AuditRecord } from './audit.ts'
