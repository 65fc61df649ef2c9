import { PushTokenListSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { pushTokenKeys } from './push-token-keys.ts'

export const getPushTokens = async () => PushTokenListSchema.parse((await api.GET('/api/me/push-tokens')).data)

export const usePushTokens = () => useQuery({ queryKey: pushTokenKeys.list, queryFn: getPushTokens })
