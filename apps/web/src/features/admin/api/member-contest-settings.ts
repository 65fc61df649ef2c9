import { CommunitySettingsSchema, type CommunitySettingsInput } from '@stepup/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** The community's settings whole, read for the part about members' contests. */
export const communitySettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () => CommunitySettingsSchema.parse((await api.GET('/api/settings')).data),
})

export const useCommunitySettings = () => useQuery(communitySettingsQuery)

export const saveMemberContestSettings = async (
  input: Pick<CommunitySettingsInput, 'memberContestsEnabled' | 'maxMemberContests'>,
) => CommunitySettingsSchema.parse((await api.PATCH('/api/settings', { body: input })).data)

export function useSaveMemberContestSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMemberContestSettings,
    onSuccess: (settings) => queryClient.setQueryData(communitySettingsQuery.queryKey, settings),
  })
}
