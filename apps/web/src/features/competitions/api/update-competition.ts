import { CompetitionSchema, type UpdateCompetitionInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const updateCompetition = async ({ id, input }: { id: number; input: UpdateCompetitionInput }) =>
  CompetitionSchema.parse((await api.PATCH('/api/competitions/{id}', { params: { path: { id } }, body: input })).data)

export function useUpdateCompetition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCompetition,
    // New dates or scoring move the boards and the members' standings too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionKeys.all }),
  })
}
