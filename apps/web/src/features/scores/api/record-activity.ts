import { ActivityEntrySchema, type ActivityInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { myCompetitionsKey } from '../../competitions/index.ts'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

/** Records minutes of an activity; the answer says how many steps they count as. */
export const recordActivity = async (input: ActivityInput) =>
  ActivityEntrySchema.parse((await api.POST('/api/activities', { body: input })).data)

/** The day's count moves, so the entries, history, boards and competition standings are fetched again. */
export const refreshAfterActivity = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: scoreKeys.all }),
    queryClient.invalidateQueries({ queryKey: myCompetitionsKey }),
  ])

export function useRecordActivity() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: recordActivity, onSuccess: () => refreshAfterActivity(queryClient) })
}
