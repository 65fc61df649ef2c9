import { CustomAchievementSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { customAchievementKeys } from './custom-achievement-keys.ts'

/** Archives an achievement (no one new earns it; who did keeps it), or brings it back. */
export const archiveCustomAchievement = async ({ id, archived }: { id: number; archived: boolean }) =>
  CustomAchievementSchema.parse(
    (
      await (archived
        ? api.POST('/api/admin/achievements/{id}/archive', { params: { path: { id } } })
        : api.POST('/api/admin/achievements/{id}/unarchive', { params: { path: { id } } }))
    ).data,
  )

export function useArchiveCustomAchievement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: archiveCustomAchievement,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customAchievementKeys.list }),
  })
}
