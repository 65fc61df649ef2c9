import { FriendRequestSchema, type FriendRequestStatus } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { friendKeys } from './friend-keys.ts'

export const answerFriendRequest = async ({
  id,
  status,
}: {
  id: number
  status: Exclude<FriendRequestStatus, 'PENDING'>
}) =>
  FriendRequestSchema.parse(
    (await api.PATCH('/api/users/friends/{id}', { params: { path: { id } }, body: { status } })).data,
  )

export function useAnswerFriendRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerFriendRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  })
}
