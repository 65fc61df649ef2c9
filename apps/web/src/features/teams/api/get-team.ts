import { TeamSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { teamKeys } from './team-keys.ts'

export const getTeam = async (id: number) =>
  TeamSchema.parse((await api.GET('/api/teams/{id}', { params: { path: { id } } })).data)

export const useTeam = (id: number) =>
  useQuery({
    ...refreshOnVisit,
    queryKey: teamKeys.detail(id),
    queryFn: () => getTeam(id),
    enabled: id > 0,
    retry: false,
  })
