import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Metrics } from '../lib/metrics.ts'
import { safeEqual } from '../lib/tokens.ts'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

const METRICS_URL = '/metrics'

/**
 * Counts every answer by its route pattern, status and time, and, with METRICS_TOKEN set, serves
 * the app's metrics at GET /metrics in Prometheus's text format to a scraper that sends the
 * token. Registered at the root, before the members' hooks, so a scrape skips the session, rate
 * limit and compression, and the answers of every route and unknown path are counted.
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = new Metrics(app.database)
    app.decorate('metrics', metrics)
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000)
      done()
    })

    const token = app.config.metricsToken
    if (!token) return
    const stopTiming = metrics.start(app.database)
    app.addHook('onClose', async () => stopTiming())

    async function requireMetricsToken(request: FastifyRequest, reply: FastifyReply) {
      const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')
      if (match && safeEqual(match[1]!.trim(), token!)) return
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized\n')
    }

    app.get(METRICS_URL, { onRequest: requireMetricsToken, schema: { hide: true } }, async (_request, reply) => {
      const text = await metrics.registry.metrics()
      return reply.type(metrics.registry.contentType).send(text)
    })
  },
  { name: 'metrics' },
)
