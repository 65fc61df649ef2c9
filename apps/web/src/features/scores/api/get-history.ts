import { ScoreHistorySchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const getScoreHistory = async () => ScoreHistorySchema.parse(await api.get('/api/scores/history'))

export const useScoreHistory = () => useQuery({ queryKey: scoreKeys.history, queryFn: getScoreHistory })
