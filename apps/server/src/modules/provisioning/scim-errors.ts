import { SCIM_ERROR_SCHEMA, type ApiMessageArgs, type ApiMessageKey, type ScimError } from '@stepup/contract'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { databaseUnavailable } from '../../db/unavailable.ts'
import { AppError, type ErrorCode } from '../../errors.ts'
import { isNulInText } from '../../plugins/error-handler.ts'

/** The media type of every SCIM answer (RFC 7644 §3.1). */
export const SCIM_MEDIA_TYPE = 'application/scim+json'

/** An error of a SCIM call, with its `scimType` where RFC 7644 §3.12 names one. */
export class ScimProblem<Key extends ApiMessageKey = ApiMessageKey> extends AppError {
  constructor(
    code: ErrorCode,
    key: Key,
    readonly scimType?: string,
    ...params: ApiMessageArgs<Key>
  ) {
    super(code, key, params[0])
  }
}

export function scimErrorBody(status: number, detail: string, scimType?: string): ScimError {
  return { schemas: [SCIM_ERROR_SCHEMA], status: String(status), detail, ...(scimType && { scimType }) }
}

/**
 * Every failure of a SCIM call in SCIM's form, as directories read it: the app's errors, a body
 * that does not parse or validate (`invalidSyntax`, `invalidValue`), one too large, a database
 * that is gone (503 with Retry-After, as elsewhere). Unknown SCIM paths (Bulk, /Me) answer 404
 * the same way.
 */
export function scimErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    reply.type(SCIM_MEDIA_TYPE)
    if (error instanceof AppError) {
      const scimType = error instanceof ScimProblem ? error.scimType : undefined
      return reply.code(error.statusCode).send(scimErrorBody(error.statusCode, error.message, scimType))
    }
    const unavailable = databaseUnavailable(error)
    if (unavailable) {
      if (unavailable === 'diskFull') app.database.reportDiskFull()
      request.log.error({ err: error, reason: unavailable }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send(scimErrorBody(503, 'The database cannot be reached'))
    }
    if (isNulInText(error)) {
      return reply.code(400).send(scimErrorBody(400, 'Text may not hold a NUL character', 'invalidValue'))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request'
      return reply.code(400).send(scimErrorBody(400, `${field}: ${first?.message ?? 'is invalid'}`, 'invalidValue'))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const scimType = status === 400 ? 'invalidSyntax' : undefined
      return reply.code(status).send(scimErrorBody(status, error.message, scimType))
    }
    request.log.error({ err: error }, 'SCIM request failed')
    return reply.code(500).send(scimErrorBody(500, 'Something went wrong'))
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!
    return reply
      .code(404)
      .type(SCIM_MEDIA_TYPE)
      .send(scimErrorBody(404, `Not found: ${request.method} ${path}`))
  })
}
