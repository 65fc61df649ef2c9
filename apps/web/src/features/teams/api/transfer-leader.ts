import { TeamSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { teamKeys } from './team-keys.ts'

export const transferLeader = async ({ teamId, userId }: { teamId: number; userId: number }) =>
  TeamSchema.parse(
    (await api.POST('/api/teams/{id}/transfer-leader/{userId}', { params: { path: { id: teamId, userId } } })).data,
  )

export function useTransferLeader() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transferLeader,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}
