import { TeamScoresSchema, type Period } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const getTeamBoard = async (period: Period) =>
  TeamScoresSchema.parse((await api.GET('/api/scores/team', { params: { query: { period } } })).data)

export const useTeamBoard = (period: Period) =>
  useQuery({ queryKey: scoreKeys.teams(period), queryFn: () => getTeamBoard(period) })
