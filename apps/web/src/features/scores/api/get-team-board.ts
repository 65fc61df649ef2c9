import { TeamScoresSchema, type Period } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const getTeamBoard = async (period: Period) =>
  TeamScoresSchema.parse(await api.get(`/api/scores/team?period=${period}`))

export const useTeamBoard = (period: Period) =>
  useQuery({ queryKey: scoreKeys.teams(period), queryFn: () => getTeamBoard(period) })
