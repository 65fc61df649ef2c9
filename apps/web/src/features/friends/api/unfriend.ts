import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { friendKeys } from './friend-keys.ts'

export const unfriend = (userId: number) => api.delete<void>(`/api/users/me/friends/${userId}`)

export function useUnfriend() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unfriend,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  })
}
