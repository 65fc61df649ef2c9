import { HistoryDaySchema, type UndoInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterReview } from './review-keys.ts'

/** A decision an admin has just made on a member's day, which they may take back for a short while. */
export interface UndoableDecision extends UndoInput {
  userId: number
  date: string
}

/** Takes back the admin's approve, void or correction of a day; the answer is the day as it now counts. */
export const undoDecision = async ({ userId, date, decision }: UndoableDecision) =>
  HistoryDaySchema.parse(
    (
      await api.POST('/api/admin/members/{id}/days/{date}/undo', {
        params: { path: { id: userId, date } },
        body: { decision },
      })
    ).data,
  )

export function useUndoDecision() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: undoDecision, onSettled: () => refreshAfterReview(queryClient) })
}
