import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export async function leaveCompetition(id: number) {
  await api.DELETE('/api/competitions/{id}/participants/me', { params: { path: { id } } })
}

export function useLeaveCompetition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: leaveCompetition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionKeys.all }),
  })
}
