import {
  ErrorSchema,
  InvitationListSchema,
  InvitationParamsSchema,
  InvitationPreviewSchema,
  InviteByEmailInputSchema,
  InviteByEmailResultSchema,
  InviteLinkInputSchema,
  InviteLinkSchema,
  JoinRulesSchema,
  MessageSchema,
  VerifyEmailInputSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { languageFromHeader } from '../../lib/mail/compose.ts'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import {
  CONFIRMATION_SENT_MESSAGE,
  confirmEmail,
  createInviteLink,
  EMAIL_CONFIRMED_MESSAGE,
  inviteByEmail,
  joinRules,
  listInvitations,
  previewInvitation,
  revokeInvitation,
  sendConfirmationAgain,
} from './joining.service.ts'

const CONFIRMATIONS_PER_HOUR = 5

const adminErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

export const joiningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIp, perMember } = app.authRateLimits
  // A few links an hour per member: enough for a mail that went astray, too few to mail-bomb with.
  const confirmationLimit = perMember('email-confirmation', { max: CONFIRMATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 })
  const ctx = { db: app.db, mailQueue: app.mailQueue, appOrigin: app.config.appOrigin }

  app.get(
    '/auth/join-rules',
    {
      schema: {
        operationId: 'getJoinRules',
        tags: ['auth'],
        summary: 'Who may create an account: anyone, emails of listed domains, or people an admin invited',
        response: { 200: JoinRulesSchema },
      },
    },
    async () => joinRules(app.db),
  )

  app.get(
    '/auth/invitations/:token',
    {
      // Tokens are too long to guess; the budget only keeps a script from asking all day.
      onRequest: perIp,
      schema: {
        operationId: 'previewInvitation',
        tags: ['auth'],
        summary: "An invitation's address and expiry, for the sign-up page its link opens",
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: InvitationPreviewSchema, 404: ErrorSchema },
      },
    },
    async (request) => previewInvitation(app.db, request.params.token),
  )

  app.post(
    '/auth/verify-email',
    {
      onRequest: perIp,
      schema: {
        operationId: 'confirmEmail',
        tags: ['auth'],
        summary: 'Confirms the address a confirmation link was mailed to; needs no session',
        body: VerifyEmailInputSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      await confirmEmail(app.db, request.body.token)
      return { message: EMAIL_CONFIRMED_MESSAGE }
    },
  )

  app.post(
    '/me/email-verification',
    {
      onRequest: [requireUser, confirmationLimit],
      schema: {
        operationId: 'sendEmailConfirmation',
        tags: ['me'],
        summary: 'Mails the member a new link to confirm their address',
        response: { 200: MessageSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const language = languageFromHeader(request.headers['accept-language'])
      await sendConfirmationAgain(app.db, app.mailQueue, app.config.appOrigin, currentUser(request), language)
      return { message: CONFIRMATION_SENT_MESSAGE }
    },
  )

  app.get(
    '/admin/invitations',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listInvitations',
        tags: ['admin'],
        summary: 'Admin: invitations to join, newest first, with what became of each',
        response: { 200: InvitationListSchema, ...adminErrors },
      },
    },
    async () => ({ invitations: await listInvitations(app.db) }),
  )

  app.post(
    '/admin/invitations',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'inviteByEmail',
        tags: ['admin'],
        summary: 'Admin: mails each address an invitation; addresses that have an account are left out',
        body: InviteByEmailInputSchema,
        response: { 201: InviteByEmailResultSchema, ...adminErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteByEmail(ctx, currentUser(request), request.body)),
  )

  app.post(
    '/admin/invitations/link',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'createInviteLink',
        tags: ['admin'],
        summary: 'Admin: a link that admits whoever has it until it expires; its address is given this once',
        body: InviteLinkInputSchema,
        response: { 201: InviteLinkSchema, ...adminErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createInviteLink(ctx, currentUser(request), request.body)),
  )

  app.delete(
    '/admin/invitations/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'revokeInvitation',
        tags: ['admin'],
        summary: 'Admin: revokes an invitation; its link admits no one from now on',
        params: InvitationParamsSchema,
        response: { 204: z.null(), ...adminErrors, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, currentUser(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
