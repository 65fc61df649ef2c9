import { ActivityEntrySchema, type ActivityInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'

/** Records minutes of an activity; the answer says how many steps they count as. */
export const recordActivity = async (input: ActivityInput) =>
  ActivityEntrySchema.parse((await api.POST('/api/activities', { body: input })).data)

export function useRecordActivity() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: recordActivity, onSuccess: () => refreshAfterStepsMoved(queryClient) })
}
