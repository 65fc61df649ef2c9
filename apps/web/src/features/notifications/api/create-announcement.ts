import { AnnouncementSchema, type AnnouncementInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys } from './notification-keys.ts'

/** Announces to everyone, a competition or a team: on their home page, by mail and by push. */
export const createAnnouncement = async (input: AnnouncementInput) =>
  AnnouncementSchema.parse((await api.POST('/api/admin/announcements', { body: input })).data)

export function useCreateAnnouncement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.adminAnnouncements })
      // The admin may be in the audience: their home page shows it too.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.announcements })
    },
  })
}
