import { QueryClient } from '@tanstack/react-query'

/** Data cached 5 minutes, one retry, no refetch on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
  },
})

/**
 * For data other members change at any time (friendships, teams): a page shows the cached copy at
 * once and refreshes it on every visit, instead of trusting a five-minute-old copy.
 */
export const refreshOnVisit = { refetchOnMount: 'always' } as const

/**
 * For data the server writes in the member's language (the admins' announcements): asked again
 * once the server has taken a new language (`refreshInMemberLanguage`).
 */
export const inMemberLanguage = { meta: { inMemberLanguage: true } } as const

export const refreshInMemberLanguage = () =>
  queryClient.invalidateQueries({ predicate: (query) => query.meta?.inMemberLanguage === true })
