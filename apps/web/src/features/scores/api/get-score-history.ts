import { ScoreHistorySchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** The key of the viewer's days: My Scores and a competition's chart share one answer. */
export const scoreHistoryKey = ['scores', 'history'] as const

export const getScoreHistory = async () => ScoreHistorySchema.parse((await api.GET('/api/scores/history')).data)

/** The viewer's day rows with their sources, newest first. */
export const useScoreHistory = () => useQuery({ queryKey: scoreHistoryKey, queryFn: getScoreHistory })
