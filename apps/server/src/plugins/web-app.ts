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
 * Serves the built single-page app: hashed assets cached for good, and `index.html` for every
 * other page a browser navigates to, so client-side routes survive a reload.
 */
export const webAppPlugin = fp(
  async (app) => {
    const indexPath = path.join(webDistDir, 'index.html')
    if (!fs.existsSync(indexPath)) {
      app.log.warn(`${indexPath} is missing: run "npm run build" to serve the web app`)
      return
    }
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep)
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
