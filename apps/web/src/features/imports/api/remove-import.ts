import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'
import { importKeys } from './import-keys.ts'

/** Removes an import and takes back the steps it brought: its days go back to what they were. */
export async function removeImport(id: number) {
  await api.DELETE('/api/me/imports/{id}', { params: { path: { id } } })
}

export function useRemoveImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeImport,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: importKeys.all })
      void refreshAfterStepsMoved(queryClient)
    },
  })
}
