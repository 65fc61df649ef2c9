import { UserSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { friendKeys } from './friend-keys.ts'

export const getFriends = async () => z.array(UserSchema).parse(await api.get('/api/users/me/friends'))

export const useFriends = () => useQuery({ queryKey: friendKeys.list, queryFn: getFriends })
