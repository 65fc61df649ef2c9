import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { competitionKeys } from './competition-keys.ts'

/** The starter cancels their contest before its first day. */
export async function cancelContest(id: number) {
  await api.DELETE('/api/contests/{id}', { params: { path: { id } } })
}

export function useCancelContest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelContest,
    onSuccess: (_, id) => {
      // The cancelled contest's page is left at once: nothing should ask for it again.
      queryClient.removeQueries({ queryKey: competitionKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: competitionKeys.all })
    },
  })
}
