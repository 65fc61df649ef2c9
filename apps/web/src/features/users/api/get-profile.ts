import { ProfileSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { userKeys } from './user-keys.ts'

export const getProfile = async (userId: number) =>
  ProfileSchema.parse((await api.GET('/api/me/friends/{userId}', { params: { path: { userId } } })).data)

export const useProfile = (userId: number) =>
  useQuery({
    ...refreshOnVisit,
    queryKey: userKeys.profile(userId),
    queryFn: () => getProfile(userId),
    enabled: userId > 0,
  })
