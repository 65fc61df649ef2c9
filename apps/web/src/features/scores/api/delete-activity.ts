import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'

export async function deleteActivity(id: number) {
  await api.DELETE('/api/activities/{id}', { params: { path: { id } } })
}

export function useDeleteActivity() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteActivity, onSuccess: () => refreshAfterStepsMoved(queryClient) })
}
