import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { friendKeys } from './friend-keys.ts'

export async function unfriend(userId: number) {
  await api.DELETE('/api/users/me/friends/{userId}', { params: { path: { userId } } })
}

export function useUnfriend() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unfriend,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  })
}
