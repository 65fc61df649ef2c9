import { UnsubscribeInfoSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys } from './notification-keys.ts'

/** Which kind of mail a link stops, and whether it is still on. Reading it changes nothing. */
export const getUnsubscribeInfo = async (token: string) =>
  UnsubscribeInfoSchema.parse((await api.GET('/api/notifications/unsubscribe', { params: { query: { token } } })).data)

export const useUnsubscribeInfo = (token: string | null) =>
  useQuery({
    queryKey: notificationKeys.unsubscribe(token ?? ''),
    queryFn: () => getUnsubscribeInfo(token!),
    enabled: token !== null,
    // A link the server does not know stays unknown: asking again only delays the answer.
    retry: false,
  })
