import { HistoryDaySchema, type DayCorrectionInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'

/** Sets the admin's count for a member's day (steps null takes it away), with the reason the member sees. */
export const correctDay = async ({ id, date, ...input }: DayCorrectionInput & { id: number; date: string }) =>
  HistoryDaySchema.parse(
    (await api.PUT('/api/admin/members/{id}/days/{date}', { params: { path: { id, date } }, body: input })).data,
  )

export function useCorrectDay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: correctDay,
    // The member's days and totals, their boards and competitions all move.
    onSuccess: () => refreshAfterStepsMoved(queryClient),
  })
}
