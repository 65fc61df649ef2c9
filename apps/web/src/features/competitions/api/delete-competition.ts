import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export async function deleteCompetition(id: number) {
  await api.DELETE('/api/competitions/{id}', { params: { path: { id } } })
}

export function useDeleteCompetition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCompetition,
    onSuccess: (_, id) => {
      // The page of a deleted competition is left at once: nothing should ask for it again.
      queryClient.removeQueries({ queryKey: competitionKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: competitionKeys.all })
    },
  })
}
