import {
  ErrorSchema,
  IdSchema,
  PushBodyRowsSchema,
  PushBodySchema,
  PushResultSchema,
  PushTokenCreatedSchema,
  PushTokenListSchema,
} from '@stepup/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../errors.ts'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { createPushToken, listPushTokens, memberOfPushToken, pushSteps, revokePushToken } from './push.service.ts'

/** A week of minute-level readings from the phone fits with room to spare. */
const PUSH_BODY_LIMIT = 16 * 1024 * 1024

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

declare module 'fastify' {
  interface FastifyRequest {
    pushMemberId?: number
  }
}

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/push-tokens',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listPushTokens',
        tags: ['push'],
        summary: "The member's push tokens (never the tokens themselves)",
        response: { 200: PushTokenListSchema },
      },
    },
    async (request) => listPushTokens(app.db, currentUser(request).id, app.config.appOrigin),
  )

  app.post(
    '/me/push-tokens',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'createPushToken',
        tags: ['push'],
        summary: 'A new push token and the URL to post steps to; the token is shown this once',
        response: { 201: PushTokenCreatedSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPushToken(app.db, currentUser(request).id, app.config.appOrigin)),
  )

  app.delete(
    '/me/push-tokens/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'revokePushToken',
        tags: ['push'],
        summary: 'Revokes a push token: posts with it are refused from now on',
        params: z.object({ id: IdSchema }),
        response: { 204: z.null(), 404: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await revokePushToken(app.db, currentUser(request).id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  // The token is checked before the body is read, so a wrong one costs no parsing.
  async function requirePushToken(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
    const userId = match ? await memberOfPushToken(app.db, match[1]!) : undefined
    if (userId === undefined) throw unauthorized('pushTokenInvalid')
    request.pushMemberId = userId
  }

  app.post(
    '/push/steps',
    {
      onRequest: requirePushToken,
      bodyLimit: PUSH_BODY_LIMIT,
      schema: {
        operationId: 'pushSteps',
        tags: ['push'],
        summary: "Steps from a member's phone or script, by push token",
        description:
          'Either `{ "entries": [{ "date": "2026-11-20", "steps": 8123 }] }` or the body of the Health Auto Export iOS app\'s REST automation (`{ "data": { "metrics": [{ "name": "step_count", "data": [{ "date": "2026-11-20 00:00:00 +0100", "qty": 8123 }] }] } }`, per day or finer, summed per day of each reading\'s own offset). Each day\'s count replaces the day\'s earlier push; days outside the days imports may reach are skipped.',
        security: [{ pushToken: [] }],
        body: PushBodySchema,
        bodyContent: { 'application/json': PushBodyRowsSchema },
        response: { 200: PushResultSchema, ...errors },
      },
    },
    async (request) =>
      pushSteps(app.db, app.scores, {
        userId: request.pushMemberId!,
        body: request.body,
        timeZone: app.config.timeZone,
      }),
  )
}
