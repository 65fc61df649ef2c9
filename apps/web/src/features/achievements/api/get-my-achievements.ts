import { MyAchievementsSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const myAchievementsKey = ['achievements', 'me'] as const

export const getMyAchievements = async () => MyAchievementsSchema.parse((await api.GET('/api/me/achievements')).data)

/**
 * Asked again on each visit: achievements are awarded a few seconds after the steps that earn
 * them, so a cached answer from before a sync may miss one.
 */
export const useMyAchievements = () =>
  useQuery({ queryKey: myAchievementsKey, queryFn: getMyAchievements, refetchOnMount: 'always' })
