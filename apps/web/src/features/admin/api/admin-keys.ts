export const adminKeys = {
  summary: ['admin', 'summary'] as const,
  /** Under `['admin']` too, so a decision, a judgment or an import anywhere refreshes the to-do. */
  todo: ['admin', 'todo'] as const,
  /** Beside the review queue's own key, so a decision there refreshes the count here. */
  pendingReviews: ['admin', 'review', 'pending'] as const,
  /** Everything the member management pages read: their steps and days move with an import. */
  members: ['admin', 'members'] as const,
}
