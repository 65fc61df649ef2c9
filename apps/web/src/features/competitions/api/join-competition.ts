import { CompetitionSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const joinCompetition = async (id: number) =>
  CompetitionSchema.parse((await api.POST('/api/competitions/{id}/participants/me', { params: { path: { id } } })).data)

export function useJoinCompetition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinCompetition,
    // The list, the page, its boards and the member's standings all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionKeys.all }),
  })
}
