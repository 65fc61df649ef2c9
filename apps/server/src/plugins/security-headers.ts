import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * Security headers on every response. The content security policy allows no inline script: the
 * app's scripts and styles are files from this origin, images may come from anywhere over https
 * (avatars can be external links), and the browser only talks to this server (plus the image
 * host when direct avatar uploads to it are configured).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const https = app.config.appOrigin.startsWith('https:')
    const connectSrc = ["'self'"]
    if (app.config.cloudinary) connectSrc.push('https://api.cloudinary.com')

    await app.register(helmet, {
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
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Browsers ignore HSTS over plain http, and sending it from localhost would pin
      // developers' machines to https: only an https origin gets it.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Avatars may be images from other hosts that send no CORP header.
      crossOriginEmbedderPolicy: false,
    })
  },
  { name: 'security-headers' },
)
