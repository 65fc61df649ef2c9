import { ScoreConfigSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const getScoreConfig = async () => ScoreConfigSchema.parse((await api.GET('/api/scores/config')).data)

/** The score settings: the rate, manual entry, the community link. The admin's form saves them here too. */
export const scoreConfigQuery = { queryKey: scoreKeys.config, queryFn: getScoreConfig }

export const useScoreConfig = () => useQuery(scoreConfigQuery)
