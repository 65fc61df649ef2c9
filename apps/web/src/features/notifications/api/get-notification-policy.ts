import { NotificationPolicySchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys } from './notification-keys.ts'

export const getNotificationPolicy = async () =>
  NotificationPolicySchema.parse((await api.GET('/api/admin/notifications')).data)

export const useNotificationPolicy = () =>
  useQuery({ queryKey: notificationKeys.policy, queryFn: getNotificationPolicy })
