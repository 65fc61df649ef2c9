import { ScoresOverviewSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const WEEK_LEADERS = 3

/** This week's top three, for a member's landing page. */
export const useWeekLeaders = () =>
  useQuery({
    queryKey: ['landing', 'week-leaders'],
    queryFn: async () =>
      ScoresOverviewSchema.parse(
        (await api.GET('/api/scores/users', { params: { query: { period: 'week', limit: WEEK_LEADERS } } })).data,
      ),
  })
