import { useQuery } from '@tanstack/react-query'
import { getScoreBoard } from './get-board.ts'
import { scoreKeys } from './score-keys.ts'

export const WEEK_LEADERS = 3

/**
 * This week's top three, for a member's landing page: the week's board, cut short. Under the
 * boards' key, so a day entered or imported refreshes it with them.
 */
export const useWeekLeaders = () =>
  useQuery({
    queryKey: scoreKeys.board('week', WEEK_LEADERS),
    queryFn: () => getScoreBoard({ period: 'week', limit: WEEK_LEADERS }),
  })
