import http from 'node:http'
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { isLogged } from '../../lib/request-logger.ts'
import { OK_BODY } from './health.routes.ts'

/**
 * `GET /api/health` answered by the HTTP server itself while the database's last ping is fresh
 * (docs/decisions/065). The answer is the one the health route would send, bytes and headers alike,
 * but without the router, hooks and reply Fastify builds around it. Every other request, and a
 * health check whenever the route has something to add (a ping to make, a failure to answer, a
 * debug log line to write, a server shutting down), goes to Fastify as before.
 */
export class HealthFastPath {
  /** Off until the app is ready, and again once it starts closing. */
  private enabled = false
  private readonly headers: string[]

  constructor(
    private readonly database: Database,
    securityHeaders: Record<string, string>,
  ) {
    this.headers = [
      ...Object.entries(securityHeaders).flat(),
      'content-type',
      'application/json; charset=utf-8',
      'content-length',
      String(Buffer.byteLength(OK_BODY)),
    ]
  }

  /** Answers `request` and says true when it is a health check that needs nothing more. */
  answer(request: http.IncomingMessage, response: http.ServerResponse) {
    if (!this.enabled || request.url !== '/api/health' || request.method !== 'GET') return false
    if (!this.database.pingedRecently()) return false
    response.writeHead(200, this.headers)
    response.end(OK_BODY)
    return true
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make, with the same options, that
   * offers each request to `answer` first. Plain HTTP only, which is all the app serves.
   */
  serverFactory(): FastifyServerFactory {
    return (handler, options: FastifyServerOptions & { http?: http.ServerOptions | null }) => {
      // Fastify has filled in its defaults by now. The request timeout must be given here: Node
      // reads it when it makes the server, and a value set later is never enforced. Unfinished
      // requests are checked this often, so that a short timeout does not run on for Node's 30 s.
      const requestTimeout = options.requestTimeout!
      const timeouts = { requestTimeout, connectionsCheckingInterval: Math.min(30_000, requestTimeout || 30_000) }
      const server = http.createServer({ ...options.http, ...timeouts }, (request, response) => {
        if (!this.answer(request, response)) handler(request, response)
      })
      server.keepAliveTimeout = options.keepAliveTimeout!
      server.setTimeout(options.connectionTimeout!)
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
      return server
    }
  }

  /** Turns the fast path on once the app is ready, unless health checks are logged, and off as it closes. */
  readonly plugin = fp(
    async (app) => {
      app.addHook('onReady', (done) => {
        // A health check logged at debug level goes through the route, whose request log writes the line.
        this.enabled = !isLogged('debug', app.log.level)
        done()
      })
      app.addHook('preClose', (done) => {
        this.enabled = false
        done()
      })
    },
    { name: 'health-fast-path' },
  )
}
