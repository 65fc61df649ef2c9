import { CompetitionTeamsSchema, type Competition } from '@stepup/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'
import { refreshWhileLive } from './get-competition-board.ts'

export const getCompetitionTeams = async (id: number) =>
  CompetitionTeamsSchema.parse((await api.GET('/api/competitions/{id}/teams', { params: { path: { id } } })).data)

export const useCompetitionTeams = (competition: Competition) =>
  useQuery({
    queryKey: competitionKeys.teams(competition.id, competition.status),
    queryFn: () => getCompetitionTeams(competition.id),
    placeholderData: keepPreviousData,
    refetchInterval: refreshWhileLive(competition),
    // A member's contest has no team board.
    enabled: competition.contest === null,
  })
