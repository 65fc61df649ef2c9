import { CustomAchievementListSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { customAchievementKeys } from './custom-achievement-keys.ts'

export const getCustomAchievements = async () =>
  CustomAchievementListSchema.parse((await api.GET('/api/admin/achievements')).data).achievements

/** The achievements admins defined, newest first, archived ones included. */
export const useCustomAchievements = () =>
  useQuery({ queryKey: customAchievementKeys.list, queryFn: getCustomAchievements })
