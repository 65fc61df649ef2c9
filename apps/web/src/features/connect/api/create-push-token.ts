import { PushTokenCreatedSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { pushTokenKeys } from './push-token-keys.ts'

/** A new token for the phone; the answer is the only time the token itself is shown. */
export const createPushToken = async () => PushTokenCreatedSchema.parse((await api.POST('/api/me/push-tokens')).data)

export function useCreatePushToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPushToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushTokenKeys.list }),
  })
}
