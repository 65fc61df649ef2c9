/** Query keys of the friends feature. Friend lists also feed the teams page's invite picker. */
export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
  search: (search: string, page: number) => ['friends', 'search', search, page] as const,
  profile: (userId: number) => ['friends', 'profile', userId] as const,
}

/**
 * Other members change friendships at any time: a page shows the cached list at once and
 * refreshes it on every visit, instead of trusting a five-minute-old copy.
 */
export const refreshOnVisit = { refetchOnMount: 'always' } as const
