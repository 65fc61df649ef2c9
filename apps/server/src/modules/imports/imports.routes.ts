import {
  ErrorSchema,
  IdSchema,
  ImportDetailSchema,
  ImportListSchema,
  ImportSourcesInputSchema,
  ImportStatusSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { runPeriodically } from '../../lib/periodic-job.ts'
import { fileForm } from '../../plugins/openapi.ts'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { fileRoutes } from '../uploads/index.ts'
import { ImportFiles } from './import-files.ts'
import { HEARTBEAT_EVERY_MS, ImportReader } from './import-reader.ts'
import { applyImport, chooseSources, getImport, listImports, receiveImport, removeImport } from './imports.service.ts'

const PREVIEWS_SWEEP_INTERVAL_MS = 60 * 60 * 1000
/** An import a stopped process was reading fails within minutes, not at the next hourly sweep. */
const INTERRUPTED_SWEEP_INTERVAL_MS = 60 * 1000

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }
const params = z.object({ id: IdSchema })

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = new ImportFiles(app.config.importsDir)
  const reader = new ImportReader(
    app.db,
    files,
    { minFreeBytes: app.config.uploadMinFreeBytes, lineMax: app.config.importLineMax },
    app.log,
  )
  app.metrics.countImportsWith(() => reader.underWay)
  app.addHook('onReady', () => files.ensureDir())
  app.addHook('onClose', async () => reader.close())
  runPeriodically(app, 'stale previews sweep', PREVIEWS_SWEEP_INTERVAL_MS, () => reader.removeStalePreviews())
  runPeriodically(app, 'interrupted imports sweep', INTERRUPTED_SWEEP_INTERVAL_MS, () => reader.failInterrupted())
  runPeriodically(app, 'imports heartbeat', HEARTBEAT_EVERY_MS, () => reader.heartbeat())
  const megabytes = app.config.importMaxBytes / (1024 * 1024)

  await fileRoutes(app, (withFiles) => {
    withFiles.post(
      '/me/imports',
      {
        preHandler: requireUser,
        schema: {
          operationId: 'uploadHealthExport',
          tags: ['imports'],
          summary: 'Uploads a health export to read into a preview; nothing counts until it is applied',
          description: `multipart/form-data with the file in the field \`file\`, at most ${megabytes} MB: Apple Health (export.zip or export.xml), Google Takeout Fit (Daily activity metrics CSV, alone or in the Takeout zip), Samsung Health (step_daily_trend CSV), Garmin Connect (UDSFile JSON) or Fitbit (steps JSON), each alone or in its zip, recognised from the content. The file is read in the background: poll GET /api/me/imports/{id}.`,
          bodyContent: {
            'multipart/form-data': fileForm(
              'The export: an Apple Health, Google Takeout Fit, Samsung Health, Garmin Connect or Fitbit file, or its zip',
            ),
          },
          response: {
            202: z.object({ id: z.number().int(), status: ImportStatusSchema }),
            409: ErrorSchema,
            413: ErrorSchema,
            415: ErrorSchema,
            429: ErrorSchema,
            507: ErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const created = await receiveImport(request, app.db, reader, files, {
          userId: currentUser(request).id,
          maxBytes: app.config.importMaxBytes,
          minFreeBytes: app.config.uploadMinFreeBytes,
          timeZone: app.config.timeZone,
        })
        return reply.code(202).send(created)
      },
    )
  })

  app.get(
    '/me/imports',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listImports',
        tags: ['imports'],
        summary: "The member's imports, newest first",
        response: { 200: ImportListSchema, ...errors },
      },
    },
    async (request) => listImports(app.db, currentUser(request).id, app.config.timeZone),
  )

  app.get(
    '/me/imports/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getImport',
        tags: ['imports'],
        summary: 'An import: its progress while read, then its preview (sources and days, counted or not and why)',
        params,
        response: { 200: ImportDetailSchema, 404: ErrorSchema, ...errors },
      },
    },
    async (request) => getImport(app.db, currentUser(request).id, request.params.id, app.config.timeZone),
  )

  app.put(
    '/me/imports/:id/sources',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'chooseImportSources',
        tags: ['imports'],
        summary: "Orders a ready import's sources (left out: excluded) and counts its days again",
        params,
        body: ImportSourcesInputSchema.required(),
        response: { 200: ImportDetailSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema, ...errors },
      },
    },
    async (request) =>
      chooseSources(app.db, reader, files, {
        userId: currentUser(request).id,
        id: request.params.id,
        sources: request.body.sources,
        timeZone: app.config.timeZone,
      }),
  )

  app.post(
    '/me/imports/:id/apply',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'applyImport',
        tags: ['imports'],
        summary: "Counts a ready import's days within the days imports may reach",
        description:
          'Optional `sources`: names in priority order; sources left out are excluded. Each day becomes the import source of that day; the highest-priority source a day has is the one that counts.',
        params,
        body: ImportSourcesInputSchema.nullish(),
        response: { 200: ImportDetailSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema, ...errors },
      },
    },
    async (request) =>
      applyImport(app.db, app.scores, reader, files, {
        userId: currentUser(request).id,
        id: request.params.id,
        sources: request.body?.sources,
        timeZone: app.config.timeZone,
      }),
  )

  app.delete(
    '/me/imports/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'deleteImport',
        tags: ['imports'],
        summary: 'Removes an import; an applied one takes back exactly the days it brought',
        params,
        response: { 204: z.null(), 404: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeImport(app.db, app.scores, reader, files, { userId: currentUser(request).id, id: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
