import { ScoreHistorySchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { memberKeys } from './member-keys.ts'

export const getMemberDays = async (userId: number) =>
  ScoreHistorySchema.parse((await api.GET('/api/admin/members/{id}/days', { params: { path: { id: userId } } })).data)

export const useMemberDays = (userId: number) =>
  useQuery({ queryKey: memberKeys.days(userId), queryFn: () => getMemberDays(userId) })
