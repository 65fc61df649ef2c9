import { CustomAchievementSchema, type CustomAchievementInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { customAchievementKeys } from './custom-achievement-keys.ts'

/** A new achievement by rule: members whose days earn it have it within a minute. */
export const createCustomAchievement = async (input: CustomAchievementInput) =>
  CustomAchievementSchema.parse((await api.POST('/api/admin/achievements', { body: input })).data)

export function useCreateCustomAchievement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCustomAchievement,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customAchievementKeys.list }),
  })
}
