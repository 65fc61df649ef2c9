import { TeamInvitesSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { teamKeys } from './team-keys.ts'

export const getTeamInvites = async (id: number) =>
  TeamInvitesSchema.parse((await api.GET('/api/teams/{id}/invites', { params: { path: { id } } })).data)

export const useTeamInvites = (id: number, enabled: boolean) =>
  useQuery({
    ...refreshOnVisit,
    queryKey: teamKeys.invites(id),
    queryFn: () => getTeamInvites(id),
    enabled: enabled && id > 0,
  })
