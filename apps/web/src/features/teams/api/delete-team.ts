import type { AdminTeam, Team } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { teamKeys } from './team-keys.ts'

export async function deleteTeam(teamId: number) {
  await api.DELETE('/api/teams/{id}', { params: { path: { id: teamId } } })
}

export function useDeleteTeam() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: async (_, teamId) => {
      // The team is gone: its page, still shown until the navigation away, and the cached copies
      // the next page would show first (my team, with its invite picker; the admins' list)
      // would otherwise ask for it and its invites again, each answered 404.
      const deletedTeam = teamKeys.detail(teamId)
      await queryClient.cancelQueries({ queryKey: deletedTeam })
      queryClient.setQueryData<Team | null>(teamKeys.mine, (mine) => (mine?.id === teamId ? null : mine))
      queryClient.setQueryData<AdminTeam[]>(teamKeys.admin, (teams) => teams?.filter((team) => team.id !== teamId))
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => !deletedTeam.every((part, index) => queryKey[index] === part),
      })
    },
  })
}
