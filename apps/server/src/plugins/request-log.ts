import fp from 'fastify-plugin'

/**
 * One log line per request, written when the answer is sent, with its request id, status and
 * time. Health checks, which a load balancer sends every few seconds, log at debug level only.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const line = {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      }
      if (request.url === '/api/health') request.log.debug(line, 'request completed')
      else request.log.info(line, 'request completed')
    })
  },
  { name: 'request-log' },
)
