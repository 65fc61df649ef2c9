import { BoardStandingSchema, type Period } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const getStanding = async (period: Period) =>
  BoardStandingSchema.parse((await api.GET('/api/scores/me', { params: { query: { period } } })).data)

/** The viewer's rank and sums for the period, for when their row is not among those shown. */
export const useStanding = (period: Period, enabled: boolean) =>
  useQuery({ queryKey: scoreKeys.standing(period), queryFn: () => getStanding(period), enabled })
