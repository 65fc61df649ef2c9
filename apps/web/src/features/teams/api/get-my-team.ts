import { TeamSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { teamKeys } from './team-keys.ts'

/** The caller's team, or null (the server answers 204 when they have none). */
export async function getMyTeam() {
  const { data } = await api.GET('/api/teams/me')
  return data === undefined ? null : TeamSchema.parse(data)
}

export const useMyTeam = () =>
  useQuery({
    ...refreshOnVisit,
    queryKey: teamKeys.mine,
    queryFn: getMyTeam,
  })
