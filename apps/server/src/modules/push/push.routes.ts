import {
  ErrorSchema,
  IdSchema,
  PushBodyRowsSchema,
  PushBodySchema,
  PushResultSchema,
  PUSH_MAX_READINGS,
  PushTokenCreatedSchema,
  PushTokenListSchema,
} from '@stepup/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { forbidden, unauthorized } from '../../errors.ts'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { assertPushTextBounded, assertReadingsBounded } from './push-body.ts'
import {
  createPushToken,
  holderOfPushToken,
  listPushTokens,
  pushSteps,
  revokePushToken,
  type PushTokenHolder,
} from './push.service.ts'

/** PUSH_MAX_READINGS readings of the phone fit with room to spare. */
const PUSH_BODY_LIMIT = 16 * 1024 * 1024

/**
 * Pushes one token may send in PUSH_WINDOW_MS: a phone syncing every minute sends ten, a script
 * resending a month one day a call thirty. More only rewrite the same days (docs/decisions/120).
 */
export const PUSHES_PER_WINDOW = 60
const PUSH_WINDOW_MS = 10 * 60 * 1000

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

declare module 'fastify' {
  interface FastifyRequest {
    pushToken?: PushTokenHolder
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

  await app.register(pushStepsRoute)
}

/**
 * Steps from a member's phone, in a scope of its own: its JSON parser counts what a push holds
 * before parsing it, which no other route needs.
 */
const pushStepsRoute: FastifyPluginAsyncZod = async (app) => {
  // The token is checked before the body is read, so a wrong one costs no parsing.
  async function requirePushToken(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
    const holder = match ? await holderOfPushToken(app.db, match[1]!) : undefined
    if (!holder) throw unauthorized('pushTokenInvalid')
    if (holder.deactivated) throw forbidden('accountDeactivated')
    request.pushToken = holder
  }
  const pushLimit = app.authRateLimits.perKey(
    'push',
    { max: PUSHES_PER_WINDOW, windowMs: PUSH_WINDOW_MS },
    (request) => request.pushToken!.tokenId,
  )

  // Bounded before it is parsed, and again before it is validated: see push-body.ts.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, async (request: FastifyRequest, text: string) => {
    assertPushTextBounded(text)
    const body = await new Promise((resolve, reject) =>
      parseJson(request, text, (error, parsed) => (error ? reject(error) : resolve(parsed))),
    )
    assertReadingsBounded(body)
    return body
  })

  app.post(
    '/push/steps',
    {
      onRequest: [requirePushToken, pushLimit],
      bodyLimit: PUSH_BODY_LIMIT,
      schema: {
        operationId: 'pushSteps',
        tags: ['push'],
        summary: "Steps from a member's phone or script, by push token",
        description:
          'One of three bodies. `{ "entries": [{ "date": "2026-11-20", "steps": 8123 }] }` (a Shortcut or a script). The body of the Health Auto Export iOS app\'s REST automation (`{ "data": { "metrics": [{ "name": "step_count", "data": [{ "date": "2026-11-20 00:00:00 +0100", "qty": 8123, "source": null }] }] } }`, per day or finer, dated in each reading\'s own offset; other metrics are ignored). For these two, each day\'s count replaces the day\'s earlier push. The body of the HC Webhook Android app (`{ "timestamp": "…Z", "app_version": "…", "steps": [{ "count": 8123, "start_time": "2026-11-19T23:00:00Z", "end_time": "2026-11-20T23:00:00Z" }] }`: day totals, records with Health Connect `metadata`, or N-minute buckets): its records are kept, and each day is counted from all of them, however they were split over pushes or sent again; its instants are dated in the member\'s time zone. Days outside the days imports may reach are skipped. ' +
          `At most ${PUSH_MAX_READINGS.toLocaleString('en-US')} readings a push, all metrics together, and ${PUSHES_PER_WINDOW} pushes a token in ten minutes.`,
        security: [{ pushToken: [] }],
        body: PushBodySchema,
        bodyContent: { 'application/json': PushBodyRowsSchema },
        response: { 200: PushResultSchema, 413: ErrorSchema, ...errors },
      },
    },
    async (request) =>
      pushSteps(app.db, app.scores, {
        userId: request.pushToken!.userId,
        tokenId: request.pushToken!.tokenId,
        body: request.body,
        timeZone: app.config.timeZone,
      }),
  )
}
