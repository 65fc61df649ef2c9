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

/**
 * What a day's count moves, by the first part of the query keys: histories and boards (`scores`),
 * competitions and their standings, the admin's summary, members and review queue (`admin`), the
 * teams' totals, and the friends' profiles with their steps.
 */
const MOVED_BY_STEPS = new Set<unknown>(['scores', 'competitions', 'admin', 'teams', 'friends'])

/**
 * After a write that moves counted steps (an import, typed steps, an activity, an admin's
 * decision): every view of those numbers the member sees next shows the new figures. The views on
 * screen are fetched again at once; the others are dropped, so a page opened next waits for the
 * new figures instead of showing an old 0 beside the new days while it refetches.
 */
export function refreshAfterStepsMoved(client = queryClient) {
  const moved = (query: { queryKey: readonly unknown[] }) => MOVED_BY_STEPS.has(query.queryKey[0])
  client.removeQueries({ predicate: (query) => moved(query) && !query.isActive() })
  // The server awards achievements a few seconds after the write (its 5 s batch): ask then.
  setTimeout(() => void client.invalidateQueries({ queryKey: ['achievements'] }), ACHIEVEMENTS_AWARDED_AFTER_MS)
  return client.invalidateQueries({ predicate: moved })
}

/** A little longer than the server's wait before it awards the achievements that steps earned. */
const ACHIEVEMENTS_AWARDED_AFTER_MS = 6_000
