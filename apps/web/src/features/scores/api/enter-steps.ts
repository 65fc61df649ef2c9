import { HistoryDaySchema, type ManualStepsInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'

/** Saves the member's own count for a day; the answer is the day as it now counts, from whichever source ranks first. */
export const enterSteps = async (input: ManualStepsInput) =>
  HistoryDaySchema.parse((await api.POST('/api/scores', { body: input })).data)

export function useEnterSteps() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enterSteps,
    // History, boards and totals all move, and so do the member's competition standings.
    onSuccess: () => refreshAfterStepsMoved(queryClient),
  })
}
