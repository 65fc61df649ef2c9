import { ErrorSchema, FirstRunInputSchema, FirstRunSchema, UpdateMeInputSchema, UserSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { todayIn } from '../../lib/days.ts'
import { toUser } from '../users/index.ts'
import { getFirstRun, setFirstRunStep, updateMe } from './me.service.ts'

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // A current password is a guess like a login's: it spends the login budget of the member's email.
  const perAccountLogin = app.authRateLimits.perEmail('login', (request) => currentUser(request).email)

  app.get(
    '/me',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMe',
        tags: ['me'],
        summary: 'The logged-in user',
        response: { 200: UserSchema, 401: ErrorSchema },
      },
    },
    async (request) => toUser(currentUser(request)),
  )

  app.patch(
    '/me',
    {
      onRequest: requireUser,
      preHandler: async (request, reply) => {
        if (request.body.currentPassword !== undefined) await perAccountLogin(request, reply)
      },
      schema: {
        operationId: 'updateMe',
        tags: ['me'],
        summary: 'Updates the logged-in user’s own profile; a new email takes `currentPassword`',
        body: UpdateMeInputSchema,
        response: {
          200: UserSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) =>
      toUser(
        await updateMe(app.db, currentUser(request).id, request.body, {
          today: todayIn(app.config.timeZone),
          sessionIdHash: request.sessionIdHash,
        }),
      ),
  )

  app.get(
    '/me/first-run',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getFirstRun',
        tags: ['me'],
        summary: 'The first-run steps the logged-in member finished, skipped or is already past',
        response: { 200: FirstRunSchema, 401: ErrorSchema },
      },
    },
    async (request) => getFirstRun(app.db, currentUser(request).id),
  )

  app.put(
    '/me/first-run',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'setFirstRunStep',
        tags: ['me'],
        summary: 'Marks a first-run step finished or skipped (`done: true`), or asks it again',
        body: FirstRunInputSchema,
        response: { 200: FirstRunSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => setFirstRunStep(app.db, currentUser(request).id, request.body),
  )
}
