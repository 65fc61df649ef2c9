import { CompletionSchema, type JudgeCompletionInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export interface JudgeCompletionVariables {
  challengeId: number
  completionId: number
  status: JudgeCompletionInput['status']
}

export const judgeCompletion = async ({ challengeId, completionId, status }: JudgeCompletionVariables) =>
  CompletionSchema.parse(await api.patch(`/api/challenges/${challengeId}/completions/${completionId}`, { status }))

export function useJudgeCompletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: judgeCompletion,
    // A judgment moves the member's bonus, so scores cached by other pages are stale too.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
