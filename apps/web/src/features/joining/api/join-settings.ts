import { CommunitySettingsSchema, type CommunitySettingsInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { communitySettingsQuery } from '../../admin/index.ts'
import { joinKeys } from './join-keys.ts'

/** Who may join: anyone, people at the listed email domains, or invited people only. */
export const saveJoinSettings = async (input: Pick<CommunitySettingsInput, 'joinPolicy' | 'joinDomains'>) =>
  CommunitySettingsSchema.parse((await api.PATCH('/api/settings', { body: input })).data)

export function useSaveJoinSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveJoinSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(communitySettingsQuery.queryKey, settings)
      // The sign-up page of this browser says the new rules.
      void queryClient.invalidateQueries({ queryKey: joinKeys.rules })
    },
  })
}
