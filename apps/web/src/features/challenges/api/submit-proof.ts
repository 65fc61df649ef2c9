import { CompletionSchema, type Completion } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'
import { clearLocalAuth } from '../../../lib/auth.ts'
import { i18n } from '../../../lib/i18n.ts'
import { challengeKeys } from './challenge-keys.ts'

export interface SubmitProofVariables {
  challengeId: number
  file: File
  /** Called with the share of the photo sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void
}

/**
 * Uploads the photo with XMLHttpRequest rather than fetch: only XHR reports upload progress.
 * Errors read like the api client's: the server's `{ error }` text, or the status text.
 */
export function submitProof({ challengeId, file, onProgress }: SubmitProofVariables): Promise<Completion> {
  return new Promise((resolve, reject) => {
    const body = new FormData()
    body.append('file', file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/challenges/${challengeId}/completions`)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    xhr.onerror = () => reject(new ApiError(0, i18n.t('challenges:proof.networkError')))
    xhr.onload = () => {
      let data: unknown
      try {
        data = JSON.parse(xhr.responseText)
      } catch {
        data = undefined
      }
      if (xhr.status === 401) {
        clearLocalAuth()
        window.location.assign('/no-profile')
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = (data as { error?: unknown } | undefined)?.error
        reject(
          new ApiError(
            xhr.status,
            typeof message === 'string' && message ? message : xhr.statusText || i18n.t('challenges:proof.failed'),
          ),
        )
        return
      }
      onProgress?.(1)
      resolve(CompletionSchema.parse(data))
    }
    xhr.send(body)
  })
}

export function useSubmitProof() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitProof,
    onSuccess: (_completion, { challengeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: challengeKeys.all, exact: true }),
        queryClient.invalidateQueries({ queryKey: challengeKeys.detail(challengeId) }),
      ]),
  })
}
