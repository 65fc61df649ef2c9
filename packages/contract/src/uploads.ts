import { z } from 'zod'

/** The answer to an image upload; named like the image host's, so the client treats both alike. */
export const UploadResultSchema = z.object({ secure_url: z.string() })
export type UploadResult = z.infer<typeof UploadResultSchema>
