/** Query keys of the friends feature. Friend lists also feed the teams page's invite picker. */
export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
  search: (search: string, page: number) => ['friends', 'search', search, page] as const,
  profile: (userId: number) => ['friends', 'profile', userId] as const,
}
