import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { webDistDir } from '../lib/paths.ts'

/** True for a browser navigation: a GET that asks for HTML. */
export function wantsHtml(request: FastifyRequest) {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')
}

/**
 * Paths the server answers itself, never pages of the app: the API, the metrics (absent without
 * METRICS_TOKEN, and then a 404 a scraper understands) and the uploaded images.
 */
const SERVER_PATHS = ['/api', '/metrics', '/uploads']

/**
 * True for a request no route answered that names a page of the app: a GET or HEAD outside the
 * server's own paths whose last path segment has no file extension. Such a page gets
 * `index.html` whatever its `Accept` header says, so `curl` and uptime monitors, which accept
 * anything or send no `Accept` at all, see the app. A missing file (`/assets/x.js`,
 * `/favicon.png`) stays a 404 rather than HTML that a script tag or an image would choke on.
 */
export function isPageRequest(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?')[0]!
  if (SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !lastSegment.includes('.')
}

/**
 * Serves the built single-page app: hashed assets cached for good, and `index.html` for every
 * other page a browser navigates to, so client-side routes survive a reload.
 */
export const webAppPlugin = fp(
  async (app, options: { root?: string }) => {
    const root = options.root ?? webDistDir
    const indexPath = path.join(root, 'index.html')
    if (!fs.existsSync(indexPath)) {
      app.log.warn(`${indexPath} is missing: run "npm run build" to serve the web app`)
      return
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep)
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    app.decorateReply('sendApp', function (this: FastifyReply) {
      return this.header('cache-control', 'no-cache').sendFile('index.html')
    })
  },
  { name: 'web-app', dependencies: ['error-handler'] },
)

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the single-page app's `index.html`. */
    sendApp(): FastifyReply
  }
}
