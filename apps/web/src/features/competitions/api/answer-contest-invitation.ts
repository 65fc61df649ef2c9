import { CompetitionSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const answerContestInvitation = async ({ id, accept }: { id: number; accept: boolean }) =>
  CompetitionSchema.parse(
    (await api.PUT('/api/contests/{id}/invitation', { params: { path: { id } }, body: { accept } })).data,
  )

export function useAnswerContestInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerContestInvitation,
    // The invitation goes, and the contest's page, its board and the member's standings change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionKeys.all }),
  })
}
