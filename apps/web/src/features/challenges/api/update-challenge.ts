import { ChallengeSchema, type UpdateChallengeInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const updateChallenge = async ({ id, input }: { id: number; input: UpdateChallengeInput }) =>
  ChallengeSchema.parse((await api.PATCH('/api/challenges/{id}', { params: { path: { id } }, body: input })).data)

export function useUpdateChallenge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateChallenge,
    // New points re-sync approved bonus, so cached scores are stale too.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
