import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Removes a member, or leaves when `userId` is the caller; 204 means the team was deleted. */
export const removeMember = ({ teamId, userId }: { teamId: number; userId: number }) =>
  api.delete<unknown>(`/api/teams/${teamId}/remove/${userId}`)

export function useRemoveMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries(),
  })
}
