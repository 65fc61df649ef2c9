import fp from 'fastify-plugin'

const HEALTH_URL = '/api/health'

/**
 * One log line per request, written when the answer is sent, with its request id, status and
 * time. Health checks, which a load balancer sends every few seconds, log at debug level only.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      const level = request.url === HEALTH_URL ? 'debug' : 'info'
      request.log[level](
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      )
      done()
    })
  },
  { name: 'request-log' },
)
