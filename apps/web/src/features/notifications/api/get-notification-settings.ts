import { NotificationSettingsSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys } from './notification-keys.ts'

export const getNotificationSettings = async () =>
  NotificationSettingsSchema.parse((await api.GET('/api/me/notifications')).data)

export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationKeys.settings, queryFn: getNotificationSettings })
