/**
 * Who may join: the sign-up page's rules and invitation, the confirmation link's page
 * (/verify-email), the screen an account that must confirm its address sees instead of the app,
 * the offer to confirm on Home, and the admins' invitations (/admin/invitations). The join rules'
 * key lets single sign-on refresh them when its provider is turned on or off.
 */
export { EmailConfirmationNotice } from './components/email-confirmation-notice.tsx'
export { EmailGate } from './components/email-gate.tsx'
export { InvitationNotice, InvitationProblem, JoinRulesNote } from './components/join-rules.tsx'
export { useInvitationPreview } from './api/get-invitation-preview.ts'
export { useJoinRules } from './api/get-join-rules.ts'
export { joinKeys } from './api/join-keys.ts'
