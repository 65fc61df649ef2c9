import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys } from './notification-keys.ts'

/** Takes an announcement off home pages; its mails and pushes not sent yet are not sent. */
export async function deleteAnnouncement(id: number) {
  await api.DELETE('/api/admin/announcements/{id}', { params: { path: { id } } })
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.adminAnnouncements })
      void queryClient.invalidateQueries({ queryKey: notificationKeys.announcements })
    },
  })
}
