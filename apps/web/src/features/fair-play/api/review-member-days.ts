import { ReviewResultSchema, type BulkReviewInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterReview } from './review-keys.ts'

export interface ReviewMemberDaysVariables {
  userId: number
  input: BulkReviewInput
}

/** The same decision for several of one member's flagged days; days another admin decided first are left. */
export const reviewMemberDays = async ({ userId, input }: ReviewMemberDaysVariables) =>
  ReviewResultSchema.parse(
    (await api.POST('/api/admin/review/{userId}', { params: { path: { userId } }, body: input })).data,
  )

export function useReviewMemberDays() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: reviewMemberDays, onSettled: () => refreshAfterReview(queryClient) })
}
