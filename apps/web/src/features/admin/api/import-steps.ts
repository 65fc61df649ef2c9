import { StepsImportResultSchema, type StepsImportResult } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/**
 * Uploads the CSV as multipart form data. XMLHttpRequest rather than fetch, because only it
 * reports upload progress; errors are read the same way as the shared client reads them.
 */
export function importSteps(file: File, onProgress: (fraction: number) => void): Promise<StepsImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/admin/steps/import')
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = undefined
      }
      if (request.status === 401) window.location.assign('/no-profile')
      if (request.status >= 200 && request.status < 300) {
        const parsed = StepsImportResultSchema.safeParse(body)
        if (parsed.success) resolve(parsed.data)
        else reject(new ApiError(request.status, request.statusText || 'Unexpected answer'))
        return
      }
      const message =
        body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
          ? body.error
          : request.statusText || `Request failed (${request.status})`
      reject(new ApiError(request.status, message))
    }
    request.onerror = () => reject(new ApiError(0, 'The upload failed. Check your connection and try again.'))
    const form = new FormData()
    form.append('file', file)
    request.send(form)
  })
}

export function useImportSteps(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => importSteps(file, onProgress),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['scores'] })
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary })
    },
  })
}
