import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const leaveCompetition = (id: number) => api.delete<void>(`/api/competitions/${id}/participants/me`)

export function useLeaveCompetition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: leaveCompetition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionKeys.all }),
  })
}
