/**
 * The audit trail: every admin action, newest first (/admin/audit), and on My Scores the card of
 * what admins did to the member's own data.
 */
export { AdminChangesCard } from './components/admin-changes-card.tsx'
export { useMyAudit } from './api/get-my-audit.ts'
