import { ScoreConfigSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const getScoreConfig = async () => ScoreConfigSchema.parse((await api.GET('/api/scores/config')).data)

export const useScoreConfig = () => useQuery({ queryKey: scoreKeys.config, queryFn: getScoreConfig })
