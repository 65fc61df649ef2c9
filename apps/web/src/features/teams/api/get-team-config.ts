import { TeamConfigSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { teamKeys } from './team-keys.ts'

export const getTeamConfig = async () => TeamConfigSchema.parse((await api.GET('/api/teams/config')).data)

/** The team size limit. The admin's settings form saves it here too. */
export const teamConfigQuery = { queryKey: teamKeys.config, queryFn: getTeamConfig }

export const useTeamConfig = () => useQuery(teamConfigQuery)
