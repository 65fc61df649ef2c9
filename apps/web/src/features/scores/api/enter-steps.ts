import { ScoreDaySchema, type ManualStepsInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const enterSteps = async (input: ManualStepsInput) => ScoreDaySchema.parse(await api.post('/api/scores', input))

export function useEnterSteps() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enterSteps,
    // History, boards and totals all move.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoreKeys.all }),
  })
}
