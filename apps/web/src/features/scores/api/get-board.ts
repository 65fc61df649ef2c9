import { ScoresOverviewSchema, type Period } from '@stepup/contract'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const TOP_COUNT = 10
export const PAGE_SIZE = 100
/** The viewer's row with the three members above and the three below. */
export const AROUND_COUNT = 7

export const getScoreBoard = async ({
  period,
  limit,
  offset = 0,
  around,
}: {
  period: Period
  limit: number
  offset?: number
  around?: 'me'
}) =>
  ScoresOverviewSchema.parse(
    (await api.GET('/api/scores/users', { params: { query: { period, limit, offset, around } } })).data,
  )

/** The top 10 and the period's totals. */
export const useTopBoard = (period: Period) =>
  useQuery({ queryKey: scoreKeys.board(period, TOP_COUNT), queryFn: () => getScoreBoard({ period, limit: TOP_COUNT }) })

/** The whole board, 100 members a page, once the reader asks for more than the top 10. */
export const useFullBoard = (period: Period, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: scoreKeys.boardPages(period),
    queryFn: ({ pageParam }) => getScoreBoard({ period, limit: PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.users.length, 0)
      return loaded < last.total && last.users.length > 0 ? loaded : undefined
    },
    enabled,
  })

/** The viewer's own row with the members just above and below, from the same board. */
export const useAroundBoard = (period: Period, enabled: boolean) =>
  useQuery({
    queryKey: scoreKeys.around(period),
    queryFn: () => getScoreBoard({ period, limit: AROUND_COUNT, around: 'me' }),
    enabled,
  })
