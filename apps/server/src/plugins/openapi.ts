import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { requireAdmin } from './session.ts'

export const OPENAPI_PREFIX = '/api/docs'

/**
 * The API contract as OpenAPI, generated from the routes' own zod schemas. Registered at the
 * root before any route, since it only sees routes added after it.
 */
export const openApiPlugin = fp(
  async (app) => {
    // A route only admins may call says so in the document (security `adminSession`), so a
    // client, and the tests of the audit trail and the access matrix, can list them.
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest].flat()
      if (route.schema && hooks.includes(requireAdmin))
        route.schema = { ...route.schema, security: [{ adminSession: [] }] }
    })
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'StepUp API',
          description:
            'Fitness challenges, step scores and teams. Calls authenticate with the `sid` session cookie set by login; writes must come from the app origin.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sid' },
            adminSession: {
              type: 'apiKey',
              in: 'cookie',
              name: 'sid',
              description: 'The session of an admin: members get 403',
            },
            ingestKey: { type: 'http', scheme: 'bearer', description: "The server's INGEST_API_KEY" },
            pushToken: {
              type: 'http',
              scheme: 'bearer',
              description: "A member's push token, from POST /api/me/push-tokens",
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    })
  },
  { name: 'openapi' },
)

/**
 * Serves that contract: browsable at /api/docs, machine-readable at /api/docs/json. Registered
 * after the compression plugin, so the 80 KB document goes out compressed.
 */
export const openApiDocsPlugin = fp(
  async (app) => {
    await app.register(swaggerUi, {
      routePrefix: OPENAPI_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      // Swagger UI injects <style> elements for its code highlighting; scripts stay file-only.
      transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    })
  },
  { name: 'openapi-docs', dependencies: ['openapi'] },
)
