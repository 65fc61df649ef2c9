import { UploadResultSchema } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Sends the picture to POST /api/uploads (multipart `file`); its `secure_url` becomes the avatarUrl. */
export async function uploadAvatar(file: File) {
  const form = new FormData()
  form.append('file', file)
  return UploadResultSchema.parse(await api.post('/api/uploads', form)).secure_url
}

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar })
