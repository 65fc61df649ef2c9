import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Removes a member, or leaves when `userId` is the caller; 204 means the team was deleted. */
export async function removeMember({ teamId, userId }: { teamId: number; userId: number }) {
  await api.DELETE('/api/teams/{id}/remove/{userId}', { params: { path: { id: teamId, userId } } })
}

export function useRemoveMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries(),
  })
}
