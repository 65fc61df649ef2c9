import { ChallengeSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client.ts'
import { challengeKeys } from './challenge-keys.ts'

export const getChallenge = async (id: number) =>
  ChallengeSchema.parse((await api.GET('/api/challenges/{id}', { params: { path: { id } } })).data)

export const useChallenge = (id: number) =>
  useQuery({
    queryKey: challengeKeys.detail(id),
    queryFn: () => getChallenge(id),
    enabled: Number.isInteger(id) && id > 0,
    // A missing challenge stays missing: no retry on 404.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  })
