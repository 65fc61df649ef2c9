import fs from 'node:fs'
import path from 'node:path'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError, badRequest } from '../../errors.ts'
import { runPeriodically } from '../../lib/periodic-job.ts'
import { PRIVATE_FOLDER_MODE } from '../../lib/private-files.ts'
import { sweepUploads } from './uploads.lifecycle.ts'
import { createUploadStore, MAX_UPLOAD_BYTES, UPLOADS_URL_PREFIX, type UploadStore } from './uploads.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
}

/**
 * Multipart parsing, for the routes that take a file (uploads, challenge photos, CSV imports),
 * registered through `fileRoutes` around just those routes: the parser's hooks would otherwise
 * run on every call.
 */
const acceptFiles = fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
  })

  // An upload refused part-way (too large, not an image) leaves the rest of its body unread
  // on a paused socket, which would then never notice the sender hang up: close it instead.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && request.isMultipart()) reply.header('connection', 'close')
    done(null, payload)
  })
})

/**
 * What the multipart parser throws for a body that is not multipart at all (no boundary, an empty
 * one) or that ends in the middle of a part. These errors carry no status of their own.
 */
const MALFORMED_MULTIPART = [
  'Multipart: Boundary not found',
  'Boundary required',
  'The needle cannot be an empty String/Buffer.',
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
]

function isMalformedMultipart(error: unknown) {
  return (
    error instanceof Error &&
    !(error instanceof AppError) &&
    (error as { statusCode?: number }).statusCode === undefined &&
    MALFORMED_MULTIPART.some((message) => error.message.includes(message))
  )
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0]

/** Declares routes that take a file, in a context of their own that parses multipart bodies. */
export async function fileRoutes(app: ZodApp, declare: (files: ZodApp) => void) {
  await app.register(async (scope) => {
    const files = scope.withTypeProvider<ZodTypeProvider>()
    await files.register(acceptFiles)
    // The sender's broken body is a 400 on every route that takes a file, whichever way the
    // route reads it; anything else goes on to the app's error handler.
    files.setErrorHandler((error) => {
      throw isMalformedMultipart(error) ? badRequest('uploadCutOff') : error
    })
    declare(files)
  })
}

/**
 * The stored images, served from `/uploads/`, and their hourly sweep: uploads nothing refers to
 * are removed once a day old (docs/decisions/007-uploads-have-a-life-cycle.md).
 */
export const uploadsPlugin = fp(
  async (app) => {
    const root = app.config.uploadsDir
    fs.mkdirSync(root, { recursive: true, mode: PRIVATE_FOLDER_MODE })
    app.decorate(
      'uploads',
      createUploadStore({
        dir: root,
        quotaBytes: app.config.uploadQuotaBytes,
        minFreeBytes: app.config.uploadMinFreeBytes,
      }),
    )

    runPeriodically(app, 'uploads sweep', SWEEP_INTERVAL_MS, () => sweepUploads(app.db, root))

    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      wildcard: true,
      setHeaders: (reply, filePath) => {
        const contentType = contentTypes[path.extname(filePath).toLowerCase()]
        // Only images the upload route wrote are ever here; anything else is sent as opaque bytes.
        reply.header('content-type', contentType ?? 'application/octet-stream')
        reply.header('x-content-type-options', 'nosniff')
        // An image can be removed (its challenge deleted, unused for a day): caches ask again after
        // five minutes, and the ETag and Last-Modified that are sent make that ask cheap.
        reply.header('cache-control', 'public, max-age=300, must-revalidate')
        reply.header('content-security-policy', "default-src 'none'; sandbox")
      },
    })
  },
  { name: 'uploads', dependencies: ['error-handler'] },
)
