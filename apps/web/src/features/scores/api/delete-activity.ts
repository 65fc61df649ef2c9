import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterActivity } from './record-activity.ts'

export const deleteActivity = (id: number) => api.delete<void>(`/api/activities/${id}`)

export function useDeleteActivity() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteActivity, onSuccess: () => refreshAfterActivity(queryClient) })
}
