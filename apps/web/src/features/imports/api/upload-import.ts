import { ImportSummarySchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadFile, type UploadProgress } from '../../../lib/api-client.ts'
import { importKeys } from './import-keys.ts'

const UploadedSchema = ImportSummarySchema.pick({ id: true, status: true })

/** Sends the export to POST /api/me/imports, which answers 202 with the new import while it is read. */
export const uploadImport = async (file: File, onProgress: (progress: UploadProgress) => void) =>
  UploadedSchema.parse(await uploadFile('/api/me/imports', { file, onProgress }))

export function useUploadImport(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadImport(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.list }),
  })
}
