import { CompetitionPrizesSchema, type Competition } from '@stepup/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'
import { refreshWhileLive } from './get-competition-board.ts'

export const getCompetitionPrizes = async (id: number) =>
  CompetitionPrizesSchema.parse((await api.GET('/api/competitions/{id}/prizes', { params: { path: { id } } })).data)

/** The extra prizes' podiums, asked for only when the competition awards any. */
export const useCompetitionPrizes = (competition: Competition) =>
  useQuery({
    queryKey: competitionKeys.prizes(competition.id, competition.status),
    queryFn: () => getCompetitionPrizes(competition.id),
    placeholderData: keepPreviousData,
    refetchInterval: refreshWhileLive(competition),
    enabled: competition.prizes.length > 0,
  })
