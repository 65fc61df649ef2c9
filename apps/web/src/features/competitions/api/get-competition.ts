import { CompetitionSchema, type Competition } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client.ts'
import { countdownOf } from '../competition-rules.ts'
import { competitionKeys } from './competition-keys.ts'

/** How often a competition is asked for again once its countdown has run out, until its status moves on. */
const STATUS_POLL_MS = 5_000

export const getCompetition = async (id: number) =>
  CompetitionSchema.parse((await api.GET('/api/competitions/{id}', { params: { path: { id } } })).data)

const countdownHasRunOut = (competition: Competition | undefined) => {
  const countdown = competition && countdownOf(competition)
  return countdown ? Date.parse(countdown.at) <= Date.now() : false
}

export const useCompetition = (id: number) =>
  useQuery({
    queryKey: competitionKeys.detail(id),
    queryFn: () => getCompetition(id),
    enabled: Number.isInteger(id) && id > 0,
    // A missing competition stays missing: no retry on 404.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
    // The countdown reaching zero is when the server moves the status on; the browser's clock may
    // be a little ahead, so it asks again until the server agrees.
    refetchInterval: (query) => (countdownHasRunOut(query.state.data) ? STATUS_POLL_MS : false),
  })
