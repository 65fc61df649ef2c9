import { ErrorSchema, UploadConfigSchema, UploadResultSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { fileForm } from '../../plugins/openapi.ts'
import { fileRoutes } from './uploads.plugin.ts'
import { IMAGE_FILE, saveUploadedImage } from './uploads.service.ts'

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/config',
    {
      schema: {
        operationId: 'getUploadConfig',
        tags: ['uploads'],
        summary:
          'Where the client uploads avatars: the Cloudinary cloud and unsigned preset, or null for POST /api/uploads',
        response: { 200: UploadConfigSchema },
      },
    },
    async () => ({ cloudinary: app.config.cloudinary ?? null }),
  )

  await fileRoutes(app, (files) => {
    files.post(
      '/uploads',
      {
        preHandler: requireUser,
        schema: {
          operationId: 'uploadImage',
          tags: ['uploads'],
          summary: 'Stores an image (JPEG, PNG, WebP or GIF, at most 10 MB and 40 megapixels in all frames)',
          description:
            "multipart/form-data with the image in the field `file`. The first frame is re-encoded without its metadata and served at the returned path; it counts against the member's storage quota, and once it is a day old it is removed while no avatar or proof shows it.",
          bodyContent: { 'multipart/form-data': fileForm(IMAGE_FILE) },
          response: {
            201: UploadResultSchema,
            400: ErrorSchema,
            401: ErrorSchema,
            413: ErrorSchema,
            415: ErrorSchema,
            429: ErrorSchema,
            507: ErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { url } = await saveUploadedImage(request, app.db, app.uploads, currentUser(request).id)
        return reply.code(201).send({ secure_url: url })
      },
    )
  })
}
