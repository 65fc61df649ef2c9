import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export async function answerInvite({ inviteId, answer }: { inviteId: number; answer: 'accept' | 'reject' }) {
  const options = { params: { path: { inviteId } } }
  if (answer === 'accept') await api.POST('/api/teams/invites/{inviteId}/accept', options)
  else await api.POST('/api/teams/invites/{inviteId}/reject', options)
}

export function useAnswerInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerInvite,
    // Joining changes the member's own team id, which friends lists and /api/me show too.
    onSettled: () => queryClient.invalidateQueries(),
  })
}
