import { CompetitionSchema, type CreateCompetitionInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const createCompetition = async (input: CreateCompetitionInput) =>
  CompetitionSchema.parse((await api.POST('/api/competitions', { body: input })).data)

export function useCreateCompetition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCompetition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionKeys.all }),
  })
}
