import { AnnouncementListSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys } from './notification-keys.ts'

export const getAdminAnnouncements = async () =>
  AnnouncementListSchema.parse((await api.GET('/api/admin/announcements')).data).announcements

/** Every announcement, newest first. */
export const useAdminAnnouncements = () =>
  useQuery({ queryKey: notificationKeys.adminAnnouncements, queryFn: getAdminAnnouncements })
