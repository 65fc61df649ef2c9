import { UserSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { friendKeys } from './friend-keys.ts'

export const getFriends = async () => z.array(UserSchema).parse((await api.GET('/api/users/me/friends')).data)

export const useFriends = () =>
  useQuery({
    ...refreshOnVisit,
    queryKey: friendKeys.list,
    queryFn: getFriends,
  })
