import { FairPlayConfigSchema, type FairPlayConfigInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'
import { fairPlayKey } from './get-fair-play.ts'

export const saveFairPlay = async (input: FairPlayConfigInput) =>
  FairPlayConfigSchema.parse((await api.PUT('/api/admin/fair-play', { body: input })).data)

export function useSaveFairPlay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveFairPlay,
    onSuccess: (config) => {
      queryClient.setQueryData(fairPlayKey, config)
      // New caps and flag rules may move days' counts and what waits for review.
      void refreshAfterStepsMoved(queryClient)
    },
  })
}
