import { AdminTeamSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { teamKeys } from './team-keys.ts'

export const getAllTeams = async () => z.array(AdminTeamSchema).parse((await api.GET('/api/admin/teams')).data)

export const useAllTeams = () =>
  useQuery({
    ...refreshOnVisit,
    queryKey: teamKeys.admin,
    queryFn: getAllTeams,
  })
