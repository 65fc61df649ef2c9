import { TeamInviteSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { teamKeys } from './team-keys.ts'

export const getMyInvites = async () => z.array(TeamInviteSchema).parse((await api.GET('/api/teams/invites/me')).data)

export const useMyInvites = () =>
  useQuery({
    ...refreshOnVisit,
    queryKey: teamKeys.myInvites,
    queryFn: getMyInvites,
  })
