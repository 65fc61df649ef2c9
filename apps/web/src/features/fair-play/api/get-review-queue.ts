import { ReviewQueueSchema } from '@stepup/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { reviewKeys } from './review-keys.ts'

export const REVIEW_PAGE_SIZE = 20

export const getReviewQueue = async ({ offset, limit }: { offset: number; limit: number }) =>
  ReviewQueueSchema.parse((await api.GET('/api/admin/review', { params: { query: { offset, limit } } })).data)

/** Flagged days waiting for review, oldest first, 20 at a time. */
export const useReviewQueue = () =>
  useInfiniteQuery({
    queryKey: reviewKeys.queue,
    queryFn: ({ pageParam }) => getReviewQueue({ offset: pageParam, limit: REVIEW_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.days.length, 0)
      return loaded < last.total && last.days.length > 0 ? loaded : undefined
    },
  })
