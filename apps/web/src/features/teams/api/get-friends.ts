import { UserSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { teamKeys, refreshOnVisit } from './team-keys.ts'

export const getFriends = async () => z.array(UserSchema).parse((await api.GET('/api/users/me/friends')).data)

/** The caller's friends; those without a team can be invited. */
export const useFriends = () =>
  useQuery({
    ...refreshOnVisit,
    queryKey: teamKeys.friends,
    queryFn: getFriends,
  })
