import { CompletionSchema, type JudgeCompletionInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'

export interface JudgeCompletionVariables {
  challengeId: number
  completionId: number
  status: JudgeCompletionInput['status']
  /** Why, in the admin's words: sent to the member with the judgment. Left out when blank. */
  reason?: string
}

export const judgeCompletion = async ({ challengeId, completionId, status, reason }: JudgeCompletionVariables) => {
  const why = reason?.trim()
  return CompletionSchema.parse(
    (
      await api.PATCH('/api/challenges/{id}/completions/{completionId}', {
        params: { path: { id: challengeId, completionId } },
        body: { status, ...(why && { reason: why }) },
      })
    ).data,
  )
}

export function useJudgeCompletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: judgeCompletion,
    // A judgment moves the member's bonus, so the boards other pages cached go (as after any
    // write that moves counted steps), and the rest is fetched again too.
    onSuccess: () => Promise.all([refreshAfterStepsMoved(queryClient), queryClient.invalidateQueries()]),
  })
}
