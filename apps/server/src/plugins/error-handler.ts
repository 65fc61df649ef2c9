import {
  apiMessages,
  matchApiMessage,
  type ApiMessageKey,
  type ApiMessageParamValues,
  type ErrorBody,
} from '@stepup/contract'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { databaseUnavailable } from '../db/unavailable.ts'
import { AppError } from '../errors.ts'
import { isPageRequest } from './web-app.ts'

/** When a client may try again after the database failed it: long enough for a restart or failover. */
const DATABASE_RETRY_AFTER_SECONDS = 5
/** When a client may try again after a busy (429) or full (507) answer that named no time itself. */
const BUSY_RETRY_AFTER_SECONDS = 60

/**
 * Every failure answers `{ error }`. Errors the user can act on carry their sentence, and its
 * `key` and `params` in the contract's catalogue when it has one (docs/decisions/063); a database
 * that cannot be used answers 503 with Retry-After (docs/decisions/008); anything else is logged
 * with its request id and answered with a generic 500.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        // Every "not now" answer says when to come back; a rate limit has set its own time.
        if ((error.statusCode === 429 || error.statusCode === 507) && !reply.hasHeader('retry-after')) {
          reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        }
        return reply.code(error.statusCode).send(errorBody(error.message, error.key, error.params))
      }
      const unavailable = databaseUnavailable(error)
      if (unavailable) {
        if (unavailable === 'diskFull') app.database.reportDiskFull()
        request.log.error({ err: error, reason: unavailable }, 'database unavailable')
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody(apiMessages.databaseUnavailable, 'databaseUnavailable'))
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]
        const field =
          first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request'
        const message = first?.message ?? 'is invalid'
        // A schema message from the catalogue (`Email is required`) carries its key; zod's own do not.
        const known = matchApiMessage(message)
        return reply.code(400).send(errorBody(`${field}: ${message}`, known?.key, known?.params))
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema')
        return reply.code(500).send(errorBody('Something went wrong', 'somethingWentWrong'))
      }
      if (isNulInText(error)) {
        return reply.code(400).send(errorBody(apiMessages.textHasNulCharacter, 'textHasNulCharacter'))
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        const message = clientErrorMessage(error, status)
        const known = matchApiMessage(message)
        return reply.code(status).send(errorBody(message, known?.key, known?.params))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(errorBody('Something went wrong', 'somethingWentWrong'))
    })

    app.setNotFoundHandler((request, reply) => {
      if (isPageRequest(request) && app.hasReplyDecorator('sendApp')) {
        return reply.sendApp()
      }
      const path = request.url.split('?')[0]!
      return reply
        .code(404)
        .send(errorBody(`Not found: ${request.method} ${path}`, 'routeNotFound', { method: request.method, path }))
    })
  },
  { name: 'error-handler' },
)

function errorBody(error: string, key?: ApiMessageKey, params?: ApiMessageParamValues): ErrorBody {
  return { error, ...(key && { key }), ...(params && { params }) }
}

/**
 * PostgreSQL refuses a NUL character in text wherever it comes from (a JSON field, a query
 * string, a line of a CSV file), and in a jsonb value as `\u0000` (an admin's achievement names),
 * and the statement, with its transaction, is undone.
 */
export function isNulInText(error: unknown) {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code
  return code === '22021' || code === '22P05'
}

function clientErrorMessage(error: FastifyError, status: number) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty'
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case undefined:
      return status === 400 && error.message.includes('JSON') ? 'The request body is not valid JSON' : error.message
    default:
      return error.message
  }
}
