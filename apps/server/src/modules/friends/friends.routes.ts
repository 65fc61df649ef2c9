import {
  AnswerFriendRequestInputSchema,
  ErrorSchema,
  FriendRequestSchema,
  IdSchema,
  UserSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/session.ts'
import {
  answerFriendRequest,
  listFriends,
  listPendingRequests,
  sendFriendRequest,
  unfriend,
} from './friends.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema }

/** Every call here takes a session: the plugin's own hook checks it, which the API document cannot see. */
const SESSION = [{ session: [] }]

export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)

  app.get(
    '/users/me/friends',
    {
      schema: {
        operationId: 'listFriends',
        security: SESSION,
        tags: ['friends'],
        summary: 'My friends',
        response: { 200: z.array(UserSchema), 401: ErrorSchema },
      },
    },
    async (request) => listFriends(app.db, currentUser(request).id),
  )

  app.get(
    '/users/me/requests',
    {
      schema: {
        operationId: 'listFriendRequests',
        security: SESSION,
        tags: ['friends'],
        summary: 'Open friend requests I sent or received',
        response: { 200: z.array(FriendRequestSchema), 401: ErrorSchema },
      },
    },
    async (request) => listPendingRequests(app.db, currentUser(request).id),
  )

  app.post(
    '/users/:id/friends',
    {
      schema: {
        operationId: 'sendFriendRequest',
        security: SESSION,
        tags: ['friends'],
        summary: 'Send a friend request (accepts theirs when they already asked)',
        params: z.object({ id: IdSchema }),
        response: { 200: FriendRequestSchema, 201: FriendRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { request: friendRequest, created } = await sendFriendRequest(
        app.db,
        currentUser(request).id,
        request.params.id,
      )
      return reply.code(created ? 201 : 200).send(friendRequest)
    },
  )

  app.patch(
    '/users/friends/:id',
    {
      schema: {
        operationId: 'answerFriendRequest',
        security: SESSION,
        tags: ['friends'],
        summary: 'Accept or reject a friend request (receiver only)',
        params: z.object({ id: IdSchema }),
        body: AnswerFriendRequestInputSchema,
        response: { 200: FriendRequestSchema, ...errors },
      },
    },
    async (request) => answerFriendRequest(app.db, currentUser(request).id, request.params.id, request.body.status),
  )

  app.delete(
    '/users/me/friends/:userId',
    {
      schema: {
        operationId: 'unfriend',
        security: SESSION,
        tags: ['friends'],
        summary: 'Unfriend',
        params: z.object({ userId: IdSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unfriend(app.db, currentUser(request).id, request.params.userId)
      return reply.code(204).send(null)
    },
  )
}
