import swagger, { type SwaggerTransformObject } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { ErrorSchema, ScimErrorSchema } from '@stepup/contract'
import type { RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { originChecked } from './origin-check.ts'
import { limitsRate } from './rate-limit.ts'
import { requireAdmin, requireUser } from './session.ts'

export const OPENAPI_PREFIX = '/api/docs'

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the handler reads itself (a file upload, CSV text), by media type: documented as the
     * request body, but not validated before the handler runs, as `body` would be.
     */
    bodyContent?: Record<string, z.ZodType>
  }
}

/** A multipart form with one file in the field `file`, as every route that takes a file reads it. */
export function fileForm(description: string) {
  return z.object({ file: z.file().describe(description) })
}

type Security = readonly Readonly<Record<string, readonly string[]>>[]

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The error answers every route of a kind may give, each with the sentence's catalogue keys the
 * error handler sends. Routes list only their own (404, 409, a 413 of their own…) in their schema.
 */
const COMMON_ERRORS = {
  400: 'The request is invalid: a path, query or body field (named at the start of `error`), a body that is not JSON, or a broken upload',
  401: 'No valid credentials: no session (`loginRequired`), or a wrong or missing bearer token',
  403: 'Refused: an admins-only call by a member (`adminsOnly`), or a write from another site (`crossOriginRefused`)',
  413: 'The body is larger than this call takes (`requestBodyTooLarge`)',
  415: 'The body is of a type this call does not read (`unsupportedContentType`)',
  429: 'Too many attempts from this address or for this account (`tooManyAttempts`); see Retry-After',
  503: 'The database cannot be reached (`databaseUnavailable`); see Retry-After',
} as const

type Status = keyof typeof COMMON_ERRORS

/** What the other error answers a route lists itself mean, its `key` saying which case it is. */
const ROUTE_ERRORS: Record<string, string> = {
  403: 'Refused: the caller may not do this (`key` says why), or a write came from another site',
  404: 'What the path names does not exist, or is not the caller’s to see',
  409: 'The call does not fit the current state of what it changes',
  413: 'The body, or the file in it, is larger than this call takes',
  415: 'The file is not of a kind this call reads',
  422: 'The body is understood but cannot be applied',
  429: 'The server is busy with work of this kind; see Retry-After',
  507: 'The server has no room to store the file; see Retry-After',
}

/** The SCIM service (RFC 7644) answers its errors in SCIM's form and media type, as directories read them. */
const SCIM_PREFIX = '/api/scim/'
const SCIM_MEDIA_TYPE = 'application/scim+json'

const errorResponse = (schema: z.ZodType, description?: string, mediaType = 'application/json') => ({
  ...(description && { description }),
  content: { [mediaType]: { schema } },
})

/** Who may call a route, from the hooks that guard it, unless its schema says so itself. */
function securityOf(route: RouteOptions): Security {
  if (route.schema?.security) return route.schema.security
  const hooks = [route.onRequest, route.preHandler].flat()
  if (hooks.includes(requireAdmin)) return [{ adminSession: [] }]
  if (hooks.includes(requireUser)) return [{ session: [] }]
  return []
}

/** The error answers a route may give by what it is: what it validates, who may call it, what guards it. */
function commonErrors(route: RouteOptions, security: Security): Status[] {
  const schema = route.schema ?? {}
  const methods = [route.method].flat()
  const writes = methods.some((method) => WRITE_METHODS.has(method))
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat()
  const statuses: Status[] = []
  // A write's body is parsed (and may not be JSON) whether or not the route declares one.
  if (writes || schema.params || schema.querystring || schema.body || schema.bodyContent) statuses.push(400)
  if (security.length > 0) statuses.push(401)
  const adminOnly = security.some((scheme) => 'adminSession' in scheme)
  if (adminOnly || methods.some((method) => originChecked(method, route.url))) statuses.push(403)
  if (writes) statuses.push(413, 415)
  if (hooks.some(limitsRate)) statuses.push(429)
  // Every call reads the session or its data from the database, except a scrape of the metrics
  // and the liveness check, which the process answers from memory; readiness answers its own 503.
  const fromMemory = security.some((scheme) => 'metricsToken' in scheme) || route.url === '/api/health/live'
  if (!fromMemory) statuses.push(503)
  return statuses
}

/**
 * The route's schema as the document shows it: its security, its common error answers added to
 * the ones it lists, and a body it reads itself under its media types.
 */
