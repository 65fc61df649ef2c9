import { UploadConfigSchema, UploadResultSchema, type UploadConfig } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, formData } from '../../../lib/api-client.ts'

/** The Cloudinary folder avatars are filed under when they go straight to the image host. */
export const CLOUDINARY_AVATAR_FOLDER = 'avatars'

/** Where avatars go; the server's configuration does not change while the app is open. */
export const uploadConfigQuery = {
  queryKey: ['uploads', 'config'],
  queryFn: async () => UploadConfigSchema.parse((await api.GET('/api/uploads/config')).data),
  staleTime: Infinity,
}

/**
 * Uploads the picture and answers its `secure_url`, which becomes the avatarUrl: straight to
 * Cloudinary (an unsigned upload with the server's preset) when the server names one, otherwise
 * to POST /api/uploads. Both take the image in the multipart field `file`.
 */
export async function uploadAvatar(file: File, config: UploadConfig): Promise<string> {
  if (!config.cloudinary) {
    const { data } = await api.POST('/api/uploads', { body: { file }, bodySerializer: formData })
    return UploadResultSchema.parse(data).secure_url
  }

  const form = formData({ file, upload_preset: config.cloudinary.uploadPreset, folder: CLOUDINARY_AVATAR_FOLDER })
  // Not through the API client: another origin, which gets no cookies and whose errors are not ours to show.
  const response = await fetch(
    `https://api.cloudinary.com/v1_1/${encodeURIComponent(config.cloudinary.cloudName)}/image/upload`,
    { method: 'POST', body: form },
  )
  if (!response.ok) throw new Error(`The image host refused the upload (${response.status})`)
  return UploadResultSchema.parse(await response.json()).secure_url
}

export const useUploadAvatar = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => uploadAvatar(file, await queryClient.fetchQuery(uploadConfigQuery)),
  })
}
