import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const deleteChallenge = (id: number) => api.delete<void>(`/api/challenges/${id}`)

export function useDeleteChallenge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteChallenge,
    // Deleting takes back approved bonus, so every cached score is stale too.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
