import fp from 'fastify-plugin'

/** Asked every few seconds by load balancers and Prometheus: logged at debug level only. */
const POLLED_URLS = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics'])
/**
 * The query values kept out of the log: secrets (the tokens of reset, confirmation and invitation
 * links, the code and state a sign-in provider sends back) and a directory's SCIM filter, which
 * names people by their email.
 */
const SECRET_QUERY_VALUE = /([?&](?:token|invite|code|state|filter)=)[^&#]*/gi
/** The path part that is a secret: an invitation's token, as its sign-up page asks about it. */
const SECRET_PATH_PART = /(\/api\/auth\/invitations\/)[^/?#]*/i

/** The URL as logged: a link opened in a browser must not leave a usable token in the logs. */
export function loggedUrl(url: string) {
  return url.replace(SECRET_QUERY_VALUE, '$1[redacted]').replace(SECRET_PATH_PART, '$1[redacted]')
}

/**
 * One log line per request, written when the answer is sent, with its request id, URL (secrets in
 * its query redacted), status, time,
 * the client's address (as TRUST_PROXY lets it be read) and the signed-in member's id. Health
 * checks and metrics scrapes, which a load balancer and Prometheus send every few seconds, log at
 * debug level only. Every answer
 * carries its request id in `X-Request-Id`, the caller's own when it sent a usable one, so a
 * member's report or a proxy's log leads to this line.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id)
      done()
    })
    app.addHook('onResponse', (request, reply, done) => {
      const level = POLLED_URLS.has(request.url) ? 'debug' : 'info'
      request.log[level](
        {
          method: request.method,
          url: loggedUrl(request.url),
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
          ip: request.ip,
          userId: request.user?.id,
        },
        'request completed',
      )
      done()
    })
  },
  { name: 'request-log' },
)
