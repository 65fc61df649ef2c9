const members = ['admin', 'members'] as const

export const adminKeys = {
  summary: ['admin', 'summary'] as const,
  scoreConfig: ['scores', 'config'] as const,
  teamConfig: ['teams', 'config'] as const,
  members,
  memberDays: (userId: number) => [...members, userId, 'days'] as const,
}
