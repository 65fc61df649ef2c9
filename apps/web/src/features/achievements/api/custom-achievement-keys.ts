/** Query keys of the admins' own achievements. */
export const customAchievementKeys = {
  list: ['admin', 'achievements'] as const,
}
