import { HistoryDaySchema, type DayCorrectionInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { memberKeys } from './member-keys.ts'

/** Sets the admin's count for a member's day (steps null takes it away), with the reason the member sees. */
export const correctDay = async ({ id, date, ...input }: DayCorrectionInput & { id: number; date: string }) =>
  HistoryDaySchema.parse(
    (await api.PUT('/api/admin/members/{id}/days/{date}', { params: { path: { id, date } }, body: input })).data,
  )

export function useCorrectDay(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: correctDay,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.days(id) })
      void queryClient.invalidateQueries({ queryKey: memberKeys.member(id) })
      void queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'list'] })
      void queryClient.invalidateQueries({ queryKey: ['scores'] })
    },
  })
}
