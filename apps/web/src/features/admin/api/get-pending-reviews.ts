import { ReviewQueueSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** How many flagged days wait for review: the queue's total, from a page of one. */
export async function getPendingReviews() {
  const { data } = await api.GET('/api/admin/review', { params: { query: { limit: 1 } } })
  return ReviewQueueSchema.parse(data).total
}

export const usePendingReviews = () => useQuery({ queryKey: adminKeys.pendingReviews, queryFn: getPendingReviews })
