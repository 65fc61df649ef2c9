import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Answers once the database does',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping()
        return { status: 'ok' as const }
      } catch (error) {
        app.log.error({ err: error }, 'health check: database did not answer')
        return reply.code(503).send({ status: 'unavailable' as const })
      }
    },
  )
}
