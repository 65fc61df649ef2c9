import { FriendRequestSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { friendKeys } from './friend-keys.ts'

export const getFriendRequests = async () =>
  z.array(FriendRequestSchema).parse((await api.GET('/api/users/me/requests')).data)

export const useFriendRequests = () =>
  useQuery({
    ...refreshOnVisit,
    queryKey: friendKeys.requests,
    queryFn: getFriendRequests,
  })
