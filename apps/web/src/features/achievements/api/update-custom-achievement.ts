import { CustomAchievementSchema, type CustomAchievementPatch } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { customAchievementKeys } from './custom-achievement-keys.ts'

/** An edit of an achievement: members are awarded again by the new rule. */
export const updateCustomAchievement = async ({ id, patch }: { id: number; patch: CustomAchievementPatch }) =>
  CustomAchievementSchema.parse(
    (await api.PATCH('/api/admin/achievements/{id}', { params: { path: { id } }, body: patch })).data,
  )

export function useUpdateCustomAchievement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCustomAchievement,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customAchievementKeys.list }),
  })
}
