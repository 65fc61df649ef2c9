import { StepsImportResultSchema, type StepsImportResult } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadFile } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'

/** Uploads the CSV as multipart form data, reporting the share of it sent so far. */
export const importSteps = async (file: File, onProgress: (fraction: number) => void): Promise<StepsImportResult> =>
  StepsImportResultSchema.parse(
    await uploadFile('/api/admin/steps/import', {
      file,
      onProgress: ({ sent, total }) => onProgress(total > 0 ? sent / total : 0),
    }),
  )

export function useImportSteps(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => importSteps(file, onProgress),
    onSuccess: () => refreshAfterStepsMoved(queryClient),
  })
}
