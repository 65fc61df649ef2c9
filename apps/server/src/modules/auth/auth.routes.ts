import {
  ErrorSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MessageSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  UserResponseSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { languageFromHeader } from '../../lib/mail/compose.ts'
import { toUser } from '../users/index.ts'
import { loginUser, logoutSession, registerUser } from './auth.service.ts'
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service.ts'
import { SESSION_COOKIE } from './sessions.ts'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIp, perEmail } = app.authRateLimits

  app.post(
    '/auth/register',
    {
      // Every sign-up spends the address's budget, shared with login: creating accounts, probing
      // which emails are taken and guessing the admin token are all bounded (docs/decisions/013).
      onRequest: perIp,
      schema: {
        operationId: 'register',
        tags: ['auth'],
        summary: 'Creates an account and logs it in',
        body: RegisterInputSchema,
        response: { 201: UserResponseSchema, 403: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await registerUser(
        app.db,
        app.config,
        app.mailQueue,
        request.body,
        request.cookies[SESSION_COOKIE],
      )
      reply.setSessionCookie(token)
      return reply.code(201).send({ user: toUser(user) })
    },
  )

  app.post(
    '/auth/login',
    {
      onRequest: perIp,
      preHandler: perEmail('login'),
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Logs in with email and password',
        body: LoginInputSchema,
        response: { 200: UserResponseSchema, 401: ErrorSchema, 403: ErrorSchema },
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
        operationId: 'logout',
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

  app.post(
    '/auth/forgot-password',
    {
      onRequest: perIp,
      preHandler: perEmail('forgot-password'),
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'Mails a password reset link; answers the same whether or not the email has an account',
        body: ForgotPasswordInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const language = languageFromHeader(request.headers['accept-language'])
      await requestPasswordReset(app.db, app.mailQueue, app.config.appOrigin, request.body.email, language)
      return { message: FORGOT_PASSWORD_MESSAGE }
    },
  )

  app.post(
    '/auth/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Sets a new password with a reset token and ends every session of the account',
        body: ResetPasswordInputSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body)
      return { message: PASSWORD_RESET_MESSAGE }
    },
  )
}
