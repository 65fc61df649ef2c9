import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { teamKeys } from './team-keys.ts'

export async function adminDeleteTeam(teamId: number) {
  await api.DELETE('/api/admin/teams/{id}', { params: { path: { id: teamId } } })
}

export function useAdminDeleteTeam() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: adminDeleteTeam,
    onSuccess: () => queryClient.invalidateQueries(),
    // A delete most often fails because the list is out of date (the team is already gone, a
    // 404): the list is fetched again, so it stops offering a team that does not exist.
    onError: () => queryClient.invalidateQueries({ queryKey: teamKeys.admin }),
  })
}
