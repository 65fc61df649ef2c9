import { COMPETITION_BOARD_MAX_LIMIT, CompetitionBoardSchema, type Competition } from '@stepup/contract'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

/** Members shown before the reader asks for more, as on /allScores. */
export const TOP_COUNT = 10
export const PAGE_SIZE = COMPETITION_BOARD_MAX_LIMIT
/** How often a board that can still move is asked for again while it is on screen. */
const LIVE_BOARD_REFRESH_MS = 60_000

export const getCompetitionBoard = async ({ id, limit, offset = 0 }: { id: number; limit: number; offset?: number }) =>
  CompetitionBoardSchema.parse(
    (await api.GET('/api/competitions/{id}/board', { params: { path: { id }, query: { limit, offset } } })).data,
  )

/** A board of a running competition, or one in its grace period, moves with every sync. */
export const refreshWhileLive = (competition: Competition) =>
  competition.status === 'running' || competition.status === 'grace' ? LIVE_BOARD_REFRESH_MS : false

/** The top 10, the viewer's own row and the board's size. */
export const useTopBoard = (competition: Competition) =>
  useQuery({
    queryKey: competitionKeys.board(competition.id, competition.status, TOP_COUNT),
    queryFn: () => getCompetitionBoard({ id: competition.id, limit: TOP_COUNT }),
    placeholderData: keepPreviousData,
    refetchInterval: refreshWhileLive(competition),
  })

/** The whole board, 100 members a page, once the reader asks for more than the top 10. */
export const useFullBoard = (competition: Competition, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: competitionKeys.boardPages(competition.id, competition.status),
    queryFn: ({ pageParam }) => getCompetitionBoard({ id: competition.id, limit: PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.users.length, 0)
      return loaded < last.total && last.users.length > 0 ? loaded : undefined
    },
    enabled,
  })
