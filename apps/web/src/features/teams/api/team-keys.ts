/** Query keys of the teams feature. */
export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  myInvites: ['teams', 'invites', 'mine'] as const,
  config: ['teams', 'config'] as const,
  detail: (id: number) => ['teams', 'detail', id] as const,
  invites: (id: number) => ['teams', 'detail', id, 'invites'] as const,
  admin: ['teams', 'admin'] as const,
  /** The caller's friends, for the invite picker; the friends page reads the same list. */
  friends: ['friends', 'list'] as const,
}

/**
 * Other members join, leave and invite at any time: a page shows the cached data at once and
 * refreshes it on every visit, instead of trusting a five-minute-old copy.
 */
export const refreshOnVisit = { refetchOnMount: 'always' } as const
