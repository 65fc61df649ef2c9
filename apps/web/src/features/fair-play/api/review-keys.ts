import type { QueryClient } from '@tanstack/react-query'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'

/**
 * The queue lives under `['admin']`, so the admin page's pending count and the members' counts
 * refresh with it.
 */
export const reviewKeys = {
  admin: ['admin'] as const,
  queue: ['admin', 'review', 'queue'] as const,
}

/**
 * After a decision the queue is fetched again, and so is everything a day's count moves: the
 * boards and histories (`['scores']`), the competitions and their standings (`['competitions']`),
 * and the admin's summary and member views (`['admin']`). Also after a refusal: a 409 means
 * another admin decided first, and the queue the reader sees is out of date.
 */
export const refreshAfterReview = (queryClient: QueryClient) => refreshAfterStepsMoved(queryClient)
