import { z } from 'zod'

/** The answer to an image upload; named like the image host's, so the client treats both alike. */
export const UploadResultSchema = z.object({ secure_url: z.string() })
export type UploadResult = z.infer<typeof UploadResultSchema>

/**
 * Where the client sends avatars: straight to Cloudinary (an unsigned upload with this preset)
 * when the server is configured for it, otherwise `cloudinary` is null and POST /api/uploads.
 */
export const UploadConfigSchema = z.object({
  cloudinary: z.object({ cloudName: z.string(), uploadPreset: z.string() }).nullable(),
})
export type UploadConfig = z.infer<typeof UploadConfigSchema>
