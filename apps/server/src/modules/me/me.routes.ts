import { ErrorSchema, UpdateMeInputSchema, UserSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { toUser, updateMe } from './me.service.ts'

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: requireUser,
      schema: {
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
      schema: {
        tags: ['me'],
        summary: 'Updates the logged-in user’s own profile',
        body: UpdateMeInputSchema,
        response: { 200: UserSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => toUser(await updateMe(app.db, currentUser(request).id, request.body)),
  )
}
