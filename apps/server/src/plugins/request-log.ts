import fp from 'fastify-plugin'
import { isLogged } from '../lib/request-logger.ts'

const HEALTH_URL = '/api/health'

/**
 * One log line per request, written when the answer is sent, with its request id, status and
 * time. Health checks, which a load balancer sends every few seconds, log at debug level only.
 * A line the log level hides is not even built. The line comes from the app's logger with the
 * request id in it, the same line a request's own logger would write, without making one.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      const level = request.url === HEALTH_URL ? 'debug' : 'info'
      if (isLogged(level, request.log.level)) {
        app.log[level](
          {
            reqId: request.id,
            method: request.method,
            url: request.url,
            statusCode: reply.statusCode,
            responseTime: Math.round(reply.elapsedTime * 10) / 10,
          },
          'request completed',
        )
      }
      done()
    })
  },
  { name: 'request-log' },
)
