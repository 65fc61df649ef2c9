import { ImportDetailSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'
import { importKeys } from './import-keys.ts'

/** Counts the preview's days: they become the member's import days. */
export const applyImport = async (id: number) =>
  ImportDetailSchema.parse((await api.POST('/api/me/imports/{id}/apply', { params: { path: { id } }, body: {} })).data)

export function useApplyImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyImport,
    onSuccess: (detail) => {
      queryClient.setQueryData(importKeys.detail(detail.id), detail)
      void queryClient.invalidateQueries({ queryKey: importKeys.list })
      // History, boards, totals and competition standings all move.
      void refreshAfterStepsMoved(queryClient)
    },
  })
}
