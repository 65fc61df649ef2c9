import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { pushTokenKeys } from './push-token-keys.ts'

/** Revokes a token: a phone that still sends it is refused from then on. */
export async function revokePushToken(id: number) {
  await api.DELETE('/api/me/push-tokens/{id}', { params: { path: { id } } })
}

export function useRevokePushToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokePushToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushTokenKeys.list }),
  })
}
