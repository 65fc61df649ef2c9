import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterActivity } from './record-activity.ts'

export async function deleteActivity(id: number) {
  await api.DELETE('/api/activities/{id}', { params: { path: { id } } })
}

export function useDeleteActivity() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteActivity, onSuccess: () => refreshAfterActivity(queryClient) })
}
