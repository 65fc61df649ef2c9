import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { VERSION } from '../../lib/version.ts'

const Ok = z.object({ status: z.literal('ok'), version: z.string() })
const Unavailable = z.object({ status: z.literal('unavailable'), version: z.string() })

/**
 * Liveness (the process answers: restart it when it does not) apart from readiness (it can serve:
 * send it traffic), so a database outage takes every process out of a load balancer's rotation
 * without an orchestrator restarting them all. `/health` is readiness, as it always was.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['health'],
        summary: 'Answers while the process runs, without asking the database',
        response: { 200: Ok },
      },
    },
    async () => ({ status: 'ok' as const, version: VERSION }),
  )

  const ready = async (_request: unknown, reply: FastifyReply) => {
    try {
      await app.database.ping()
      return { status: 'ok' as const, version: VERSION }
    } catch (error) {
      app.log.error({ err: error }, 'health check: database did not answer')
      return reply.code(503).send({ status: 'unavailable' as const, version: VERSION })
    }
  }
  for (const [url, operationId] of [
    ['/health/ready', 'getReadiness'],
    ['/health', 'getHealth'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          operationId,
          tags: ['health'],
          summary: 'Answers once the database does',
          response: { 200: Ok, 503: Unavailable },
        },
      },
      ready,
    )
  }
}
