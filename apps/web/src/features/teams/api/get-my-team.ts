import { TeamSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { teamKeys, refreshOnVisit } from './team-keys.ts'

/** The caller's team, or null (the server answers 204 when they have none). */
export async function getMyTeam() {
  const team = await api.get<unknown>('/api/teams/me')
  return team === undefined ? null : TeamSchema.parse(team)
}

export const useMyTeam = () =>
  useQuery({
    ...refreshOnVisit,
    queryKey: teamKeys.mine,
    queryFn: getMyTeam,
  })
