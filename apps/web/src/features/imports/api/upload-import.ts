import { ImportSummarySchema, type ErrorBody } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, translateApiError } from '../../../lib/api-client.ts'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { importKeys } from './import-keys.ts'

const UploadedSchema = ImportSummarySchema.pick({ id: true, status: true })

/** Bytes sent so far and the size of the whole request. */
export interface UploadProgress {
  sent: number
  total: number
}

/**
 * Sends the export file as multipart form data (field `file`) to POST /api/me/imports, which
 * answers 202 with the new import's id while it is read. XMLHttpRequest rather than the shared
 * client's fetch, because only it reports how much of the body has gone; errors read the same way.
 */
export function uploadImport(file: File, onProgress: (progress: UploadProgress) => void) {
  return new Promise<{ id: number; status: string }>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/me/imports')
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) => {
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size })
    }
    request.onload = async () => {
      let body: unknown
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = undefined
      }
      if (request.status === 401) window.location.assign('/no-profile')
      if (request.status >= 200 && request.status < 300) {
        const parsed = UploadedSchema.safeParse(body)
        if (parsed.success) resolve(parsed.data)
        else reject(new ApiError(request.status, request.statusText || 'Unexpected answer'))
        return
      }
      const error = (body ?? {}) as Partial<ErrorBody>
      const text =
        typeof error.error === 'string' && error.error
          ? error.error
          : request.statusText || `Request failed (${request.status})`
      if (error.key) await loadNamespaces(['errors']).catch(() => undefined)
      reject(new ApiError(request.status, translateApiError(text, error.key, error.params), error.key, error.params))
    }
    request.onerror = () => reject(new ApiError(0, 'network'))
    const form = new FormData()
    form.append('file', file)
    request.send(form)
  })
}

export function useUploadImport(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadImport(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.list }),
  })
}
