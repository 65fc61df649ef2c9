import { ChallengeSchema, type CreateChallengeInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { challengeKeys } from './challenge-keys.ts'

export const createChallenge = async (input: CreateChallengeInput) =>
  ChallengeSchema.parse((await api.POST('/api/challenges', { body: input })).data)

export function useCreateChallenge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  })
}
