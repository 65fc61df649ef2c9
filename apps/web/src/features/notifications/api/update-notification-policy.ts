import { NotificationPolicySchema, type NotificationPolicyInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys } from './notification-keys.ts'

export const updateNotificationPolicy = async (input: NotificationPolicyInput) =>
  NotificationPolicySchema.parse((await api.PATCH('/api/admin/notifications', { body: input })).data)

export function useUpdateNotificationPolicy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNotificationPolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(notificationKeys.policy, policy)
      // The admin's own switches that follow the defaults move with them.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.settings })
    },
  })
}
