import { PushTokenListSchema, type PushToken } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { pushTokenKeys } from './push-token-keys.ts'

/** How often the list is asked again while a phone has not synced yet. */
export const WAITING_POLL_MS = 4000

export const getPushTokens = async () => PushTokenListSchema.parse((await api.GET('/api/me/push-tokens')).data)

/** Whether a token still waits for its first sync. */
export const isWaiting = (token: Pick<PushToken, 'lastSyncAt'>) => token.lastSyncAt === null

/**
 * The member's tokens. With `poll`, asked again every few seconds while one of them has not synced
 * yet, so the page turns to "Connected" as soon as the phone's first push is in.
 */
export const usePushTokens = ({ poll = false }: { poll?: boolean } = {}) =>
  useQuery({
    queryKey: pushTokenKeys.list,
    queryFn: getPushTokens,
    refetchInterval: (query) => (poll && query.state.data?.some(isWaiting) ? WAITING_POLL_MS : false),
  })
