import { ErrorSchema, IdSchema, ProfileSchema, UserSearchQuerySchema, UserSearchResultSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { getProfile, searchUsers } from './users.service.ts'

/** Every call here takes a session: the plugin's own hook checks it, which the API document cannot see. */
const SESSION = [{ session: [] }]

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)

  app.get(
    '/users',
    {
      schema: {
        operationId: 'searchUsers',
        security: SESSION,
        tags: ['users'],
        summary: 'Find members by name, a page at a time',
        querystring: UserSearchQuerySchema,
        response: { 200: UserSearchResultSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => searchUsers(app.db, currentUser(request).id, request.query),
  )

  app.get(
    '/me/friends/:userId',
    {
      schema: {
        operationId: 'getProfile',
        security: SESSION,
        tags: ['users'],
        summary: 'Another member’s profile',
        params: z.object({ userId: IdSchema }),
        response: { 200: ProfileSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => getProfile(app.db, currentUser(request), request.params.userId),
  )
}
