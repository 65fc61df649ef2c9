import { CompetitionListSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const getCompetitions = async () => CompetitionListSchema.parse((await api.GET('/api/competitions')).data)

export const useCompetitions = () => useQuery({ queryKey: competitionKeys.list, queryFn: getCompetitions })
