import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const adminDeleteTeam = (teamId: number) => api.delete<void>(`/api/admin/teams/${teamId}`)

export function useAdminDeleteTeam() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: adminDeleteTeam,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
