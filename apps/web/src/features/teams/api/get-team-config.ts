import { TeamConfigSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { teamKeys } from './team-keys.ts'

export const getTeamConfig = async () => TeamConfigSchema.parse((await api.GET('/api/teams/config')).data)

export const useTeamConfig = () => useQuery({ queryKey: teamKeys.config, queryFn: getTeamConfig })
