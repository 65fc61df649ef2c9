import { ImportDetailSchema, type ImportSourcesInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { importKeys } from './import-keys.ts'

/** The sources to count, highest priority first; the answer is the preview counted again. */
export const setImportSources = async ({ id, sources }: { id: number } & Required<ImportSourcesInput>) =>
  ImportDetailSchema.parse(
    (await api.PUT('/api/me/imports/{id}/sources', { params: { path: { id } }, body: { sources } })).data,
  )

export function useSetImportSources() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setImportSources,
    onSuccess: (detail) => {
      queryClient.setQueryData(importKeys.detail(detail.id), detail)
      void queryClient.invalidateQueries({ queryKey: importKeys.list })
    },
  })
}
