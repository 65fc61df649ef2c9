import { MemberContestsInfoSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const getMemberContestsInfo = async () =>
  MemberContestsInfoSchema.parse((await api.GET('/api/me/contests')).data)

export const useMemberContestsInfo = () =>
  useQuery({ queryKey: competitionKeys.contestsInfo, queryFn: getMemberContestsInfo })
