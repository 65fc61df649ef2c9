import { ReviewQueueSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** How many flagged days wait for review: the queue's total, from a page of one. */
export const getPendingReviews = async () => ReviewQueueSchema.parse(await api.get('/api/admin/review?limit=1')).total

export const usePendingReviews = () => useQuery({ queryKey: adminKeys.pendingReviews, queryFn: getPendingReviews })
