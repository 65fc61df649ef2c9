import { FriendRequestSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { friendKeys } from './friend-keys.ts'

export const sendFriendRequest = async (userId: number) =>
  FriendRequestSchema.parse((await api.POST('/api/users/{id}/friends', { params: { path: { id: userId } } })).data)

export function useSendFriendRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendFriendRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  })
}
