import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export async function deleteChallenge(id: number) {
  await api.DELETE('/api/challenges/{id}', { params: { path: { id } } })
}

export function useDeleteChallenge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteChallenge,
    // Deleting takes back approved bonus, so every cached score is stale too.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
