import { ChallengeListSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { challengeKeys } from './challenge-keys.ts'

export const getChallenges = async () => ChallengeListSchema.parse((await api.GET('/api/challenges')).data)

export const useChallenges = () => useQuery({ queryKey: challengeKeys.all, queryFn: getChallenges })
