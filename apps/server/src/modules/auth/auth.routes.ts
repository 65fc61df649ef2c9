import { LoginInputSchema, RegisterInputSchema, UserResponseSchema, ErrorSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toUser } from '../me/me.service.ts'
import { loginUser, logoutSession, registerUser } from './auth.service.ts'
import { SESSION_COOKIE } from './sessions.ts'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Creates an account and logs it in',
        body: RegisterInputSchema,
        response: { 201: UserResponseSchema, 403: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await registerUser(app.db, app.config, request.body, request.cookies[SESSION_COOKIE])
      reply.setSessionCookie(token)
      return reply.code(201).send({ user: toUser(user) })
    },
  )

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Logs in with email and password',
        body: LoginInputSchema,
        response: { 200: UserResponseSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await loginUser(app.db, request.body, request.cookies[SESSION_COOKIE])
      reply.setSessionCookie(token)
      return { user: toUser(user) }
    },
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the current session',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await logoutSession(app.db, request.cookies[SESSION_COOKIE])
      reply.clearSessionCookie()
      return reply.code(204).send(null)
    },
  )
}
