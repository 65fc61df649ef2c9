import { ContestInvitationsSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

export const getContestInvitations = async () =>
  ContestInvitationsSchema.parse((await api.GET('/api/me/contest-invitations')).data)

export const useContestInvitations = () =>
  useQuery({ queryKey: competitionKeys.invitations, queryFn: getContestInvitations })
