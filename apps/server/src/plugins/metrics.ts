import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { Metrics } from '../lib/metrics.ts'
import { unauthorized } from '../errors.ts'
import { safeEqual } from '../lib/tokens.ts'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

const METRICS_URL = '/metrics'

/**
 * Counts every answer by its route pattern, status and time. Registered at the root before any
 * route, so the answers of every route and unknown path are counted; with METRICS_TOKEN set it
 * also times statements and samples the event loop.
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = new Metrics(app.database)
    app.decorate('metrics', metrics)
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000)
      done()
    })

    const stopTiming = app.config.metricsToken ? metrics.start(app.database) : undefined
    app.addHook('onClose', async () => stopTiming?.())
  },
  { name: 'metrics' },
)

/**
 * With METRICS_TOKEN set, serves the app's metrics at GET /metrics in Prometheus's text format to
 * a scraper that sends the token. Registered at the root after the OpenAPI plugin, so the document
 * shows it, and before the members' hooks, so a scrape skips the session, rate limit and
 * compression.
 */
export const metricsRoute = fp(
  async (app) => {
    const token = app.config.metricsToken
    if (!token) return

    async function requireMetricsToken(request: FastifyRequest, reply: FastifyReply) {
      const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')
      if (match && safeEqual(match[1]!.trim(), token!)) return
      reply.header('www-authenticate', 'Bearer')
      throw unauthorized('metricsTokenInvalid')
    }

    app.get(
      METRICS_URL,
      {
        onRequest: requireMetricsToken,
        schema: {
          operationId: 'scrapeMetrics',
          summary: "The app's metrics in Prometheus's text format",
          tags: ['operations'],
          security: [{ metricsToken: [] }],
          produces: ['text/plain'],
          response: {
            200: z.string().describe('Prometheus text exposition format 0.0.4'),
          },
        },
      },
      async (_request, reply) => {
        const text = await app.metrics.registry.metrics()
        return reply.type(app.metrics.registry.contentType).send(text)
      },
    )
  },
  { name: 'metrics-route', dependencies: ['metrics', 'openapi'] },
)
