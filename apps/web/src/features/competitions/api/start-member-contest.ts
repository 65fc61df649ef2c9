import { CompetitionSchema, type StartMemberContestInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const startMemberContest = async (input: StartMemberContestInput) =>
  CompetitionSchema.parse((await api.POST('/api/contests', { body: input })).data)

export function useStartMemberContest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startMemberContest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionKeys.all }),
  })
}
