import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from '../config.ts'
import { OPENAPI_PREFIX } from './openapi.ts'

/**
 * The security policy. The content security policy allows no inline script: the app's scripts
 * and styles are files from this origin, images may come from anywhere over https (avatars can
 * be external links), and the browser only talks to this server (plus the image host when
 * direct avatar uploads to it are configured).
 */
function helmetOptions(config: Config): HelmetOptions {
  const https = config.appOrigin.startsWith('https:')
  const connectSrc = ["'self'"]
  if (config.cloudinary) connectSrc.push('https://api.cloudinary.com')
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain http, and sending it from localhost would pin
    // developers' machines to https: only an https origin gets it.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Avatars may be images from other hosts that send no CORP header.
    crossOriginEmbedderPolicy: false,
  }
}

/** The headers helmet sets for these options, for pages and files; they do not depend on the request. */
export function pageSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: () => {},
  } as unknown as ServerResponse
  helmet(helmetOptions(config))({} as IncomingMessage, response, () => {})
  return headers
}

/**
 * The headers of the API's JSON answers (docs/decisions/003). A browser never runs, loads, frames
 * or follows what they hold, so they forbid all of it. Helmet's other headers govern documents,
 * stand in for the policy in browsers older than CSP 2, or refuse cross-origin reads that browsers
 * already refuse for JSON sent with nosniff; they are left out, as bytes on every answer that
 * protect nothing.
 */
function apiSecurityHeaders(config: Config): Record<string, string> {
  const hsts = pageSecurityHeaders(config)['strict-transport-security']
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...(hsts && { 'strict-transport-security': hsts }),
  }
}

/** Whether `url` is answered with JSON: the API, but not its browsable documentation. */
function isApiUrl(url: string) {
  if (!url.startsWith('/api/')) return false
  if (!url.startsWith(OPENAPI_PREFIX)) return true
  const next = url[OPENAPI_PREFIX.length]
  return next !== undefined && next !== '/' && next !== '?'
}

/**
 * Security headers on every response (docs/decisions/003): the API's short set on its JSON
 * answers, helmet's on pages and files. Neither depends on the request, so both are worked out
 * once at start.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const api = apiSecurityHeaders(app.config)
    const page = pageSecurityHeaders(app.config)
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiUrl(request.url) ? api : page)
      done()
    })
  },
  { name: 'security-headers' },
)
