import { TeamInviteSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { teamKeys } from './team-keys.ts'

export const inviteToTeam = async ({ teamId, userId }: { teamId: number; userId: number }) =>
  TeamInviteSchema.parse(
    (await api.POST('/api/teams/{id}/invite/{userId}', { params: { path: { id: teamId, userId } } })).data,
  )

export function useInviteToTeam() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteToTeam,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}
