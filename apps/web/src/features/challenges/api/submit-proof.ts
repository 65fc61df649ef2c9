import { CompletionSchema, type Completion } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadFile } from '../../../lib/api-client.ts'
import { challengeKeys } from './challenge-keys.ts'

export interface SubmitProofVariables {
  challengeId: number
  file: File
  /** Called with the share of the photo sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void
}

/** Uploads the photo, reporting the share of it sent so far. */
export async function submitProof({ challengeId, file, onProgress }: SubmitProofVariables): Promise<Completion> {
  const answer = await uploadFile('/api/challenges/{id}/completions', {
    params: { path: { id: challengeId } },
    file,
    onProgress: ({ sent, total }) => onProgress?.(total > 0 ? sent / total : 0),
  })
  onProgress?.(1)
  return CompletionSchema.parse(answer)
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