function documented(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const route = document.route as RouteOptions
  const schema = document.schema as RouteOptions['schema']
  if (!schema || schema.hide) return jsonSchemaTransform(document)
  const security = securityOf(route)
  const response: Record<string, unknown> = {}
  const scim = route.url.startsWith(SCIM_PREFIX)
  const mediaType = scim ? SCIM_MEDIA_TYPE : 'application/json'
  // Errors are JSON even where the route's answer is not (a CSV export).
  for (const [status, answer] of Object.entries(schema.response ?? {}))
    response[status] =
      Number(status) >= 400 && answer instanceof z.ZodType ? errorResponse(answer, undefined, mediaType) : answer
  for (const status of commonErrors(route, security))
    response[status] ??= errorResponse(scim ? ScimErrorSchema : ErrorSchema, COMMON_ERRORS[status], mediaType)
  const { bodyContent, ...rest } = schema
  // SCIM answers in its own media type, successes as well as errors.
  const produces = scim && !rest.produces ? { produces: [SCIM_MEDIA_TYPE] } : {}
  const transformed = jsonSchemaTransform({ ...document, schema: { ...rest, ...produces, security, response } })
  if (bodyContent) {
    const content = Object.fromEntries(
      Object.entries(bodyContent).map(([mediaType, body]) => [
        mediaType,
        { schema: jsonSchemaTransform({ ...document, schema: { body } }).schema.body },
      ]),
    )
    transformed.schema.body = { content }
  }
  return transformed
}

/** The parts of the generated document that `shareErrorSchema` reads and changes. */
interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, Response> }>>
  components?: { schemas?: Record<string, unknown> }
}
interface Response {
  description?: string
  content?: Record<string, { schema?: unknown }>
}

/**
 * Every error answer of the document points at one `Error` schema (a SCIM call's at `ScimError`)
 * instead of repeating it, and says what it means where its route did not.
 */
const shareErrorSchema: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject
  const openapiObject = input.openapiObject as Document
  const jsonOf = (schema: z.ZodType) =>
    (
      jsonSchemaTransform({
        schema: { response: { 400: schema } },
        url: '/',
        route: {},
        openapiObject,
      } as unknown as Parameters<typeof jsonSchemaTransform>[0]).schema.response as Record<number, unknown>
    )[400]
  const errorJson = jsonOf(ErrorSchema)
  const scimErrorJson = jsonOf(ScimErrorSchema)
  const shared = [
    { mediaType: 'application/json', shape: JSON.stringify(errorJson), name: 'Error' },
    { mediaType: SCIM_MEDIA_TYPE, shape: JSON.stringify(scimErrorJson), name: 'ScimError' },
  ]
  for (const item of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        for (const { mediaType, shape, name } of shared) {
          const media = response.content?.[mediaType]
          if (Number(status) < 400 || !media || JSON.stringify(media.schema) !== shape) continue
          media.schema = { $ref: `#/components/schemas/${name}` }
          if (response.description === 'Default Response')
            response.description =
              ROUTE_ERRORS[status] ?? COMMON_ERRORS[Number(status) as Status] ?? response.description
        }
      }
    }
  }
  return {
    ...input.openapiObject,
    components: {
      ...openapiObject.components,
      schemas: { ...openapiObject.components?.schemas, Error: errorJson, ScimError: scimErrorJson },
    },
  } as typeof input.openapiObject
}

/**
 * The API contract as OpenAPI, generated from the routes' own zod schemas. Registered at the
 * root before any route, since it only sees routes added after it.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'StepUp API',
          description:
            'Fitness challenges, step scores and teams. Calls authenticate with the `sid` session cookie set by login; writes must come from the app origin. Every failure answers `{ error, key, params }`: the English sentence, and its key and placeholders in the catalogue a client translates it with.',
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
            metricsToken: { type: 'http', scheme: 'bearer', description: "The server's METRICS_TOKEN" },
            scimToken: {
              type: 'http',
              scheme: 'bearer',
              description: "The community directory's SCIM token, from POST /api/admin/scim/token",
            },
          },
        },
      },
      transform: documented,
      transformObject: shareErrorSchema,
    })
  },
  { name: 'openapi' },
)

/**
 * Serves that contract: browsable at /api/docs, machine-readable at /api/docs/json. Registered
 * after the compression plugin, so the 210 KB document goes out compressed (14 KB gzip, 10 KB brotli).
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
