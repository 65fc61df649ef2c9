import { ScoreHistorySchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/**
 * The viewer's days, for the chart of their competition days. The key is My Scores' own, so both
 * pages share one answer and a saved entry there refreshes it here.
 */
export const getScoreHistory = async () => ScoreHistorySchema.parse(await api.get('/api/scores/history'))

export const useScoreHistory = () => useQuery({ queryKey: ['scores', 'history'], queryFn: getScoreHistory })
