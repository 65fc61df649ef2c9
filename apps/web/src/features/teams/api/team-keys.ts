/** Query keys of the teams feature. */
export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  myInvites: ['teams', 'invites', 'mine'] as const,
  config: ['teams', 'config'] as const,
  detail: (id: number) => ['teams', 'detail', id] as const,
  invites: (id: number) => ['teams', 'detail', id, 'invites'] as const,
  admin: ['teams', 'admin'] as const,
}
