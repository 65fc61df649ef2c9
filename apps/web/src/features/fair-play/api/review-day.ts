import { HistoryDaySchema, type ReviewInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterReview } from './review-keys.ts'

export interface ReviewDayVariables {
  userId: number
  date: string
  input: ReviewInput
}

/** Approves a flagged day, or voids it with the reason the member reads; the answer is the day as it now counts. */
export const reviewDay = async ({ userId, date, input }: ReviewDayVariables) =>
  HistoryDaySchema.parse(
    (await api.POST('/api/admin/review/{userId}/{date}', { params: { path: { userId, date } }, body: input })).data,
  )

export function useReviewDay() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: reviewDay, onSettled: () => refreshAfterReview(queryClient) })
}
