import { ScoreConfigSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** The community link lives in the score config: the admin's, or the server's default. */
export const getCommunityLink = async () =>
  ScoreConfigSchema.parse((await api.GET('/api/scores/config')).data).communityUrl

export const useCommunityLink = () =>
  useQuery({ queryKey: ['scores', 'config', 'communityUrl'], queryFn: getCommunityLink })
