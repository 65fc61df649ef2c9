import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const answerInvite = ({ inviteId, answer }: { inviteId: number; answer: 'accept' | 'reject' }) =>
  api.post<unknown>(`/api/teams/invites/${inviteId}/${answer}`)

export function useAnswerInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerInvite,
    // Joining changes the member's own team id, which friends lists and /api/me show too.
    onSettled: () => queryClient.invalidateQueries(),
  })
}
