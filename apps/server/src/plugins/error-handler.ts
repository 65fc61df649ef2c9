import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError } from '../errors.ts'
import { wantsHtml } from './web-app.ts'

/**
 * Every failure answers `{ error }`. Errors the user can act on carry their sentence; anything
 * else is logged with its request id and answered with a generic 500.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).send({ error: error.message })
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]
        const field =
          first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request'
        const message = first?.message ?? 'is invalid'
        return reply.code(400).send({ error: `${field}: ${message}` })
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema')
        return reply.code(500).send({ error: 'Something went wrong' })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ error: clientErrorMessage(error, status) })
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ error: 'Something went wrong' })
    })

    app.setNotFoundHandler((request, reply) => {
      if (wantsHtml(request) && !request.url.startsWith('/api/') && app.hasReplyDecorator('sendApp')) {
        return reply.sendApp()
      }
      return reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` })
    })
  },
  { name: 'error-handler' },
)

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
