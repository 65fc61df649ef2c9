import { UnsubscribeInfoSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys } from './notification-keys.ts'

/** Turns off the kind of mail the link names; no login needed. */
export const unsubscribe = async (token: string) =>
  UnsubscribeInfoSchema.parse(
    (await api.POST('/api/notifications/unsubscribe', { params: { query: { token } }, body: {} })).data,
  )

export function useUnsubscribe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: (info, token) => {
      queryClient.setQueryData(notificationKeys.unsubscribe(token), info)
      // A member logged in on this browser sees the switch off on their notifications page.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.settings })
    },
  })
}
