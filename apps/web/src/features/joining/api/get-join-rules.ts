import { JoinRulesSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { joinKeys } from './join-keys.ts'

/** Who may sign up (anyone, people at some email domains, or invited people); no login needed. */
export const getJoinRules = async () => JoinRulesSchema.parse((await api.GET('/api/auth/join-rules')).data)

export const useJoinRules = () => useQuery({ queryKey: joinKeys.rules, queryFn: getJoinRules })
