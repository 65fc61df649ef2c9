/**
 * Member management (/admin/members): the list, one member's page, and the admin's correction of
 * a member's day, which the review queue uses to answer a member's request.
 */
export { useCorrectDay } from './api/correct-day.ts'
