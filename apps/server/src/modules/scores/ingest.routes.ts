import { ErrorSchema, IngestInputRowsSchema, IngestInputSchema, IngestResultSchema } from '@stepup/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { unauthorized } from '../../errors.ts'
import { safeEqual } from '../../lib/tokens.ts'
import { todayIn } from '../../lib/days.ts'
import { ingestSteps } from './ingest.service.ts'

/** 10,000 entries with long sensor ids fit with room to spare. */
const INGEST_BODY_LIMIT = 8 * 1024 * 1024

export const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sync service authenticates with the shared key, never with a session cookie.
  async function requireIngestKey(request: FastifyRequest) {
    const expected = app.config.ingestApiKey
    const header = request.headers.authorization ?? ''
    const match = /^Bearer\s+(.+)$/i.exec(header)
    if (!expected) throw unauthorized('ingestDisabled')
    if (!match || !safeEqual(match[1]!.trim(), expected)) throw unauthorized('ingestKeyInvalid')
  }

  app.post(
    '/ingest/steps',
    {
      onRequest: requireIngestKey,
      bodyLimit: INGEST_BODY_LIMIT,
      schema: {
        operationId: 'ingestSteps',
        tags: ['ingest'],
        summary: 'Wearable sync: up to 10,000 day counts a call, all or nothing',
        security: [{ ingestKey: [] }],
        body: IngestInputSchema,
        bodyContent: { 'application/json': IngestInputRowsSchema },
        response: { 200: IngestResultSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => ingestSteps(app.scores, request.body.entries, todayIn(app.config.timeZone)),
  )
}
